import HistoryStore
import Rendering

/// What the user asked the tool to do, fully validated.
public enum Command: Sendable, Equatable {
    /// `auth login`.
    case authLogin(withToken: Bool)
    /// `auth status`.
    case authStatus(json: Bool)
    /// `auth logout`.
    case authLogout
    /// `fetch`.
    case fetch(FetchOptions)
    /// `report`.
    case report(ReportOptions)
    /// `badge`.
    case badge(BadgeOptions)
    /// `history import [--format jsonl|csv] [PATH]`.
    case historyImport(HistoryTransferOptions)
    /// `history export [--format jsonl|csv] [PATH]`.
    case historyExport(HistoryTransferOptions)
    /// `history prune --keep-daily N`.
    case historyPrune(keepDaily: Int)
    /// `demo [--output DIR]`.
    case demo(output: String?)
    /// `completions SHELL`.
    case completions(shell: String)
    /// `help [COMMAND]`, `-h`, `--help`.
    case help(path: [String])
    /// `help --man`: the manual page.
    case manual
    /// `--version`.
    case version
}

/// A command with the global options given with it.
public struct Invocation: Sendable, Equatable {
    /// The command.
    public var command: Command
    /// The global options.
    public var global: GlobalOptions

    /// An invocation.
    public init(_ command: Command, global: GlobalOptions = GlobalOptions()) {
        self.command = command
        self.global = global
    }
}

/// Options valid on every command.
public struct GlobalOptions: Sendable, Equatable {
    /// `--host`; nil means qiita.com.
    public var host: String?
    /// `--color`.
    public var color: ColorChoice = .auto
    /// `-q/--quiet`.
    public var quiet = false
    /// `-v/--verbose`.
    public var verbose = false
    /// `--no-input`.
    public var noInput = false

    /// Defaults.
    public init(
        host: String? = nil, color: ColorChoice = .auto, quiet: Bool = false, verbose: Bool = false,
        noInput: Bool = false
    ) {
        self.host = host
        self.color = color
        self.quiet = quiet
        self.verbose = verbose
        self.noInput = noInput
    }
}

/// Options of `fetch`.
public struct FetchOptions: Sendable, Equatable {
    /// Another user's public items.
    public var user: String?
    /// Per-article requests in flight.
    public var concurrency = 8
    /// Per-request timeout in seconds.
    public var timeoutSeconds: Double = 30
    /// Wait for the rate-limit reset instead of exiting 3.
    public var wait = false

    /// Defaults.
    public init(user: String? = nil, concurrency: Int = 8, timeoutSeconds: Double = 30, wait: Bool = false) {
        self.user = user
        self.concurrency = concurrency
        self.timeoutSeconds = timeoutSeconds
        self.wait = wait
    }
}

/// Where the data of a report or badge comes from (the DATA options).
public struct DataOptions: Sendable, Equatable {
    /// `--tz`; nil means `TZ`, else the system zone.
    public var timeZone: String?
    /// `--include-private`.
    public var includePrivate = false
    /// `--user`.
    public var user: String?
    /// `--offline`.
    public var offline = false
    /// `--refresh`.
    public var refresh = false
    /// `--max-age` in seconds.
    public var maxAgeSeconds = 3600
    /// `--snapshot`.
    public var snapshot: String?

    /// Defaults.
    public init(
        timeZone: String? = nil, includePrivate: Bool = false, user: String? = nil, offline: Bool = false,
        refresh: Bool = false, maxAgeSeconds: Int = 3600, snapshot: String? = nil
    ) {
        self.timeZone = timeZone
        self.includePrivate = includePrivate
        self.user = user
        self.offline = offline
        self.refresh = refresh
        self.maxAgeSeconds = maxAgeSeconds
        self.snapshot = snapshot
    }
}

/// Options of `badge`.
public struct BadgeOptions: Sendable, Equatable {
    /// `png`, `svg` or `json`.
    public var format = BadgeFormat.svg
    /// `--output`; nil means `output/badge.FORMAT`.
    public var output: String?
    /// `posts`, `likes`, `views`, `stocks` or `all`.
    public var metric = BadgeMetric.posts
    /// The left-hand text.
    public var label = "Qiita"
    /// `--style`.
    public var style = BadgeStyle.flat
    /// `--theme`.
    public var theme = Palette.Theme.light
    /// `--lang`; nil means from the locale.
    public var language: Language?
    /// `--on-error`.
    public var onError = BadgeOnError.fail
    /// Where the data comes from.
    public var data = DataOptions()

    /// Defaults.
    public init(
        format: BadgeFormat = .svg, output: String? = nil, metric: BadgeMetric = .posts, label: String = "Qiita",
        data: DataOptions = DataOptions()
    ) {
        self.format = format
        self.output = output
        self.metric = metric
        self.label = label
        self.data = data
    }
}

/// `badge --format`.
public enum BadgeFormat: String, Sendable, CaseIterable {
    /// A PNG image.
    case png
    /// An SVG image.
    case svg
    /// A shields.io endpoint document.
    case json
}

/// `badge --on-error`: what a failed fetch does to the badge.
public enum BadgeOnError: String, Sendable, CaseIterable {
    /// Exit with the error and leave the previous badge untouched.
    case fail
    /// Write a grey "unavailable" badge (`isError` in the endpoint document) and exit 0.
    case badge
}

/// Options of `history import` and `history export`.
public struct HistoryTransferOptions: Sendable, Equatable {
    /// `--format`; nil means from the PATH (`.csv` is CSV), else JSON lines.
    public var format: HistoryFormat?
    /// The file; nil or `-` means standard input or output.
    public var path: String?
    /// `--include-private` (export): limited-share articles' rows too.
    public var includePrivate: Bool

    /// Defaults: JSON lines on standard input or output, limited-share rows left out.
    public init(format: HistoryFormat? = nil, path: String? = nil, includePrivate: Bool = false) {
        self.format = format
        self.path = path
        self.includePrivate = includePrivate
    }

    /// The format used: the one asked for, else the one the path suggests.
    public var resolvedFormat: HistoryFormat { format ?? HistoryFormat.guess(path: path) }
}
