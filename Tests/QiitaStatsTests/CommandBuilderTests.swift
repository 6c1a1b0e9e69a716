import Contributions
import HistoryStore
import QiitaStats
import QiitaStatsCore
import Testing

@Suite struct CommandBuilderTests {
    static let good: [([String], Invocation)] = [
        ([], Invocation(.help(path: []))),
        (["--help"], Invocation(.help(path: []))),
        (["-h"], Invocation(.help(path: []))),
        (["--version"], Invocation(.version)),
        (["help", "report"], Invocation(.help(path: ["report"]))),
        (["help", "auth", "login"], Invocation(.help(path: ["auth", "login"]))),
        (["report", "--help"], Invocation(.help(path: ["report"]))),
        (["report", "-h"], Invocation(.help(path: ["report"]))),
        (["auth", "--help"], Invocation(.help(path: ["auth"]))),
        (["auth", "login", "-h"], Invocation(.help(path: ["auth", "login"]))),
        (["auth", "login", "--with-token"], Invocation(.authLogin(withToken: true))),
        (
            ["auth", "status", "--json", "--host", "team.qiita.com"],
            Invocation(.authStatus(json: true), global: GlobalOptions(host: "team.qiita.com"))
        ),
        (
            ["--host=team.qiita.com", "auth", "logout"],
            Invocation(.authLogout, global: GlobalOptions(host: "team.qiita.com"))
        ),
        (
            ["fetch", "--concurrency", "4", "--timeout=2.5", "--wait", "-q"],
            Invocation(
                .fetch(FetchOptions(concurrency: 4, timeoutSeconds: 2.5, wait: true)),
                global: GlobalOptions(quiet: true))
        ),
        (["fetch", "--user", "emu-user"], Invocation(.fetch(FetchOptions(user: "emu-user")))),
        (["completions", "fish"], Invocation(.completions(shell: "fish"))),
        (["demo", "--output", "/tmp/demo"], Invocation(.demo(output: "/tmp/demo"))),
        (["history", "prune", "--keep-daily", "30"], Invocation(.historyPrune(keepDaily: 30))),
        (
            ["history", "import", "--", "-a.jsonl"],
            Invocation(.historyImport(HistoryTransferOptions(path: "-a.jsonl")))
        ),
        (
            ["history", "export", "--format", "csv", "-"],
            Invocation(.historyExport(HistoryTransferOptions(format: .csv, path: "-")))
        ),
        (
            ["badge", "--format=json", "--output", "-", "--label", "Qiita posts"],
            Invocation(.badge(BadgeOptions(format: .json, output: "-", label: "Qiita posts")))
        ),
        (["report", "--help", "--month", "2026-13"], Invocation(.help(path: ["report"]))),
        (
            ["report", "--color", "never", "--metric", "views"],
            Invocation(.report(with { $0.metric = .views }), global: GlobalOptions(color: .never))
        ),
    ]

    @Test(arguments: good)
    func scansGoodCommandLines(argv: [String], expected: Invocation) throws {
        #expect(try CommandBuilder.parse(argv) == expected)
    }

    @Test func reportOptionsAreConverted() throws {
        let invocation = try CommandBuilder.parse([
            "report", "--month", "2028-02", "--png", "--html=page.html", "--json", "--output", "out",
            "--metric", "likes", "--scale", "relative", "--week-start", "monday", "--pixel-scale", "3",
            "--lang", "ja", "--tz", "America/New_York", "--include-private", "--offline", "--max-age", "10m",
        ])
        let options = try #require(invocation.command.reportOptions)
        #expect(options.period == .month(try #require(CalendarMonth(year: 2028, month: 2))))
        #expect(options.png == "out/contributions.png")
        #expect(options.html == "page.html")
        #expect(options.json == "-")
        #expect(options.terminal == false)
        #expect(options.metric == .likes)
        #expect(options.scale == .relative)
        #expect(options.weekStart == .monday)
        #expect(options.pixelScale == 3)
        #expect(options.language == .ja)
        #expect(
            options.data
                == DataOptions(timeZone: "America/New_York", includePrivate: true, offline: true, maxAgeSeconds: 600))
    }

    @Test func svgIsAnOutputOfItsOwnWithTheThemeOfTheReader() throws {
        let svg = try #require(CommandBuilder.parse(["report", "--svg", "--output", "out"]).command.reportOptions)
        #expect(svg.svg == "out/contributions.svg" && !svg.terminal && svg.theme == .auto)
        let dark = try #require(
            CommandBuilder.parse(["report", "--svg=a.svg", "--theme", "dark", "--terminal"]).command.reportOptions)
        #expect(dark.svg == "a.svg" && dark.terminal && dark.theme == .dark)
    }

    @Test func reportDefaultsToTheTerminalGridForThisMonth() throws {
        let invocation = try CommandBuilder.parse(["report"])
        #expect(invocation.command == .report(ReportOptions()))
        let options = try #require(invocation.command.reportOptions)
        #expect(options.terminal && options.period == .currentMonth && options.data.maxAgeSeconds == 3600)
    }

    @Test func optionalValuesStopAtTheNextOption() throws {
        let options = try #require(
            try CommandBuilder.parse(["report", "--html", "--year", "2025"]).command.reportOptions)
        #expect(options.html == "output/report.html")
        #expect(options.period == .year(2025))
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
        (["report", "--from", "2026-02-30", "--to", "2026-03-01"], "invalid value '2026-02-30'"),
        (["report", "--offline", "--refresh"], "--offline and --refresh cannot be used together"),
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
        let start = QiitaStatsTool.start(arguments: argv, stdout: output.sink, stderr: output.sink)
        #expect(start == .finished(status))
        #expect(!output.text.isEmpty)
    }

    @Test(arguments: [
        ["fetch"], ["report", "--offline"], ["badge"], ["auth", "status"], ["auth", "logout"], ["demo"],
        ["history", "prune", "--keep-daily", "30"], ["history", "export"],
    ])
    func commandsThatWriteOrWaitArePending(argv: [String]) throws {
        let output = CapturedOutput()
        let expected = try CommandBuilder.parse(argv)
        #expect(QiitaStatsTool.start(arguments: argv, stdout: output.sink, stderr: output.sink) == .pending(expected))
        #expect(output.text.isEmpty)
    }
}

extension Command {
    /// The options of a `report`, or nil for another command.
    var reportOptions: ReportOptions? {
        if case .report(let options) = self { return options }
        return nil
    }
}

/// Report options changed from the defaults by `change`.
func with(_ change: (inout ReportOptions) -> Void) -> ReportOptions {
    var options = ReportOptions()
    change(&options)
    return options
}
