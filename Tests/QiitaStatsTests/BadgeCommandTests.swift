import Foundation
import PNGEncoder
import TestSupport
import Testing

/// `qiita-stats badge` end to end: files, stdout, the same bytes twice, failures.
@Suite struct BadgeCommandTests {
    @Test func eachFormatIsWrittenToItsDefaultPathAndTheSameDataGivesTheSameBytes() async throws {
        let home = try homeStoring()
        for format in ["svg", "png", "json"] {
            let arguments = ["badge", "--format", format, "--metric", "all", "--offline"]
            let first = await runTool(arguments, environment: ["LANG": "C"], home: home.url)
            // The fixture has articles of incomplete data: the badge says so as the report does, and exits 3.
            #expect(first.status == .partial, "\(first.stderr)")
            #expect(first.stderr.contains("qiita-stats: warning: the views of 1 article are an earlier fetch's"))
            let url = home.url.appendingPathComponent("output/badge.\(format)")
            let bytes = try Data(contentsOf: url)
            let second = await runTool(arguments, environment: ["LANG": "C"], home: home.url)
            #expect(second.status == .partial)
            #expect(try Data(contentsOf: url) == bytes, "\(format) is byte-identical")
        }
        let png = try PNGCodec.decodeBitmap(
            Array(try Data(contentsOf: home.url.appendingPathComponent("output/badge.png"))))
        #expect(png.height == 40)
        let json = try String(contentsOf: home.url.appendingPathComponent("output/badge.json"), encoding: .utf8)
        #expect(json.contains("\"message\": \"") && json.contains(" posts"))
    }

    @Test func aDashWritesToStdout() async throws {
        let home = try homeStoring()
        let run = await runTool(
            ["badge", "--format", "json", "--output", "-", "--label", "Qiita", "--lang", "ja", "--offline"],
            home: home.url)
        // The stored fixture has an article's views kept from an earlier fetch: the badge says so, exit 3.
        #expect(run.status == .partial)
        #expect(run.stdout.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"label\": \"Qiita\",\n  \"message\": \"投稿 "))
    }

    @Test func aFailureLeavesThePreviousBadgeOrWritesTheUnavailableOne() async throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("output/badge.svg")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("previous".utf8).write(to: url)
        let failed = await runTool(["badge", "--offline"], environment: ["QIITA_TOKEN": "x"], home: home.url)
        #expect(failed.status != .success)
        #expect(failed.stderr.contains("error:"))
        #expect(try String(contentsOf: url, encoding: .utf8) == "previous")

        let error = await runTool(
            ["badge", "--offline", "--on-error", "badge", "--format", "json"], environment: ["QIITA_TOKEN": "x"],
            home: home.url)
        #expect(error.status == .success, "\(error.stderr)")
        #expect(error.stderr.contains("warning:") && error.stderr.contains("unavailable"))
        let json = try String(contentsOf: home.url.appendingPathComponent("output/badge.json"), encoding: .utf8)
        #expect(json.contains("\"message\": \"unavailable\"") && json.contains("\"isError\": true"))
        #expect(json.contains("\"color\": \"9f9f9f\""))
        // `-q` means no warnings; the grey badge is written all the same.
        let quiet = await runTool(
            ["badge", "-q", "--offline", "--on-error", "badge", "--format", "svg", "--output", "quiet.svg"],
            environment: ["QIITA_TOKEN": "x"], home: home.url)
        #expect(quiet.status == .success && quiet.stderr == "", "\(quiet.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent("quiet.svg").path))
    }
}
