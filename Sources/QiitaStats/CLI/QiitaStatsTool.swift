import Foundation
import QiitaStatsCore

/// The tool: argv in, exit code out, every side effect through the ``Context``.
public enum QiitaStatsTool {
    /// The version printed by `--version`.
    public static let version = "1.0.0"
    /// The `User-Agent` of every request.
    static let userAgent = "qiita-stats/\(version)"

    /// How a run goes on once its arguments are read.
    public enum Start: Sendable {
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
            let invocation = try CommandParser.parse(arguments)
            guard let status = try invocation.command.answer(stdout: stdout) else { return .pending(invocation) }
            return .finished(checked(status, stdout: stdout, stderr: stderr))
        } catch {
            return .finished(ErrorReporter.report(error, to: stderr))
        }
    }

    /// Runs a command that ``start(arguments:stdout:stderr:)`` left pending, through the ``ToolTransport``.
    public static func run(_ invocation: Invocation, context: Context) async -> ExitCode {
        var context = context
        context.transport = ToolTransport(
            transport: context.transport, clock: context.clock, log: invocation.global.verbose ? context.stderr : nil)
        do {
            let status = try await invocation.command.run(global: invocation.global, context: context)
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
}
