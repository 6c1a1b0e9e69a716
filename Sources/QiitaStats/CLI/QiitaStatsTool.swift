import Foundation
import QiitaStatsCore

/// The tool: argv in, exit code out, every side effect through the ``Context``.
public enum QiitaStatsTool {
    /// The version printed by `--version`.
    public static let version = "1.0.0"

    /// Runs one invocation.
    public static func run(arguments: [String], context: Context) async -> ExitCode {
        switch start(arguments: arguments, stdout: context.stdout, stderr: context.stderr) {
        case .finished(let status): return status
        case .pending(let invocation): return await run(invocation, context: context)
        }
    }

    /// How a run goes on once its arguments are read.
    public enum Start: Sendable, Equatable {
        /// Answered already, without writing a file or waiting (`--version`, help, the manual,
        /// completions, a usage error): the exit code.
        case finished(ExitCode)
        /// A command that may write files or wait (the network, a lock), for ``run(_:context:)``:
        /// the one kind that Ctrl-C must be able to interrupt.
        case pending(Invocation)
    }

    /// Reads `arguments` and answers at once what only prints, so that `--version` and `--help`
    /// pay for neither the live ``Context`` (the environment, the terminal) nor the task
    /// machinery and the Ctrl-C watcher.
    public static func start(arguments: [String], stdout: OutputSink, stderr: OutputSink) -> Start {
        do {
            let invocation = try CommandBuilder.parse(arguments)
            guard let status = try answerAtOnce(invocation.command, stdout: stdout) else { return .pending(invocation) }
            return .finished(checked(status, stdout: stdout, stderr: stderr))
        } catch {
            return .finished(ErrorReporter.report(error, to: stderr))
        }
    }

    /// Runs a command that ``start(arguments:context:)`` left pending.
    public static func run(_ invocation: Invocation, context: Context) async -> ExitCode {
        do {
            let status = try await execute(invocation, context: context)
            return checked(status, stdout: context.stdout, stderr: context.stderr)
        } catch {
            return ErrorReporter.report(error, to: context.stderr)
        }
    }

    /// The exit code of a run that ended with `status`, once what it wrote to `stdout` is
    /// checked: a write that failed (a full disk) is an error unless the run failed already; a
    /// closed pipe (`| head`) ends the run quietly, as Unix tools do.
    static func checked(_ status: ExitCode, stdout: OutputSink, stderr: OutputSink) -> ExitCode {
        guard let code = stdout.failure(), code != EPIPE, status == .success || status == .partial else {
            return status
        }
        return ErrorReporter.report(FileSystemError.cannotWrite(path: "standard output", errno: code), to: stderr)
    }

    /// The commands that only print: nil for every other (a new command is watched for Ctrl-C
    /// unless it is added here).
    static func answerAtOnce(_ command: Command, stdout: OutputSink) throws -> ExitCode? {
        switch command {
        case .version:
            stdout.line("qiita-stats \(version)")
            return .success
        case .help(let path):
            guard let text = HelpFormatter.help(for: path) else { return .usage }
            stdout.write(text)
            return .success
        case .manual:
            stdout.write(ManPage.text())
            return .success
        case .completions(let shell):
            stdout.write(try Completions.script(for: shell))
            return .success
        default:
            return nil
        }
    }

    static func execute(_ invocation: Invocation, context: Context) async throws -> ExitCode {
        let global = invocation.global
        if let status = try answerAtOnce(invocation.command, stdout: context.stdout) { return status }
        switch invocation.command {
        case .version, .help, .manual, .completions:
            return .success  // answered above
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
            return try HistoryCommand.export(options, global: global, context: context)
        case .historyPrune(let days):
            return try HistoryCommand.prune(keepDaily: days, global: global, context: context)
        case .demo(let output):
            return try await DemoCommand.run(output: output, global: global, context: context)
        }
    }
}
