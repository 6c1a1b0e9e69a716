import Foundation

/// Every side effect the tool has, passed in from `main.swift` (or a test) as values.
public struct Context: Sendable {
    /// The environment variables.
    public var environment: [String: String]
    /// The current time.
    public var clock: @Sendable () -> Date
    /// Sleeps (rate-limit waits, retry backoff); tests pass one that returns at once.
    public var sleep: @Sendable (Duration) async throws -> Void
    /// Standard output.
    public var stdout: OutputSink
    /// Standard error.
    public var stderr: OutputSink
    /// Standard input and the terminal.
    public var terminal: Terminal
    /// The HTTP transport.
    public var transport: any HTTPTransport
    /// The working directory and the user's home, from which every file location follows.
    public var workingDirectory: URL
    /// The user's home directory.
    public var homeDirectory: URL
    /// Starts the API `demo` runs against (the built-in emulator); nil where there is none.
    public var startDemoAPI: (@Sendable () throws -> DemoAPI)?

    /// A context; everything but the output sinks, the transport and the folders has a safe default for tests.
    public init(
        environment: [String: String] = [:],
        clock: @escaping @Sendable () -> Date = { Date() },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        stdout: OutputSink,
        stderr: OutputSink,
        terminal: Terminal = Terminal(),
        transport: any HTTPTransport,
        workingDirectory: URL,
        homeDirectory: URL,
        startDemoAPI: (@Sendable () throws -> DemoAPI)? = nil
    ) {
        self.environment = environment
        self.clock = clock
        self.sleep = sleep
        self.stdout = stdout
        self.stderr = stderr
        self.terminal = terminal
        self.transport = transport
        self.workingDirectory = workingDirectory
        self.homeDirectory = homeDirectory
        self.startDemoAPI = startDemoAPI
    }

    /// A path the user gave, absolute or relative to the working directory.
    public func url(forPath path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
    }

    /// Where the tool keeps its files, following the XDG base directory rules.
    public var locations: FileLocations {
        FileLocations(environment: environment, home: homeDirectory)
    }
}
