import QiitaModel
import QiitaStatsCore
import Rendering

/// The end of a partial run: on stderr a line per other warning and per kind of problem (with a count), none
/// with `--quiet`; exit 3.
enum ProblemReport {
    /// Says what the fetch did not get (`problems`) and the other `warnings` that make the run partial; `.success`
    /// when there are none.
    static func finish(
        _ problems: [ItemProblem], warnings: [String] = [], global: GlobalOptions, context: Context
    ) -> ExitCode {
        guard !problems.isEmpty || !warnings.isEmpty else { return .success }
        guard !global.quiet else { return .partial }
        var lines = warnings
        for kind in ItemProblem.Kind.allCases {
            let some = problems.filter { $0.kind == kind }
            guard let first = some.first else { continue }
            // A problem of the whole fetch says it all; those of articles are counted, the first named.
            guard let id = first.id else {
                lines += some.map(\.message)
                continue
            }
            let what = Labels(.en).problem(kind, count: some.count).dropLast()
            lines.append(
                what.prefix(1).lowercased() + what.dropFirst() + " (\(id): \(first.message)"
                    + (some.count > 1 ? "; 'qiita-stats report --json' lists them all)" : ")"))
        }
        for line in lines { global.warn(line, context: context) }
        if problems.contains(where: \.rateLimited) {
            context.stderr.line("hint: run 'qiita-stats fetch --wait' to complete them after the rate-limit reset")
        } else if problems.contains(where: { $0.id != nil }) {
            context.stderr.line("hint: run 'qiita-stats fetch' to try them again")
        }
        return .partial
    }
}
