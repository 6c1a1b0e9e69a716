import QiitaStatsCore

@testable import QiitaStats

/// Reads `arguments` as the tool does and runs the command, throwing its error rather than
/// reporting it.
func invoke(_ arguments: [String], context: Context) async throws -> ExitCode {
    let invocation = try CommandParser.parse(arguments)
    return try await invocation.command.run(global: invocation.global, context: context)
}
