import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where `report --json PATH` may write: files are replaced atomically, but a pipe or a device
/// (`/dev/stdout`, `/dev/null`) must be written to, never renamed over.
@Suite struct OutputFileTests {
    @Test func aFIFOIsWrittenToAndStaysAFIFO() async throws {
        let folder = TemporaryDirectory()
        let fifo = folder.url.appendingPathComponent("report.pipe")
        let mkfifo = Process()
        mkfifo.executableURL = URL(fileURLWithPath: "/usr/bin/mkfifo")
        mkfifo.arguments = [fifo.path]
        try mkfifo.run()
        mkfifo.waitUntilExit()
        // The read end is opened first, without waiting for a writer, so the tool's open for
        // writing succeeds at once; the JSON (a few KB) fits the pipe's buffer.
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        defer { close(reader) }
        try ContributionsFixture.snapshot().store(in: folder.url)
        let run = await runTool(
            ["report", "--offline", "--month", "2026-11", "--tz", "Asia/Tokyo", "--json", fifo.path], home: folder.url)
        #expect(run.status == .partial || run.status == .success, "\(run.stderr)")
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while case let count = read(reader, &chunk, chunk.count), count > 0 { bytes += chunk[0..<count] }
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("{\n  \"schema_version\": 2,"))
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
        try ContributionsFixture.snapshot().store(in: folder.url)
        let run = await runTool(
            ["report", "--offline", "--month", "2026-11", "--tz", "Asia/Tokyo", "--json", link.path], home: folder.url)
        #expect(run.status == .partial || run.status == .success, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try String(contentsOf: real, encoding: .utf8).hasPrefix("{\n  \"schema_version\": 2,"))
    }

    /// A dangling link was replaced by a file, a live one followed. One policy:
    /// every output follows its link, even a dangling one, and the link stays.
    @Test(arguments: ["json", "html", "png", "badge", "history"])
    func everyOutputFollowsItsLinkEvenADanglingOne(output: String) async throws {
        let folder = TemporaryDirectory()
        let real = folder.url.appendingPathComponent("published/out.file")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        let link = folder.url.appendingPathComponent("out.file")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "published/out.file")
        try ContributionsFixture.snapshot().store(in: folder.url)
        let report = ["report", "--offline", "--month", "2026-11", "--tz", "Asia/Tokyo"]
        let arguments: [String] =
            switch output {
            case "badge": ["badge", "--offline", "--output", link.path]
            case "history": ["history", "export", link.path]
            default: report + ["--\(output)", link.path]
            }
        let run = await runTool(arguments, home: folder.url)
        #expect(run.status == .partial || run.status == .success, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "published/out.file")
        #expect(FileManager.default.fileExists(atPath: real.path), "the link's destination was created")
    }
}
