import Contributions
import Foundation
import QiitaStatsCore

/// `qiita-stats demo`: the whole tool against the built-in Qiita emulator, over real loopback
/// HTTP, with its own cache under the demo folder so the user's own files are never touched.
enum DemoCommand {
    /// Where the demo writes its files unless `--output` says otherwise.
    static let defaultFolder = "output/demo"

    /// Every file the demo leaves in its folder, in the order listed at the end.
    static let writtenFiles = [
        "contributions.png", "contributions.svg", "report.html", "report.json", "badge.svg", "badge.png", "badge.json",
    ]

    static func run(output: String?, global: GlobalOptions, context: Context) async throws -> ExitCode {
        let folder = context.url(forPath: output ?? defaultFolder)
        try Directory.create(folder, mode: .ofUmask)
        guard let startDemoAPI = context.startDemoAPI else {
            throw DemoError(reason: "this build has no emulator")
        }
        let api: DemoAPI
        do {
            api = try startDemoAPI()
        } catch {
            throw DemoError(reason: "\(error)")
        }
        defer { api.stop() }
        // A store of its own, never the user's, and started afresh: the emulator listens on a
        // new port each run, and the store keeps accounts per host:port.
        let data = folder.appendingPathComponent("data")
        try? FileManager.default.removeItem(at: data)
        var demo = context
        demo.environment["QIITA_API_BASE_URL"] = api.baseURL.absoluteString
        demo.environment["QIITA_TOKEN"] = api.token
        demo.environment["XDG_DATA_HOME"] = data.path
        let say = { (text: String) in if !global.quiet { context.stdout.line(text) } }
        say(
            "A Qiita API v2 emulator is serving \(api.articleCount) articles of @\(api.userID) at \(api.baseURL.absoluteString)."
        )
        say("Everything below goes over real HTTP through libcurl; the store goes to \(folder.path)/data.\n")

        // The dataset is fixed in time: show its last twelve months.
        let newest = api.newestArticleDay.flatMap(CalendarDate.init(parsing:))
        let to = newest ?? ReportZone.chosen(option: nil, environment: context.environment).date(of: context.clock())
        let from = to.adding(days: -364)
        let steps: [(shown: String, arguments: [String])] =
            [
                ("qiita-stats fetch", ["fetch"]),
                ("qiita-stats report --from \(from) --to \(to)", ["report", "--from", "\(from)", "--to", "\(to)"]),
                (
                    "qiita-stats report --from \(from) --to \(to) --png \(folder.path)/contributions.png --svg \(folder.path)/contributions.svg",
                    [
                        "report", "--from", "\(from)", "--to", "\(to)", "--png",
                        folder.appendingPathComponent("contributions.png").path, "--svg",
                        folder.appendingPathComponent("contributions.svg").path,
                    ]
                ),
                (
                    "qiita-stats report --year \(to.year) --json \(folder.path)/report.json",
                    ["report", "--year", "\(to.year)", "--json", folder.appendingPathComponent("report.json").path]
                ),
                (
                    "qiita-stats report --from \(from) --to \(to) --html \(folder.path)/report.html",
                    [
                        "report", "--from", "\(from)", "--to", "\(to)", "--html",
                        folder.appendingPathComponent("report.html").path,
                    ]
                ),
            ]
            + ["svg", "png", "json"].map { format in
                let path = folder.appendingPathComponent("badge.\(format)").path
                return (
                    "qiita-stats badge --metric all --format \(format) --output \(path)",
                    ["badge", "--metric", "all", "--format", format, "--output", path]
                )
            }
        for step in steps {
            say("$ \(step.shown)")
            var invocation = try CommandBuilder.parse(step.arguments)
            invocation.global = global
            let status = try await QiitaStatsTool.execute(invocation, context: demo)
            guard status == .success else { return status }
            say("")
        }
        say("Files written (open report.html in a browser):")
        for name in writtenFiles { say("  \(folder.appendingPathComponent(name).path)") }
        say("With your own account: qiita-stats auth login, then qiita-stats report.")
        return .success
    }
}

/// The demo's emulator could not start.
struct DemoError: UserFacingError {
    let reason: String
    var exitCode: ExitCode { .failure }
    var message: String { "the built-in Qiita emulator could not start: \(reason)" }
    var hint: String? { "check that loopback networking (127.0.0.1) is available" }
}
