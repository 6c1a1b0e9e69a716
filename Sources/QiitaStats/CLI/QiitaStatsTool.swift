import QiitaStatsCore

/// The tool: argv in, exit code out, every side effect through the ``Context``.
public enum QiitaStatsTool {
    /// The version printed by `--version`.
    public static let version = "1.0.0"

    /// Runs one invocation.
    public static func run(arguments: [String], context: Context) async -> ExitCode {
        do {
            return try await execute(CommandBuilder.parse(arguments), context: context)
        } catch {
            return ErrorReporter.report(error, to: context.stderr)
        }
    }

    static func execute(_ invocation: Invocation, context: Context) async throws -> ExitCode {
        let global = invocation.global
        switch invocation.command {
        case .version:
            context.stdout.line("qiita-stats \(version)")
            return .success
        case .help(let path):
            guard let text = HelpFormatter.help(for: path) else { return .usage }
            context.stdout.write(text)
            return .success
        case .manual:
            context.stdout.write(ManPage.text())
            return .success
        case .completions(let shell):
            context.stdout.write(try Completions.script(for: shell))
            return .success
        case .authLogin(let withToken):
            let options = AuthLoginOptions(
                host: global.host, withToken: withToken, noInput: global.noInput, quiet: global.quiet)
            return try await AuthCommands.login(options, context: context)
        case .authStatus(let json):
            return try await AuthCommands.status(AuthStatusOptions(host: global.host, json: json), context: context)
        case .authLogout:
            return try AuthCommands.logout(AuthLogoutOptions(host: global.host, quiet: global.quiet), context: context)
        case .fetch(let options):
            return try await FetchCommand.run(options, global: global, context: context)
        case .report(let options):
            return try await ReportCommand.run(options, global: global, context: context)
        case .badge(let options):
            return try await BadgeCommand.run(options, global: global, context: context)
        case .historyImport(let options):
            return try HistoryCommand.importRows(options, global: global, context: context)
        case .historyExport(let options):
            return try HistoryCommand.export(options, context: context)
        case .historyPrune(let days):
            return try HistoryCommand.prune(keepDaily: days, global: global, context: context)
        case .demo(let output):
            return try await DemoCommand.run(output: output, global: global, context: context)
        }
    }
}
