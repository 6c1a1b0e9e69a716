import QiitaModel
import QiitaStatsCore

/// The end of a partial run: problems listed on stderr, exit 3.
enum ProblemReport {
    static func finish(_ problems: [ItemProblem], context: Context) -> ExitCode {
        guard !problems.isEmpty else { return .success }
        context.stderr.line("qiita-stats: warning: \(problems.count) articles have incomplete data:")
        for problem in problems.prefix(20) { context.stderr.line("  \(problem.id): \(problem.message)") }
        if problems.count > 20 { context.stderr.line("  … and \(problems.count - 20) more (see --json errors)") }
        if problems.contains(where: \.rateLimited) {
            context.stderr.line("hint: run 'qiita-stats fetch --wait' to complete them after the rate-limit reset")
        }
        return .partial
    }
}
