import Contributions
import Foundation
import QiitaStatsCore
import Rendering

/// `qiita-stats demo`: the whole tool against the built-in emulator, never touching the user's files.
struct DemoCommand: Command {
    static let configuration = CommandConfiguration(
        name: "demo", summary: "run the whole tool against the built-in Qiita emulator")

    @Option("output", "DIR", help: "where the demo writes its files (default {default})")
    var output = OutputOptions.join(OutputOptions.defaultFolder, "demo")

    /// Every file the demo leaves in its folder, in the order listed at the end.
    static let writtenFiles = [
        "contributions.png", "contributions.svg", "report.html", "report.json", "badge.svg", "badge.png", "badge.json",
    ]

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        let folder = context.url(forPath: output)
        try Directory.create(folder, mode: .ofUmask)
        guard let startDemoAPI = context.startDemoAPI else { throw Self.cannotStart("this build has no emulator") }
        let api: DemoAPI
        do { api = try startDemoAPI() } catch { throw Self.cannotStart("\(error)") }
        defer { api.stop() }
        // A store of its own, started afresh: the emulator's port, part of the account's host, is new each run.
        let data = folder.appendingPathComponent("data")
        try? FileManager.default.removeItem(at: data)
        var demo = context
        demo.environment["QIITA_API_BASE_URL"] = api.baseURL.absoluteString
        demo.environment["QIITA_TOKEN"] = api.token
        demo.environment["XDG_DATA_HOME"] = data.path
        // The emulator is Zenn too, and the link to its Zenn user stays in the demo's folder.
        demo.environment["ZENN_API_BASE_URL"] = api.baseURL.absoluteString
        demo.environment["XDG_CONFIG_HOME"] = data.appendingPathComponent("config").path
        let say = { (text: String) in if !global.quiet { context.stdout.line(text) } }
        say(
            "A Qiita API v2 emulator is serving \(api.articleCount) articles of @\(api.userID) at \(api.baseURL.absoluteString),"
                + " and the list of \(api.userID)'s Zenn articles as zenn.dev serves it."
        )
        say("Everything below goes over real HTTP through libcurl; the store goes to \(folder.path)/data.\n")

        // The dataset is fixed in time: show its last twelve months.
        let newest = api.newestArticleDay.flatMap(CalendarDate.init(parsing:))
        let to =
            newest ?? ReportZone.choose(option: nil, environment: context.environment).zone.date(of: context.clock())
        let from = to.adding(days: -364)
        // The steps as a user would type them, each option named by its declaration.
        let (report, badge) = (ReportCommand(), BadgeCommand())
        let (period, outputs) = (report.period, report.outputs)
        let file = { (name: String) in folder.appendingPathComponent(name).path }
        let range = [ReportCommand.configuration.name, "\(period.$from)", "\(from)", "\(period.$to)", "\(to)"]
        let year = [ReportCommand.configuration.name, "\(period.$year)", "\(to.year)"]
        let steps: [[String]] =
            [
                [FetchCommand.configuration.name, "\(FetchCommand().$zenn)", api.userID], range,
                range + ["\(outputs.$png)", file("contributions.png"), "\(outputs.$svg)", file("contributions.svg")],
                year + ["\(outputs.$json)", file("report.json")], range + ["\(outputs.$html)", file("report.html")],
            ]
            + [BadgeFormat.svg, .png, .json].map { format in
                [
                    BadgeCommand.configuration.name, "\(badge.$metric)", BadgeMetric.all.rawValue, "\(badge.$format)",
                    format.rawValue, "\(badge.$output)", file("badge.\(format)"),
                ]
            }
        for step in steps {
            say("$ qiita-stats \(step.joined(separator: " "))")
            let status = try await CommandParser.parse(step).command.run(global: global, context: demo)
            guard status == .success else { return status }
            say("")
        }
        say("Files written (open report.html in a browser):")
        for name in Self.writtenFiles { say("  \(folder.appendingPathComponent(name).path)") }
        say("With your own account: qiita-stats auth login, then qiita-stats report.")
        return .success
    }

    /// The demo's emulator could not start.
    private static func cannotStart(_ reason: String) -> CommandError {
        CommandError(
            message: "the built-in Qiita emulator could not start: \(reason)",
            hint: "check that loopback networking (127.0.0.1) is available")
    }
}
