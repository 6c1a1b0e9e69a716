import Foundation
import QiitaStatsCore

@testable import QiitaStats

/// One run of the tool in-process, with captured output and a temporary home.
struct ToolRun {
    let status: ExitCode
    let stdout: String
    let stderr: String
}

/// A temporary folder removed when the value is dropped.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("qiita-stats-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Runs `qiita-stats arguments…` with a test context whose home is `home` (a fresh temporary
/// folder by default), a fixed clock, and the given environment and transport.
func runTool(
    _ arguments: [String], environment: [String: String] = [:], home: URL? = nil,
    transport: any HTTPTransport = UnavailableTransport(), terminal: Terminal = Terminal(),
    now: Date = Date(timeIntervalSince1970: 1_796_000_000), startDemoAPI: (@Sendable () throws -> DemoAPI)? = nil
) async -> ToolRun {
    let temporary = TemporaryDirectory()
    let home = home ?? temporary.url
    let stdout = CapturedOutput()
    let stderr = CapturedOutput()
    let context = Context(
        environment: environment, clock: { now }, sleep: { _ in }, stdout: stdout.sink, stderr: stderr.sink,
        terminal: terminal, transport: transport, workingDirectory: home, homeDirectory: home,
        startDemoAPI: startDemoAPI)
    let status = await QiitaStatsTool.run(arguments: arguments, context: context)
    return ToolRun(status: status, stdout: stdout.text, stderr: stderr.text)
}

/// Reads `arguments` as the tool does and runs the command, throwing its error rather than
/// reporting it.
func invoke(_ arguments: [String], context: Context) async throws -> ExitCode {
    let invocation = try CommandParser.parse(arguments)
    return try await invocation.command.run(global: invocation.global, context: context)
}
