/// The tool: argv in, exit code out, every side effect through the ``Context``.
public enum QiitaStatsTool {
    /// Runs one invocation.
    public static func run(arguments: [String], context: Context) async -> ExitCode {
        context.stdout.line("qiita-stats: \(arguments)")
        return .success
    }
}
