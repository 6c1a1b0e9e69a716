import Foundation
import Testing

@Suite("qiita-emulator executable")
struct EmulatorExecutableTests {
    /// The built `qiita-emulator`, next to the test bundle.
    static var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while directory.path != "/" && directory.pathExtension == "xctest" || directory.lastPathComponent == "Contents"
            || directory.lastPathComponent == "MacOS"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("qiita-emulator")
    }

    @Test func printsTheListeningLineFirstAndStopsOnSIGTERM() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["--port", "0", "--items", "5"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:[0-9]+/) != nil, "\(first)")
        process.terminate()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            Issue.record("qiita-emulator did not stop on SIGTERM")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    @Test func helpExitsZero() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["--help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("--faults SPEC"))
    }
}
