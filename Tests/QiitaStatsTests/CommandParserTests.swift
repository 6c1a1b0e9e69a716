import Contributions
import HistoryStore
import QiitaStatsCore
import TestSupport
import Testing

@testable import QiitaStats

@Suite struct CommandParserTests {
    /// The command `argv` reads as, of the type expected.
    static func parse<C: Command>(_ argv: [String], as type: C.Type) throws -> (C, GlobalOptions) {
        let invocation = try CommandParser.parse(argv)
        return (try #require(invocation.command as? C, "\(argv) read as \(invocation.command)"), invocation.global)
    }

    @Test(arguments: [
        ([], []), (["--help"], []), (["-h"], []), (["help", "report"], ["report"]),
        (["help", "auth", "login"], ["auth", "login"]), (["report", "--help"], ["report"]),
        (["report", "-h"], ["report"]),
        (["auth", "--help"], ["auth"]), (["auth", "login", "-h"], ["auth", "login"]),
        (["report", "--help", "--month", "2026-13"], ["report"]), (["help", "--help"], ["help"]),
    ])
    func helpIsAskedFor(argv: [String], topic: [String]) throws {
        let (help, _) = try Self.parse(argv, as: HelpCommand.self)
        #expect(help.topic == topic && !help.man)
    }

    @Test func commandsReadTheirOptions() throws {
        _ = try Self.parse(["--version"], as: VersionCommand.self)
        #expect(try Self.parse(["auth", "login", "--with-token"], as: AuthLoginCommand.self).0.withToken)
        let (status, global) = try Self.parse(
            ["auth", "status", "--json", "--host", "team.qiita.com"], as: AuthStatusCommand.self)
        #expect(status.json && global.host == "team.qiita.com")
        #expect(
            try Self.parse(["--host=team.qiita.com", "auth", "logout"], as: AuthLogoutCommand.self).1.host
                == "team.qiita.com")
        let (fetch, quiet) = try Self.parse(
            ["fetch", "--concurrency", "4", "--timeout=2.5", "--wait", "-q"], as: FetchCommand.self)
        #expect(fetch.concurrency == 4 && fetch.timeoutSeconds == 2.5 && fetch.wait && fetch.user == nil && quiet.quiet)
        #expect(try Self.parse(["fetch", "--user", "emu-user"], as: FetchCommand.self).0.user == "emu-user")
        #expect(try Self.parse(["completions", "fish"], as: CompletionsCommand.self).0.shell == .fish)
        #expect(try Self.parse(["demo", "--output", "/tmp/demo"], as: DemoCommand.self).0.output == "/tmp/demo")
        #expect(
            try Self.parse(["history", "prune", "--keep-daily", "30"], as: HistoryPruneCommand.self).0.keepDaily == 30)
        let imported = try Self.parse(["history", "import", "--", "-a.jsonl"], as: HistoryImportCommand.self).0
        #expect(imported.transfer.path == "-a.jsonl" && imported.transfer.format == nil)
        let exported = try Self.parse(["history", "export", "--format", "csv", "-"], as: HistoryExportCommand.self).0
        #expect(exported.transfer.format == .csv && exported.transfer.file == nil)
        let badge = try Self.parse(
            ["badge", "--format=json", "--output", "-", "--label", "Qiita posts"], as: BadgeCommand.self
        ).0
        #expect(badge.format == .json && badge.output == "-" && badge.label == "Qiita posts" && badge.metric == .posts)
        let (report, never) = try Self.parse(
            ["report", "--color", "never", "--metric", "views"], as: ReportCommand.self)
        #expect(report.metric == .views && never.color == .never)
    }

    @Test func reportOptionsAreConverted() throws {
        let (options, _) = try Self.parse(
            [
                "report", "--month", "2028-02", "--png", "--html=page.html", "--json", "--output", "out",
                "--metric", "likes", "--scale", "relative", "--week-start", "monday", "--pixel-scale", "3",
                "--lang", "ja", "--tz", "America/New_York", "--include-private", "--offline", "--max-age", "10m",
            ], as: ReportCommand.self)
        #expect(options.period.period == .month(try #require(CalendarMonth(year: 2028, month: 2))))
        #expect(options.outputs.pngPath == "out/contributions.png")
        #expect(options.outputs.htmlPath == "page.html")
        #expect(options.outputs.jsonPath == "-")
        #expect(options.outputs.drawsGrid == false)
        #expect(options.metric == .likes)
        #expect(options.scale == .relative)
        #expect(options.weekStart == .monday)
        #expect(options.pixelScale == 3)
        #expect(options.language == .ja)
        let data = options.data
        #expect(data.timeZone == "America/New_York" && data.includePrivate && data.offline && data.maxAgeSeconds == 600)
        #expect(!data.refresh && data.user == nil)
    }

    @Test func reportDefaultsToTheTerminalGridForThisMonth() throws {
        let (options, _) = try Self.parse(["report"], as: ReportCommand.self)
        #expect(
            options.outputs.drawsGrid && options.period.period == .currentMonth && options.data.maxAgeSeconds == 3600)
        #expect(options.metric == .posts && options.theme == .auto && options.palette == .github)
    }

    @Test func svgIsAnOutputOfItsOwnWithTheThemeOfTheReader() throws {
        let (svg, _) = try Self.parse(["report", "--svg", "--output", "out"], as: ReportCommand.self)
        #expect(svg.outputs.svgPath == "out/contributions.svg" && !svg.outputs.drawsGrid && svg.theme == .auto)
        let (dark, _) = try Self.parse(
            ["report", "--svg=a.svg", "--theme", "dark", "--terminal"], as: ReportCommand.self)
        #expect(dark.outputs.svgPath == "a.svg" && dark.outputs.drawsGrid && dark.theme == .dark)
    }

    @Test func optionalValuesStopAtTheNextOption() throws {
        let (options, _) = try Self.parse(["report", "--html", "--year", "2025"], as: ReportCommand.self)
        #expect(options.outputs.htmlPath == "output/report.html")
        #expect(options.period.period == .year(2025))
    }

    static let bad: [([String], String)] = [
        (["bogus"], "unknown command 'bogus'"),
        (["reprot"], "did you mean 'report'?"),
        (["report", "--mnth", "2026-11"], "did you mean '--month'?"),
        (["report", "--month", "2026-13"], "invalid value '2026-13' for --month"),
        (["report", "--month", "26-11"], "expected a month as YYYY-MM"),
        (["report", "--tz", "Mars/Olympus"], "Mars/Olympus is not a time zone"),
        (["fetch", "--concurrency", "0"], "invalid value '0' for --concurrency"),
        (["fetch", "--concurrency"], "--concurrency needs a value"),
        (["report", "--month", "2026-11", "--year", "2026"], "--month and --year cannot be used together"),
        (["report", "--last", "7", "--from", "2026-01-01", "--to", "2026-01-31"], "cannot be used together"),
        (["report", "--from", "2026-01-01"], "--from and --to go together"),
        (["report", "--from", "2026-02-01", "--to", "2026-01-31"], "is before --from"),
        (["report", "--from", "2010-01-01", "--to", "2026-01-31"], "longer than 10 years"),
        (["report", "--last", "7", "--month", "2026-01"], "--month and --last cannot be used together"),
        (
            ["report", "--from", "2026-02-30", "--to", "2026-03-01"],
            "invalid value '2026-02-30' for --from: 2026-02-30 does not exist: 2026-02 has 28 days"
        ),
        (["report", "--to", "2026-04-31", "--from", "2026-04-01"], "2026-04-31 does not exist: 2026-04 has 30 days"),
        (["report", "--from", "2026-13-01", "--to", "2026-12-31"], "expected a date as YYYY-MM-DD"),
        (["report", "--template", "page.mustache"], "--template only applies with --html"),
        (["report", "--png", "--template", "page.mustache"], "--template only applies with --html"),
        (["report", "--offline", "--refresh"], "--offline and --refresh cannot be used together"),
        (
            ["report", "--snapshot", "s.json"],
            "--snapshot was removed: reports read the store of fetches, $XDG_DATA_HOME/qiita-stats/history.sqlite3"
        ),
        (["badge", "--snapshot=s.json"], "--snapshot was removed"),
        (["history", "import", "--user", "a", "--all-accounts"], "--user and --all-accounts cannot be used together"),
        (["report", "--thresholds", "1,2,2,4"], "four increasing whole numbers"),
        (
            ["report", "--thresholds", "-1,2,3,4"],
            "invalid value '-1,2,3,4' for --thresholds: expected four increasing"
        ),
        (["report", "--color", "never", "-qv"], "--quiet and --verbose cannot be used together"),
        (["report", "--last", "3653"], "invalid value '3653' for --last: expected a whole number from 1 to 3652"),
        (["report", "--scale", "relative", "--thresholds", "1,2,3,4"], "--thresholds apply to --scale absolute"),
        (["report", "--max-age", "1w"], "expected a duration"),
        (["report", "--pixel-scale", "4"], "expected one of 1, 2, 3"),
        (["report", "--offline=yes"], "--offline takes no value"),
        (["report", "--month", "2026-11", "--month", "2026-10"], "more than once"),
        (["report", "stray"], "unexpected argument 'stray'"),
        (["report", "-x"], "unknown option '-x'"),
        (["report", "--color", "sometimes"], "expected one of auto, always, never"),
        (["report", "--json", "--terminal"], "cannot share stdout"),
        (["fetch", "--user", "bad user"], "expected a Qiita user id"),
        (["history", "prune"], "history prune needs --keep-daily N"),
        (["history", "prune", "--keep-daily", "0"], "expected a whole number from 1 to 36500"),
        (["history", "export", "--format", "xml"], "expected one of jsonl, csv"),
        (["history", "import", "a.jsonl", "b.jsonl"], "unexpected argument 'b.jsonl'"),
        (["auth"], "needs a subcommand"),
        (["auth", "logni"], "did you mean 'login'?"),
        (["auth", "login", "--token", "abc"], "unknown option '--token'"),
        (["completions"], "needs SHELL"),
        (["completions", "powershell"], "unknown shell 'powershell'"),
        (["help", "bogus"], "no help for unknown command 'bogus'"),
        (["fetch", "-q", "-v"], "--quiet and --verbose cannot be used together"),
        (["--host", "not a host", "fetch"], "expected a host name"),
        // A bad value quoted as typed, its control characters made visible: never a clean-looking 'ab'.
        (["fetch", "--user", "a\u{1B}[31mb"], #"invalid value 'a\u{1B}[31mb' for --user"#),
        (["report", "--tz", "\u{1B}[2J"], #"invalid value '\u{1B}[2J' for --tz: \u{1B}[2J is not a time zone"#),
        (["report", "--month", "2026\n11"], #"invalid value '2026\u{A}11' for --month"#),
        (["report", "stray\u{7}\u{202E}"], #"unexpected argument 'stray\u{7}\u{202E}'"#),
    ]

    @Test(arguments: bad)
    func rejectsBadCommandLinesWithExit64(argv: [String], message: String) async {
        let run = await runTool(argv)
        #expect(run.status == .usage)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2, "stderr: \(run.stderr)")
        #expect(lines.first?.hasPrefix("qiita-stats: error: ") == true)
        #expect(run.stderr.contains(message), "stderr: \(run.stderr)")
        #expect(lines.last?.hasPrefix("usage: qiita-stats") == true)
    }

    @Test func versionPrintsTheVersion() async {
        let run = await runTool(["--version"])
        #expect(run.status == .success)
        #expect(run.stdout == "qiita-stats \(QiitaStatsTool.version)\n")
    }

    /// What only prints is answered before any task or Ctrl-C watcher exists; a command that
    /// may write or wait is left to run under the watcher (main.swift).
    @Test(arguments: [
        (["--version"], ExitCode.success), (["--help"], .success), (["help", "report"], .success),
        (["help", "--man"], .success), (["completions", "zsh"], .success), (["completions", "tcsh"], .usage),
        (["report", "--month", "2026-13"], .usage), ([], .success),
    ])
    func printingCommandsFinishAtStart(argv: [String], status: ExitCode) {
        let output = CapturedOutput()
        guard
            case .finished(let answered) = QiitaStatsTool.start(
                arguments: argv, stdout: output.sink, stderr: output.sink)
        else {
            Issue.record("\(argv) was left to run")
            return
        }
        #expect(answered == status)
        #expect(!output.text.isEmpty)
    }

    @Test(arguments: [
        ["fetch"], ["report", "--offline"], ["badge"], ["auth", "status"], ["auth", "logout"], ["demo"],
        ["history", "prune", "--keep-daily", "30"], ["history", "export"],
    ])
    func commandsThatWriteOrWaitArePending(argv: [String]) throws {
        let output = CapturedOutput()
        guard
            case .pending(let invocation) = QiitaStatsTool.start(
                arguments: argv, stdout: output.sink, stderr: output.sink)
        else {
            Issue.record("\(argv) was answered at once")
            return
        }
        #expect(type(of: invocation.command) == type(of: try CommandParser.parse(argv).command))
        #expect(output.text.isEmpty)
    }
}
