import Foundation

extension Context {
    /// The context of the running process: its environment, clock, terminal and files.
    public static func live(
        transport: any HTTPTransport, startDemoAPI: (@Sendable () throws -> DemoAPI)? = nil
    ) -> Context {
        let environment = ProcessInfo.processInfo.environment
        let columns = Int(environment["COLUMNS"] ?? "") ?? Platform.terminalColumns(1) ?? Platform.terminalColumns(2)
        let terminal = Terminal(
            stdinIsTTY: isatty(0) == 1,
            stdoutIsTTY: isatty(1) == 1,
            stderrIsTTY: isatty(2) == 1,
            columns: columns,
            readAll: { Platform.readAll(0).bytes },
            readSecret: { Platform.readLineWithoutEcho(0, prompt: $0) }
        )
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return Context(
            environment: environment,
            stdout: .fileDescriptor(1),
            stderr: .fileDescriptor(2),
            terminal: terminal,
            transport: transport,
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            homeDirectory: home,
            startDemoAPI: startDemoAPI
        )
    }
}
