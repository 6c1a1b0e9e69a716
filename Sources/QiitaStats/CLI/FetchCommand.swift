import Foundation

/// `qiita-stats fetch`: download into the cache and say what was fetched.
enum FetchCommand {
    static func run(_ options: FetchOptions, global: GlobalOptions, context: Context) async throws -> ExitCode {
        let zone = TimeZoneChoice.identifier(option: nil, environment: context.environment)
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
        context.stderr.line("hint: run 'qiita-stats fetch --wait' to complete them after the rate-limit reset")
        return .partial
    }
}

/// The time zone of the days: `--tz`, else `TZ`, else the system zone.
enum TimeZoneChoice {
    static func identifier(option: String?, environment: [String: String]) -> String {
        if let option { return option }
        if var tz = environment["TZ"], !tz.isEmpty {
            if tz.hasPrefix(":") { tz.removeFirst() }
            if let zone = TimeZone(identifier: tz) { return zone.identifier }
        }
        return TimeZone.current.identifier
    }
}
