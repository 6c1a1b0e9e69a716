import QiitaModel
import QiitaStatsCore

/// The end of a partial run: warnings on stderr (none with `--quiet`), exit 3.
enum ProblemReport {
    /// Lists the per-article `problems` and the `warnings` that make the run partial; `.success` when there are none.
    static func finish(
        _ problems: [ItemProblem], warnings: [String] = [], global: GlobalOptions, context: Context
    ) -> ExitCode {
        guard !problems.isEmpty || !warnings.isEmpty else { return .success }
        guard !global.quiet else { return .partial }
        for warning in warnings { global.warn(warning, context: context) }
        guard !problems.isEmpty else { return .partial }
        let count = problems.count == 1 ? "1 article has" : "\(problems.count) articles have"
        context.stderr.line("qiita-stats: warning: \(count) incomplete data:")
        for problem in problems.prefix(20) { context.stderr.line("  \(problem.id): \(problem.message)") }
        if problems.count > 20 {
            context.stderr.line("  … and \(problems.count - 20) more ('qiita-stats report --json' lists them all)")
        }
        if problems.contains(where: \.rateLimited) {
            context.stderr.line("hint: run 'qiita-stats fetch --wait' to complete them after the rate-limit reset")
        } else {
            context.stderr.line("hint: run 'qiita-stats fetch' to try them again")
        }
        return .partial
    }
}
