import Foundation
import TestSupport
import Testing

/// What the built binary does when standard output cannot take what it
/// writes. A full disk is an error; a reader that went away (`| head`) ends the run quietly.
@Suite(.serialized) struct StandardOutputTests {
    static let binary = builtProduct("qiita-stats")
    static let commands: [[String]] = [
        ["report", "--offline", "--month", "2026-03", "--json", "-"],
        ["report", "--offline", "--month", "2026-03", "--color", "never"],
        ["badge", "--offline", "--format", "svg", "--output", "-"],
        ["history", "export", "--format", "csv"],
        ["help", "report"],
    ]

    /// Runs the binary, in a home whose store holds the contributions fixture, with `stdout` as its standard output:
    /// exit status and standard error.
    static func run(_ arguments: [String], stdout: FileHandle) throws -> (
        status: Int32, signalled: Bool, stderr: String
    ) {
        let home = try homeStoring()
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ["HOME": home.url.path, "TZ": "UTC", "PATH": "/usr/bin:/bin"]
        process.currentDirectoryURL = home.url
        let errors = Pipe()
        process.standardOutput = stdout
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, text)
    }

    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system (macOS)"),
        arguments: commands)
    func aFullDiskIsAnErrorOfOneLineAndAHint(arguments: [String]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build it first")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try Self.run(arguments, stdout: full)
        #expect(result.status == 1, "\(arguments): \(result.stderr)")
        // The fixture has an article with incomplete data: its warning may come first.
        let lines = result.stderr.split(separator: "\n").suffix(2)
        #expect(result.stderr.components(separatedBy: "error:").count == 2, "one error line")
        #expect(
            Array(lines) == [
                "qiita-stats: error: could not write standard output: No space left on device",
                "hint: free some space on that disk, or write elsewhere",
            ], "\(result.stderr)")
    }

    @Test(arguments: commands)
    func aClosedPipeEndsTheRunQuietly(arguments: [String]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build it first")
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try Self.run(arguments, stdout: pipe.fileHandleForWriting)
        // Killed by SIGPIPE as `cat` would be, or (where SIGPIPE is ignored) exit 0: quietly.
        #expect(result.signalled ? result.status == SIGPIPE : result.status == 0, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("error:"))
    }
}
