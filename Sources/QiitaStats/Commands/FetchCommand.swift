import Contributions
import Foundation
import HistoryStore
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
        var store = try HistoryStore.openExisting(at: HistoryStore.url(in: context.locations))
        defer { try? store?.close() }
        let (snapshot, problems) = try await DataSource(context: context, global: global).fetch(
            user: user, zenn: zenn, concurrency: concurrency, timeoutSeconds: timeoutSeconds, wait: wait,
            zone: zone.identifier, store: &store)
        if !global.quiet {
            let views = snapshot.viewsAvailable ? "" : " (views are not public for other users)"
            let zenn = snapshot.items.filter { $0.source == .zenn }.count
            // Zenn failing: an earlier fetch's articles stand in, and the line says whose.
            let since = problems.lazy.compactMap(\.since).first
            context.stdout.line(
                "Fetched \(plural(snapshot.items.count - zenn, "item")) of \(snapshot.user.id) from \(snapshot.host)\(views)"
                    + (snapshot.zennUser.map { user in
                        since.map {
                            " and kept \(plural(zenn, "article")) of \(user) from the fetch of \($0) (Zenn failed)"
                        }
                            ?? " and \(plural(zenn, "article")) of \(user) from Zenn"
                    } ?? "") + ".")
        }
        return ProblemReport.finish(problems, global: global, context: context)
    }
}
