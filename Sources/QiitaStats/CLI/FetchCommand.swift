import Foundation

/// `qiita-stats fetch`: download into the cache and say what was fetched.
enum FetchCommand {
    static func run(_ options: FetchOptions, global: GlobalOptions, context: Context) async throws -> ExitCode {
        let zone = ReportZone.chosen(option: nil, environment: context.environment).identifier
        let loaded = try await DataSource(context: context, global: global).fetch(
            user: options.user, concurrency: options.concurrency, timeoutSeconds: options.timeoutSeconds,
            wait: options.wait, zone: zone)
        let snapshot = loaded.snapshot
        if !global.quiet {
            let views = snapshot.viewsAvailable ? "" : " (views are not public for other users)"
            context.stdout.line(
                "Fetched \(snapshot.items.count) items of \(snapshot.user.id) from \(snapshot.host)\(views).")
        }
        return ProblemReport.finish(loaded.problems, context: context)
    }
}

/// The end of a partial run: problems listed on stderr, exit 3.
enum ProblemReport {
    static func finish(_ problems: [ItemProblem], context: Context) -> ExitCode {
        guard !problems.isEmpty else { return .success }
        context.stderr.line("qiita-stats: warning: \(problems.count) articles have incomplete data:")
        for problem in problems.prefix(20) { context.stderr.line("  \(problem.id): \(problem.message)") }
        if problems.count > 20 { context.stderr.line("  … and \(problems.count - 20) more (see --json errors)") }
        if problems.contains(where: { $0.message.contains("rate limit") }) {
            context.stderr.line("hint: run 'qiita-stats fetch --wait' to complete them after the rate-limit reset")
        }
        return .partial
    }
}
