import Contributions
import Foundation
import QiitaStatsCore

/// `qiita-stats fetch`: download into the cache and say what was fetched.
enum FetchCommand {
    static func run(_ options: FetchOptions, global: GlobalOptions, context: Context) async throws -> ExitCode {
        let zone = ReportZone.chosen(option: nil, global: global, context: context)
        let loaded = try await DataSource(context: context, global: global).fetch(
            user: options.user, concurrency: options.concurrency, timeoutSeconds: options.timeoutSeconds,
            wait: options.wait, zone: zone.identifier)
        let snapshot = loaded.snapshot
        if !global.quiet {
            let views = snapshot.viewsAvailable ? "" : " (views are not public for other users)"
            context.stdout.line(
                "Fetched \(plural(snapshot.items.count, "item")) of \(snapshot.user.id) from \(snapshot.host)\(views).")
        }
        return ProblemReport.finish(
            loaded.problems, warnings: snapshot.truncationWarning.map { [$0] } ?? [], global: global, context: context)
    }
}
