import Foundation
import QiitaStatsCore
import TestSupport
import Testing

/// `report --html [PATH]` and `--template PATH` as a user runs them.
@Suite struct HTMLCommandTests {
    /// November from the contributions fixture, stored in the home of the run (``homeStoring(_:)``).
    static let november = ["report", "--offline", "--month", "2026-11", "--tz", "Asia/Tokyo"]
    /// The fixture has an article whose views are stale: the page is written and the run is partial.
    static let written = ExitCode.partial

    @Test func writesOutputReportHTMLByDefault() async throws {
        let home = try homeStoring()
        let run = await runTool(Self.november + ["--html"], home: home.url)
        #expect(run.status == Self.written, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "no terminal grid when an output file is asked for")
        let page = try String(contentsOf: home.url.appendingPathComponent("output/report.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("Late November everywhere"))
    }

    @Test func langAndOutputFolderAreFollowed() async throws {
        let home = try homeStoring()
        let run = await runTool(Self.november + ["--html", "--output", "site", "--lang", "ja"], home: home.url)
        #expect(run.status == Self.written, "\(run.stderr)")
        let page = try String(contentsOf: home.url.appendingPathComponent("site/report.html"), encoding: .utf8)
        #expect(page.contains("<html lang=\"ja\">") && page.contains("2026年11月"))
    }

    /// A 40 MB template made 296 MB of HTML and took 1 GB of memory.
    @Test func aTemplateLargerThanAMebibyteIsRefusedAndNoPageWritten() async throws {
        let home = try homeStoring()
        let large = home.url.appendingPathComponent("large.html")
        try Data(String(repeating: "{{user.id}} ", count: 100_000).utf8).write(to: large)
        let run = await runTool(Self.november + ["--html", "--template", large.path], home: home.url)
        #expect(run.status == .dataError, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("qiita-stats: error: \(large.path) is 1171 KiB, larger than a page template"))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("output/report.html").path))
    }

    @Test func aTypoInAUserTemplateStopsWithItsLineAndTheClosestName() async throws {
        let home = try homeStoring()
        let lines = (1...11).map { "<p>line \($0) {{user.id}}</p>" } + ["{{#items}}<li>{{titel}}</li>{{/items}}"]
        try write(lines.joined(separator: "\n") + "\n", to: "templates/mine.html", in: home)
        let run = await runTool(Self.november + ["--html", "--template", "templates/mine.html"], home: home.url)
        #expect(run.status == .dataError)
        #expect(
            run.stderr == """
                qiita-stats: error: templates/mine.html:12: unknown name "titel"
                hint: did you mean "title"?

                """)
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("output/report.html").path))
    }

    @Test func everyUnknownNameIsCountedAndSectionsAreFollowed() async throws {
        let home = try homeStoring()
        try write(
            "{{user.nmae}}\n{{#top_by_likes}}{{rank}}{{rnak}}{{/top_by_likes}}\n{{zzz}}\n", to: "t.html", in: home)
        let run = await runTool(Self.november + ["--html", "--template", "t.html"], home: home.url)
        #expect(run.status == .dataError)
        #expect(run.stderr.hasPrefix(#"qiita-stats: error: t.html:1: unknown name "user.nmae" (and 2 more unknown)"#))
        #expect(run.stderr.contains(#"hint: did you mean "user.name"?"#))
    }

    @Test func aTemplateThatDoesNotParseOrIsNotTextStops() async throws {
        let home = try homeStoring()
        try write("<p>\n{{#items}}\n<p>{{title}}</p>\n", to: "open.html", in: home)
        let open = await runTool(Self.november + ["--html", "--template", "open.html"], home: home.url)
        #expect(open.status == .dataError)
        #expect(open.stderr.contains(#"open.html:2: the section "items" is never closed by {{/items}}"#))
        try Data([0x3C, 0x70, 0x3E, 0xFF, 0xFE]).write(to: home.url.appendingPathComponent("binary.html"))
        let binary = await runTool(Self.november + ["--html", "--template", "binary.html"], home: home.url)
        #expect(binary.status == .dataError)
        #expect(binary.stderr.contains("binary.html is not UTF-8 text"))
        let missing = await runTool(Self.november + ["--html", "--template", "nowhere.html"], home: home.url)
        #expect(missing.status == .failure)
        #expect(missing.stderr.contains("nowhere.html"))
    }

    @Test func aUserTemplateRendersWithTheReportsNames() async throws {
        let home = try homeStoring()
        try write(
            "<title>{{page_title}}</title>\n{{#items}}\n<li>{{date}} {{title}} {{likes}}</li>\n{{/items}}\n",
            to: "t.html",
            in: home)
        let run = await runTool(Self.november + ["--html", "out.html", "--template", "t.html"], home: home.url)
        #expect(run.status == Self.written, "\(run.stderr)")
        let page = try String(contentsOf: home.url.appendingPathComponent("out.html"), encoding: .utf8)
        #expect(
            page.hasPrefix(
                "<title>@emu-user · November 2026 · Qiita</title>\n<li>2026-11-30 Late November everywhere 8</li>\n<li>2026-11-28 Stale views 3</li>\n"
            ))
    }

    @Test func aTemplateWithoutHTMLIsAUsageErrorAndHelpNoLongerSaysNotAvailable() async throws {
        let run = await runTool(Self.november + ["--json", "-", "--template", "nowhere.html"])
        #expect(run.status == .usage && run.stdout.isEmpty, "a template is only used with --html")
        #expect(run.stderr.hasPrefix("qiita-stats: error: --template only applies with --html\n"))
        let help = await runTool(["report", "--help"])
        #expect(help.stdout.contains("--html [PATH]") && !help.stdout.contains("HTML page (not available yet)"))
    }

    private func write(_ text: String, to path: String, in home: TemporaryDirectory) throws {
        let url = home.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
