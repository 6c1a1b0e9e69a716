import Foundation
import QiitaStats
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where `report --json PATH` may write: files are replaced atomically, but a pipe or a device
/// (`/dev/stdout`, `/dev/null`) must be written to, never renamed over.
@Suite struct OutputFileTests {
    static let snapshot = fixturesSourceDirectory.appendingPathComponent("contributions-snapshot.json").path

    @Test func aFIFOIsWrittenToAndStaysAFIFO() async throws {
        let folder = TemporaryDirectory()
        let fifo = folder.url.appendingPathComponent("report.pipe")
        let mkfifo = Process()
        mkfifo.executableURL = URL(fileURLWithPath: "/usr/bin/mkfifo")
        mkfifo.arguments = [fifo.path]
        try mkfifo.run()
        mkfifo.waitUntilExit()
        // Holding a write end keeps the reader from waiting for one, and lets it see the end
        // of input even if the tool never wrote to the pipe (the bug this guards against).
        let holder = open(fifo.path, O_RDWR)
        try #require(holder >= 0)
        // The reader is a thread of its own, not a task: it blocks, and must not starve the
        // cooperative pool that the tool runs on.
        let received = Received()
        let reader = Thread {
            received.set(FileHandle(forReadingAtPath: fifo.path).map { $0.readDataToEndOfFile() } ?? Data())
        }
        reader.start()
        let run = await runTool(
            ["report", "--snapshot", Self.snapshot, "--month", "2026-11", "--tz", "Asia/Tokyo", "--json", fifo.path])
        close(holder)
        #expect(run.status == .partial || run.status == .success, "\(run.stderr)")
        let text = String(decoding: received.wait(), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"schema_version\": 1,"))
        let type = try FileManager.default.attributesOfItem(atPath: fifo.path)[.type] as? FileAttributeType
        #expect(type != .typeRegular, "the pipe was replaced by a file")
    }

    @Test func aSymlinkedOutputKeepsItsLink() async throws {
        let folder = TemporaryDirectory()
        let real = folder.url.appendingPathComponent("published/report.json")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: real)
        let link = folder.url.appendingPathComponent("report.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let run = await runTool(
            ["report", "--snapshot", Self.snapshot, "--month", "2026-11", "--tz", "Asia/Tokyo", "--json", link.path])
        #expect(run.status == .partial || run.status == .success, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try String(contentsOf: real, encoding: .utf8).hasPrefix("{\n  \"schema_version\": 1,"))
    }
}

/// Data handed from a thread to the test, once.
private final class Received: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()  // written once before `done` is signalled, read after

    func set(_ value: Data) {
        data = value
        done.signal()
    }

    func wait() -> Data {
        _ = done.wait(timeout: .now() + 30)
        return data
    }
}
