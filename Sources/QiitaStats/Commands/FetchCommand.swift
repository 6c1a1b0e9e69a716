import Contributions
import Foundation
import QiitaStatsCore

/// `qiita-stats fetch`: downloads into the cache; its defaults are those of a report's or badge's fetch.
struct FetchCommand: Command {
    static let configuration = CommandConfiguration(
        name: "fetch", summary: "download articles, views and likes into the cache")

    @Option(like: DataOptions.userOption) var user: String? = nil
    @Option(like: DataOptions.zennOption) var zenn: String? = nil
    @Option(
        "concurrency", "N", help: "per-article requests in flight (default {default}, 1–64)", format: .integer(1...64))
    var concurrency = 8
    @Option("timeout", "SECONDS", help: "give up on one request after this long (default {default})", format: .seconds)
    var timeoutSeconds: Double = 30
    @Option("wait", help: "when the rate limit runs out, wait for the reset instead of exiting 3") var wait =
        false

    var synopsis: [String]? {
        [GlobalOptions().$host, $user, $zenn, $concurrency, $timeoutSeconds, $wait].map { $0.usage() }
    }

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        let zone = global.zone(nil, context: context)
        let loaded = try await DataSource(context: context, global: global).fetch(
            user: user, zenn: zenn, concurrency: concurrency, timeoutSeconds: timeoutSeconds, wait: wait,
            zone: zone.identifier)
        let snapshot = loaded.snapshot
        if !global.quiet {
            let views = snapshot.viewsAvailable ? "" : " (views are not public for other users)"
            let zenn = snapshot.items.filter { $0.source == .zenn }.count
            context.stdout.line(
                "Fetched \(plural(snapshot.items.count - zenn, "item")) of \(snapshot.user.id) from \(snapshot.host)\(views)"
                    + (snapshot.zennUser.map { " and \(plural(zenn, "article")) of \($0) from Zenn" } ?? "") + ".")
        }
        return ProblemReport.finish(
            loaded.problems, warnings: (snapshot.truncationWarning.map { [$0] } ?? []) + loaded.warnings,
            global: global, context: context)
    }
}
