import Foundation
import QiitaStats
import QiitaStatsCore

/// One run of the tool in-process, with captured output and a temporary home.
public struct ToolRun: Sendable {
    public let status: ExitCode
    public let stdout: String
    public let stderr: String

    public init(status: ExitCode, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// A temporary folder removed when the value is dropped.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("qiita-stats-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Runs `qiita-stats arguments…` with a test context whose home is `home` (a fresh temporary
/// folder by default), a fixed clock, and the given environment and transport.
public func runTool(
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

extension QiitaStatsTool {
    /// Runs one invocation as `main.swift` does, without the Ctrl-C watcher.
    public static func run(arguments: [String], context: Context) async -> ExitCode {
        switch start(arguments: arguments, stdout: context.stdout, stderr: context.stderr) {
        case .finished(let status): return status
        case .pending(let invocation): return await run(invocation, context: context)
        }
    }
}

/// A transport that fails every request, for a test `Context` that must not touch the network: a request is a loud
/// error.
public struct UnavailableTransport: HTTPTransport {
    /// The transport.
    public init() {}

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        throw .refused("no HTTP transport in this context (request to \(request.url.absoluteString))")
    }
}
