import Contributions
import HistoryStore
import Rendering

/// Every command of the contract (§1), with its options and help.
public enum CommandCatalog {
    typealias V = ArgumentValidators

    /// Options valid on every command.
    public static let globalOptions: [OptionSpec] = [
        OptionSpec(
            "host", .value(placeholder: "HOST"), help: "Qiita host (default qiita.com; Qiita Team: TEAM.qiita.com)",
            validate: V.host),
        .choice(
            "color", of: ColorChoice.self, placeholder: "WHEN", help: "colour output: {choices} (default {default})",
            default: GlobalOptions().color),
        OptionSpec("quiet", short: "q", help: "print nothing but results and errors"),
        OptionSpec("verbose", short: "v", help: "log each request (the token is redacted)"),
        OptionSpec("no-input", help: "never prompt; fail instead"),
        OptionSpec("help", short: "h", help: "show this help"),
    ]

    static let userOption = OptionSpec(
        "user", .value(placeholder: "ID"), help: "another user's public items (no token needed; views unavailable)",
        validate: V.userID)

    static let includePrivateOption = OptionSpec("include-private", help: "include limited-share (限定共有) items")

    /// The DATA options shared by `report` and `badge`.
    static let dataOptions: [OptionSpec] = [
        OptionSpec(
            "tz", .value(placeholder: "ZONE"), help: "IANA time zone of the days (default $TZ, else the system zone)",
            validate: V.timeZone),
        includePrivateOption,
        userOption,
        OptionSpec("offline", help: "use the cache only; never the network"),
        OptionSpec("refresh", help: "always fetch, even when the cache is fresh"),
        OptionSpec(
            "max-age", .value(placeholder: "DURATION"),
            help: "reuse a cache younger than this (default {default}; 90s, 10m, 1h, 2d)",
            default: ArgumentValues.duration(seconds: DataOptions().maxAgeSeconds), validate: V.duration),
        OptionSpec("snapshot", .value(placeholder: "PATH"), help: "read this snapshot file instead of the cache"),
    ]

    /// The top-level commands, in help order.
    public static let commands: [CommandSpec] = [
        CommandSpec(
            ["auth"], summary: "log in to Qiita, check or remove the stored token",
            subcommands: [
                CommandSpec(
                    ["auth", "login"], summary: "store a Qiita access token after checking it",
                    synopsis: "[--with-token] [--host HOST]",
                    options: [OptionSpec("with-token", help: "read the token from standard input")],
                    details: """
                        The token is read from standard input when it is not a terminal or with --with-token,
                        otherwise from a prompt that does not echo. It is checked with the API and stored in
                        $XDG_CONFIG_HOME/qiita-stats/credentials.json (mode 0600). No option takes a token.
                        Create one at https://qiita.com/settings/tokens/new (scope read_qiita).
                        """),
                CommandSpec(
                    ["auth", "status"], summary: "show which token is used and whether the API accepts it",
                    synopsis: "[--host HOST] [--json]",
                    options: [OptionSpec("json", help: "print the status as JSON")]),
                CommandSpec(
                    ["auth", "logout"], summary: "remove the stored token of a host", synopsis: "[--host HOST]"),
            ]),
        CommandSpec(
            ["fetch"], summary: "download articles, views and likes into the cache",
            synopsis: "[--host HOST] [--user ID] [--concurrency N] [--timeout SECONDS] [--wait]",
            options: [
                userOption,
                OptionSpec(
                    "concurrency", .value(placeholder: "N"),
                    help: "per-article requests in flight (default {default}, 1–64)",
                    default: String(FetchOptions().concurrency), validate: V.integer(1...64)),
                OptionSpec(
                    "timeout", .value(placeholder: "SECONDS"),
                    help: "give up on one request after this long (default {default})",
                    default: ArgumentValues.seconds(FetchOptions().timeoutSeconds), validate: V.positiveSeconds),
                OptionSpec("wait", help: "when the rate limit runs out, wait for the reset instead of exiting 3"),
            ]),
        CommandSpec(
            ["report"], summary: "show or write the contribution report",
            synopsis: "[PERIOD] [OUTPUTS] [DISPLAY] [DATA]",
            options: reportOptions,
            details: """
                Give at most one PERIOD; the default is the current month in the chosen zone.
                With no OUTPUTS the grid is drawn in the terminal. Default paths:
                output/contributions.png, output/contributions.svg, output/report.html; JSON goes to
                stdout unless a PATH is given.
                Colour follows --color, then NO_COLOR, CLICOLOR_FORCE/FORCE_COLOR, TERM=dumb, and
                whether stdout is a terminal; COLORTERM and TERM choose the depth, COLORFGBG the
                light or dark ramp.
                """,
            optionHeadings: [
                ("PERIOD", "month"), ("OUTPUTS", "terminal"), ("DISPLAY", "metric"), ("DATA", "tz"),
            ]),
        CommandSpec(
            ["badge"], summary: "write a badge for a README or a CI job",
            synopsis: "[--format png|svg|json] [--output PATH] [--metric M] [--label TEXT] [--style S] [DATA]",
            options: [
                .choice(
                    "format", of: BadgeFormat.self, placeholder: "FORMAT",
                    help: "{choices} (shields.io endpoint; default {default})", default: BadgeOptions().format),
                OptionSpec(
                    "output", .value(placeholder: "PATH"),
                    help: "where to write it (default output/badge.FORMAT; - for stdout)"),
                .choice(
                    "metric", of: BadgeMetric.self, placeholder: "M", help: "{choices,} (default {default})",
                    default: BadgeOptions().metric),
                OptionSpec(
                    "label", .value(placeholder: "TEXT"), help: "the left-hand text (default {default})",
                    default: BadgeOptions().label),
                .choice(
                    "style", of: BadgeStyle.self, placeholder: "S", help: "{choices} (default {default})",
                    default: BadgeOptions().style),
                .choice(
                    "theme", of: Palette.Theme.self, placeholder: "THEME", help: "{choices} (default {default})",
                    default: BadgeOptions().theme),
                .choice(
                    "lang", of: Language.self, placeholder: "LANG",
                    help: "words in {choices} (default from LC_ALL/LANG)"),
                .choice(
                    "on-error", of: BadgeOnError.self, placeholder: "WHAT",
                    help: "if no data can be had: {choices} (badge: a grey 'unavailable' one; default {default})",
                    default: BadgeOptions().onError),
            ] + dataOptions,
            details: """
                A -gained metric sums what the history of fetches knows of the last \(BadgeMetric.gainedDays) days,
                ending today: '+1.2k views in 30 days' (fewer days while the history is younger). With
                no known day it stops with exit 1, or writes a grey 'no history yet' badge with
                --on-error badge.
                """,
            optionHeadings: [("Options", "format"), ("DATA", "tz")]),
        CommandSpec(
            ["history"], summary: "the history of snapshots behind the -gained metrics",
            subcommands: [
                CommandSpec(
                    ["history", "import"], summary: "add exported rows to the history (all or nothing; idempotent)",
                    synopsis: "[--format jsonl|csv] [PATH]", options: [historyFormatOption],
                    positionals: [.init("PATH", required: false)], details: historyDetails),
                CommandSpec(
                    ["history", "export"], summary: "write the history as JSON lines or CSV",
                    synopsis: "[--format jsonl|csv] [--include-private] [PATH]",
                    options: [historyFormatOption, includePrivateOption],
                    positionals: [.init("PATH", required: false)], details: historyDetails),
                CommandSpec(
                    ["history", "prune"], summary: "thin the last N days to one snapshot a day; keep older ones",
                    synopsis: "--keep-daily N",
                    options: [
                        OptionSpec(
                            "keep-daily", .value(placeholder: "N"),
                            help: "the days, ending today, that keep only their last snapshot (1–36500)",
                            validate: V.integer(1...36_500))
                    ],
                    details: """
                        Of each of the last N days (today included, in $TZ), only the day's last snapshot
                        is kept, with every user's rows; the snapshots before those days are all kept,
                        untouched. The gains are recomputed from the snapshots that remain.
                        """),
            ]),
        CommandSpec(
            ["demo"], summary: "run the whole tool against the built-in Qiita emulator", synopsis: "[--output DIR]",
            options: [
                OptionSpec(
                    "output", .value(placeholder: "DIR"), help: "where the demo writes its files (default {default})",
                    default: DemoCommand.defaultFolder)
            ]),
        CommandSpec(
            ["completions"], summary: "print a shell completion script", synopsis: "bash|zsh|fish",
            positionals: [.init("SHELL", choices: Completions.Shell.allCases.map(\.rawValue))]),
        CommandSpec(
            ["help"], summary: "show help for a command, or the whole manual", synopsis: "[--man] [COMMAND]",
            options: [OptionSpec("man", help: "print the manual page qiita-stats.1 (roff; man -l - shows it)")],
            positionals: [.init("COMMAND", required: false, variadic: true)]),
    ]

    static let historyFormatOption = OptionSpec.choice(
        "format", of: HistoryFormat.self, placeholder: "FORMAT",
        help: "{choices} (default: csv for a PATH ending in .csv, else jsonl)")

    static let historyDetails = """
        The history is $XDG_DATA_HOME/qiita-stats/history.sqlite3 (default ~/.local/share/qiita-stats/):
        one row per article per successful fetch. Without PATH, or with -, rows go to standard
        output or come from standard input. Each row has host, user, article, created_at,
        fetched_at, views (empty or null when unknown), likes, stocks and private; CSV has a
        header line (RFC 4180). An export leaves limited-share articles out unless
        --include-private is given. An import checks every row first: a bad line stops it with
        exit 65 and nothing is written.
        """

    static let reportOptions: [OptionSpec] =
        [
            OptionSpec(
                "month", .value(placeholder: "YYYY-MM"), help: "a calendar month (default: the current month)",
                validate: V.month),
            OptionSpec("year", .value(placeholder: "YYYY"), help: "a calendar year", validate: V.year),
            OptionSpec(
                "from", .value(placeholder: "YYYY-MM-DD"), help: "first day of a range (with --to)", validate: V.date),
            OptionSpec(
                "to", .value(placeholder: "YYYY-MM-DD"), help: "last day of a range, inclusive (with --from)",
                validate: V.date),
            OptionSpec(
                "last", .value(placeholder: "DAYS"), help: "the last DAYS days, ending today",
                validate: V.integer(1...Period.longestLast)),
            OptionSpec("terminal", help: "draw the grid in the terminal (the default with no output option)"),
            OptionSpec(
                "png", .optionalValue(placeholder: "PATH"),
                help: "write the contribution calendar as PNG"),
            OptionSpec(
                "svg", .optionalValue(placeholder: "PATH"),
                help: "write the calendar as SVG (for a README; follows the reader's theme)"),
            OptionSpec(
                "html", .optionalValue(placeholder: "PATH"),
                help: "write a self-contained HTML page (light and dark, no script)"),
            OptionSpec(
                "json", .optionalValue(placeholder: "PATH"), help: "write the JSON document (schema 1; - is stdout)"),
            OptionSpec(
                "output", .value(placeholder: "DIR"), help: "folder of the default output paths (default {default})",
                default: ReportOptions.defaultFolder),
            .choice(
                "metric", of: Metric.self, placeholder: "M", help: "what colours a day: {choices,}"),
            .choice("scale", of: LevelScale.self, placeholder: "SCALE", help: "{choices} levels"),
            OptionSpec(
                "thresholds", .value(placeholder: "A,B,C,D"), help: "absolute level thresholds (default {default})",
                default: ReportOptions().thresholds.description, validate: V.thresholds),
            .choice(
                "theme", of: CalendarTheme.self, placeholder: "THEME",
                help: "{choices} (default {default}: the SVG follows the reader, the PNG is light)",
                default: ReportOptions().theme),
            .choice(
                "palette", of: Palette.Name.self, placeholder: "NAME", help: "{choices}"),
            .choice(
                "week-start", of: WeekStart.self, placeholder: "DAY", help: "{choices} (default {default})",
                default: ReportOptions().weekStart),
            OptionSpec(
                "pixel-scale", .value(placeholder: "N"),
                help: "PNG resolution multiplier {choices} (default {default}; with --png)",
                default: String(ReportOptions().pixelScale), choices: ["1", "2", "3"]),
            .choice(
                "lang", of: Language.self, placeholder: "LANG", help: "labels in {choices} (default from LC_ALL/LANG)"),
            .choice(
                "cells", of: TerminalCellLayout.self, placeholder: "LAYOUT",
                help: "terminal grid: {choices} (default {default}: widest that fits)",
                default: ReportOptions().cells),
            OptionSpec(
                "template", .value(placeholder: "PATH"),
                help: "HTML template to use instead of the built-in one (with --html)"),
            OptionSpec(
                "font", .value(placeholder: "PATH"),
                help: "font file for PNG labels (default $QIITA_STATS_FONT, else fontconfig's sans-serif)"),
        ] + dataOptions

    /// The command at `path`, if there is one.
    public static func command(at path: [String]) -> CommandSpec? {
        var candidates = commands
        var found: CommandSpec?
        for word in path {
            guard let next = candidates.first(where: { $0.path.last == word }) else { return nil }
            found = next
            candidates = next.subcommands
        }
        return found
    }
}
