import Foundation
import QiitaEmulator

/// `qiita-stats demo`: the whole tool against the built-in Qiita emulator, over real loopback
/// HTTP, with its own cache under the demo folder so the user's own files are never touched.
enum DemoCommand {
    static func run(output: String?, global: GlobalOptions, context: Context) async throws -> ExitCode {
        let folder = context.url(forPath: output ?? "output/demo")
        try Directory.create(folder, permissions: 0o755)
        let emulator: QiitaEmulator
        do {
            emulator = try QiitaEmulator.start(EmulatorConfiguration())
        } catch {
            throw DemoError(reason: error.description)
        }
        defer { emulator.stop() }
        let dataset = emulator.dataset
        var demo = context
        demo.environment["QIITA_API_BASE_URL"] = emulator.baseURL.absoluteString
        demo.environment["QIITA_TOKEN"] = emulator.configuration.tokens.first ?? ""
        demo.environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
        let say = { (text: String) in if !global.quiet { context.stdout.line(text) } }
        say(
            "A Qiita API v2 emulator is serving \(dataset.items.count) articles of @\(dataset.user.id) at \(emulator.baseURL.absoluteString)."
        )
        say("Everything below goes over real HTTP through libcurl; the cache goes to \(folder.path)/cache.\n")

        // The dataset is fixed in time: show its last twelve months.
        let newest = dataset.items.first.flatMap { CalendarDate(parsing: String($0.createdAt.prefix(10))) }
        let to = newest ?? ReportZone.chosen(option: nil, environment: context.environment).date(of: context.clock())
        let from = to.adding(days: -364)
        let steps: [(shown: String, arguments: [String])] = [
            ("qiita-stats fetch", ["fetch"]),
            ("qiita-stats report --from \(from) --to \(to)", ["report", "--from", "\(from)", "--to", "\(to)"]),
            (
                "qiita-stats report --year \(to.year) --json \(folder.path)/report.json",
                ["report", "--year", "\(to.year)", "--json", folder.appendingPathComponent("report.json").path]
            ),
        ]
        for step in steps {
            say("$ \(step.shown)")
            var invocation = try CommandBuilder.parse(step.arguments)
            invocation.global = global
            let status = try await QiitaStatsTool.execute(invocation, context: demo)
            guard status == .success else { return status }
            say("")
        }
        say("Wrote \(folder.appendingPathComponent("report.json").path).")
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
