import Contributions
import HistoryStore
import Rendering

/// Turns a scanned command into a validated ``Command``: conversions and the rules that
/// involve more than one option (conflicts, pairs).
public enum CommandBuilder {
    /// Scans and builds `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        switch try ArgumentScanner.scan(arguments) {
        case .help(let path): return Invocation(.help(path: path))
        case .version: return Invocation(.version)
        case .run(let spec, let parsed): return try build(spec, parsed)
        }
    }

    static func build(_ spec: CommandSpec, _ parsed: ParsedArguments) throws(UsageError) -> Invocation {
        let fail = { (message: String) in UsageError(message, usage: spec.usageLine) }
        var global = GlobalOptions()
        global.host = parsed.value("host")
        global.color = parsed.choice("color", as: ColorChoice.self) ?? global.color
        global.quiet = parsed.has("quiet")
        global.verbose = parsed.has("verbose")
        global.noInput = parsed.has("no-input")
        if global.quiet && global.verbose { throw fail("--quiet and --verbose cannot be used together") }

        let command: Command
        switch spec.path {
        case ["auth", "login"]: command = .authLogin(withToken: parsed.has("with-token"))
        case ["auth", "status"]: command = .authStatus(json: parsed.has("json"))
        case ["auth", "logout"]: command = .authLogout
        case ["fetch"]:
            var options = FetchOptions()
            options.user = parsed.value("user")
            options.concurrency = parsed.integer("concurrency") ?? options.concurrency
            options.timeoutSeconds = parsed.number("timeout") ?? options.timeoutSeconds
            options.wait = parsed.has("wait")
            command = .fetch(options)
        case ["report"]: command = .report(try report(parsed, fail: fail))
        case ["badge"]:
            var options = BadgeOptions(data: try data(parsed, fail: fail))
            options.format = parsed.choice("format", as: BadgeFormat.self) ?? options.format
            options.output = parsed.value("output")
            options.metric = parsed.choice("metric", as: BadgeMetric.self) ?? options.metric
            options.label = parsed.value("label") ?? options.label
            options.style = parsed.choice("style", as: BadgeStyle.self) ?? options.style
            options.theme = parsed.choice("theme", as: Palette.Theme.self) ?? options.theme
            options.language = parsed.choice("lang", as: Language.self)
            options.onError = parsed.choice("on-error", as: BadgeOnError.self) ?? options.onError
            command = .badge(options)
        case ["history", "import"], ["history", "export"]:
            let options = HistoryTransferOptions(
                format: parsed.choice("format", as: HistoryFormat.self), path: parsed.positionals.first,
                includePrivate: parsed.has("include-private"))
            command = spec.path.last == "import" ? .historyImport(options) : .historyExport(options)
        case ["history", "prune"]:
            guard let days = parsed.integer("keep-daily") else { throw fail("history prune needs --keep-daily N") }
            command = .historyPrune(keepDaily: days)
        case ["demo"]: command = .demo(output: parsed.value("output"))
        case ["completions"]: command = .completions(shell: parsed.positionals.first ?? "")
        case ["help"] where parsed.has("man"):
            guard parsed.positionals.isEmpty else { throw fail("help --man prints the whole manual; give no COMMAND") }
            command = .manual
        case ["help"]:
            guard parsed.positionals.isEmpty || CommandCatalog.command(at: parsed.positionals) != nil else {
                let known = CommandCatalog.commands.map { $0.path[0] }
                let topic = parsed.positionals.joined(separator: " ")
                let nearest = Suggestion.nearest(to: parsed.positionals[0], in: known).map { "; did you mean '\($0)'?" }
                throw fail("no help for unknown command '\(topic)'" + (nearest ?? ""))
            }
            command = .help(path: parsed.positionals)
        default: throw fail("unknown command '\(spec.path.joined(separator: " "))'")
        }
        return Invocation(command, global: global)
    }

    private static func data(_ parsed: ParsedArguments, fail: (String) -> UsageError) throws(UsageError) -> DataOptions
    {
        if parsed.has("offline") && parsed.has("refresh") {
            throw fail("--offline and --refresh cannot be used together")
        }
        if parsed.has("snapshot") && (parsed.has("refresh") || parsed.has("user")) {
            throw fail("--snapshot reads a file; it cannot be used with --refresh or --user")
        }
        var data = DataOptions()
        data.timeZone = parsed.value("tz")
        data.includePrivate = parsed.has("include-private")
        data.user = parsed.value("user")
        data.offline = parsed.has("offline")
        data.refresh = parsed.has("refresh")
        data.maxAgeSeconds = parsed.value("max-age").flatMap(ArgumentValues.duration) ?? data.maxAgeSeconds
        data.snapshot = parsed.value("snapshot")
        return data
    }

    private static func report(_ parsed: ParsedArguments, fail: (String) -> UsageError) throws(UsageError)
        -> ReportOptions
    {
        var options = ReportOptions()
        let periods =
            ["month", "year", "last"].filter(parsed.has) + (parsed.has("from") || parsed.has("to") ? ["from/--to"] : [])
        if periods.count > 1 {
            throw fail("--\(periods[0]) and --\(periods[1]) cannot be used together; choose one period")
        }
        if let month = parsed.value("month").flatMap(CalendarMonth.init(parsing:)) {
            options.period = .month(month)
        } else if let year = parsed.value("year").flatMap(Period.year(argument:)) {
            options.period = year
        } else if let last = parsed.value("last").flatMap(Period.last(argument:)) {
            options.period = last
        } else if parsed.has("from") || parsed.has("to") {
            guard let from = parsed.value("from").flatMap(CalendarDate.init(parsing:)),
                let to = parsed.value("to").flatMap(CalendarDate.init(parsing:))
            else { throw fail("--from and --to go together") }
            options.period = .range(from: from, to: to)
            do {
                _ = try options.period.resolve(today: from)
            } catch {
                throw fail(error.message)
            }
        }
        let outputDirectory = parsed.value("output") ?? ReportOptions.defaultFolder
        let join = { (name: String) in
            outputDirectory.hasSuffix("/") ? outputDirectory + name : outputDirectory + "/" + name
        }
        if parsed.has("png") { options.png = parsed.value("png") ?? join("contributions.png") }
        if parsed.has("svg") { options.svg = parsed.value("svg") ?? join("contributions.svg") }
        if parsed.has("html") { options.html = parsed.value("html") ?? join("report.html") }
        if parsed.has("json") { options.json = parsed.value("json") ?? "-" }
        options.terminal =
            parsed.has("terminal")
            || (options.png == nil && options.svg == nil && options.html == nil && options.json == nil)
        if options.terminal && options.json == "-" { throw fail("--terminal and --json to stdout cannot share stdout") }
        options.metric = parsed.choice("metric", as: Metric.self) ?? options.metric
        options.scale = parsed.choice("scale", as: LevelScale.self)
        if let thresholds = parsed.value("thresholds").flatMap(Thresholds.init(argument:)) {
            if options.scale == .relative { throw fail("--thresholds apply to --scale absolute, not relative") }
            options.thresholds = thresholds
        }
        options.theme = parsed.choice("theme", as: CalendarTheme.self) ?? options.theme
        options.palette = parsed.choice("palette", as: Palette.Name.self) ?? options.palette
        options.weekStart = parsed.choice("week-start", as: WeekStart.self) ?? options.weekStart
        options.pixelScale = parsed.integer("pixel-scale") ?? options.pixelScale
        options.language = parsed.choice("lang", as: Language.self)
        options.cells = parsed.choice("cells", as: TerminalCellLayout.self) ?? options.cells
        options.template = parsed.value("template")
        options.font = parsed.value("font")
        options.data = try data(parsed, fail: fail)
        return options
    }
}
