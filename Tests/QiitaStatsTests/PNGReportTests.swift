import Contributions
import FontRendering
import Foundation
import PNGEncoder
import QiitaStatsCore
import Rendering
import TestSupport
import Testing

@testable import QiitaStats

/// `qiita-stats report --png` end to end: the file, its pixels against the JSON, fonts.
@Suite struct PNGReportTests {
    typealias Fixture = CalendarImageFixture

    /// 2027-01-15 in Tokyo: every day of 2026 is past.
    static let afterTheYear = Date(timeIntervalSince1970: 1_800_000_000)

    /// Runs `report` on the terminal fixture (stored in `folder`'s store) in Tokyo with `arguments`, in `folder`.
    static func report(_ arguments: [String], in folder: TemporaryDirectory, now: Date = afterTheYear) async -> ToolRun
    {
        // A failure to store it shows as the report's own error.
        try? ContributionsFixture.terminalSnapshot().store(in: folder.url)
        return await runTool(["report", "--offline", "--tz", "Asia/Tokyo"] + arguments, home: folder.url, now: now)
    }

    static func bytes(_ name: String, in folder: TemporaryDirectory) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.url.appendingPathComponent(name)))
    }

    @Test(arguments: Palette.Name.allCases, Palette.Theme.allCases)
    func everyCellShowsTheLevelTheJSONGivesItsDay(palette: Palette.Name, theme: Palette.Theme) async throws {
        let folder = TemporaryDirectory()
        let run = await Self.report(
            [
                "--year", "2026", "--png", "year.png", "--json", "year.json", "--palette", palette.rawValue, "--theme",
                theme.rawValue, "--pixel-scale", "1",
            ], in: folder)
        #expect(run.status == .success, "\(run.stderr)")
        // Each file written is named once on stderr.
        #expect(run.stderr == "qiita-stats: wrote year.json\nqiita-stats: wrote year.png\n" && run.stdout.isEmpty)
        let bitmap = try PNGCodec.decodeBitmap(try Self.bytes("year.png", in: folder))
        let document = try JSONSerialization.jsonObject(with: Data(try Self.bytes("year.json", in: folder)))
        let days = try #require((document as? [String: Any])?["days"] as? [[String: Any]])
        var levels: [String: Int] = [:]
        for day in days { levels[try #require(day["date"] as? String)] = try #require(day["level"] as? Int) }
        #expect(levels.count == 365 && Set(levels.values) == [0, 1, 2, 3, 4])
        // Where the cells are: the same layout, measured with the fonts the command found.
        let report = try Fixture.report(.year(2026), palette: palette)
        let image = try CalendarImage(
            report, style: ImageStyle(palette: palette, theme: theme, pixelScale: 1), text: try Fixture.fonts())
        #expect(bitmap.width == image.width && bitmap.height == image.height)
        let colours = Palette(palette, theme: theme)
        for cell in report.layout.cells {
            let level = try #require(levels[cell.day.date.description])
            let centre = Fixture.centre(image.cellRect(column: cell.column, row: cell.row), in: bitmap)
            #expect(centre == colours.color(level: level), "\(cell.day.date): level \(level)")
        }
        for level in CalendarLayout.legendLevels {
            #expect(
                Fixture.centre(image.legendCellRect(level: level), in: bitmap) == colours.color(level: level))
        }
    }

    @Test(arguments: [("--month", "2026-11", 8_192), ("--year", "2026", 24_576)], Language.allCases)
    func theFileIsSmallValidAndTheSameEveryRun(period: (String, String, Int), language: Language) async throws {
        let folder = TemporaryDirectory()
        let arguments = [period.0, period.1, "--png", "--lang", language.rawValue, "--theme", "dark"]
        let first = await Self.report(arguments, in: folder)
        #expect(first.status == .success, "\(first.stderr)")
        let png = try Self.bytes("output/contributions.png", in: folder)
        _ = await Self.report(arguments, in: folder)
        #expect(try Self.bytes("output/contributions.png", in: folder) == png, "two runs, the same bytes")
        #expect(png.count < period.2, "\(png.count) bytes")
        #expect(png[25] == 3, "an indexed PNG")
        if PNGCheck.isInstalled {
            let verdict = try PNGCheck.verify(png)
            #expect(verdict.ok, "\(verdict.output)")
        } else {
            Issue.record("pngcheck is not installed: run `make deps`")
        }
        #expect(try PNGCodec.decodeBitmap(png).height == 2 * 172, "pixel scale 2 by default")
    }

    @Test func withNoFontTheImageHasNoTextAndOneWarning() throws {
        let folder = TemporaryDirectory()
        let stderr = CapturedOutput()
        let context = Context(
            stdout: .discard, stderr: stderr.sink, transport: UnavailableTransport(), workingDirectory: folder.url,
            homeDirectory: folder.url)
        let report = try Fixture.report(try Fixture.november())
        var options = ReportCommand()
        options.language = .ja
        try PNGOutput.write(
            report, to: "nov.png", options: options, global: GlobalOptions(), context: context,
            discover: { _ in
                (nil, "no usable font was found; install one with: apt-get install fonts-dejavu-core")
            })
        let written = try PNGCodec.decodeBitmap(try Self.bytes("nov.png", in: folder))
        #expect(written == (try CalendarImage(report, style: ImageStyle(language: .ja), text: nil).render()))
        #expect(
            stderr.text
                == "qiita-stats: warning: no usable font was found; install one with: apt-get install fonts-dejavu-core\n"
        )
    }

    @Test(.enabled(if: ReferenceFonts.installed, ReferenceFonts.missing))
    func aMissingGlyphIsOneWarningNamingThePackage() throws {
        let folder = TemporaryDirectory()
        let stderr = CapturedOutput()
        let context = Context(
            stdout: .discard, stderr: stderr.sink, transport: UnavailableTransport(), workingDirectory: folder.url,
            homeDirectory: folder.url)
        var options = ReportCommand()
        options.language = .ja
        let latinOnly = FontSearch(
            explicitPath: ReferenceFonts.dejaVuSans, fontconfigPatterns: [], wellKnownPaths: [])
        try PNGOutput.write(
            try Fixture.report(try Fixture.november()), to: "nov.png", options: options, global: GlobalOptions(),
            context: context, discover: { _ throws(FontError) in try TextRenderer.discover(latinOnly) })
        let lines = stderr.text.split(separator: "\n")
        #expect(
            lines.count == 1 && lines[0].hasPrefix("qiita-stats: warning: no installed font has "), "\(stderr.text)")
        #expect(lines.first?.contains("fonts-sawarabi-gothic") == true && lines.first?.contains("月") == true)
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("nov.png").path))
    }

    @Test func aFontThatCannotBeUsedIsAnErrorWithAHint() async throws {
        let folder = TemporaryDirectory()
        let run = await Self.report(["--png", "--font", "/nonexistent/font.ttf"], in: folder)
        #expect(run.status == .failure)
        #expect(
            run.stderr == """
                qiita-stats: error: cannot use the font /nonexistent/font.ttf (from --font): the file cannot be opened (missing or unreadable)
                hint: pass another file with --font, or unset QIITA_STATS_FONT to search the system's fonts

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("output").path))
    }
}

/// Nothing said where `report`, `badge` and `history export` wrote their files.
@Suite struct WroteFileTests {
    @Test func everyOutputFileIsNamedOnceUnlessQuiet() async throws {
        let home = try homeStoring()
        let report = ["report", "--offline", "--month", "2026-11", "--tz", "Asia/Tokyo"]
        let all = await runTool(
            report + ["--html", "--png", "--svg", "--json", "out/r.json"], home: home.url)
        let wrote = all.stderr.split(separator: "\n").filter { $0.hasPrefix("qiita-stats: wrote ") }
        #expect(
            wrote == [
                "qiita-stats: wrote out/r.json", "qiita-stats: wrote output/report.html",
                "qiita-stats: wrote output/contributions.png", "qiita-stats: wrote output/contributions.svg",
            ], "\(all.stderr)")
        let badge = await runTool(["badge", "--offline", "--output", "b.svg"], home: home.url)
        #expect(badge.stderr.hasPrefix("qiita-stats: wrote b.svg\nqiita-stats: warning: "), "\(badge.stderr)")
        let stdout = await runTool(["badge", "--offline", "--output", "-"], home: home.url)
        #expect(!stdout.stderr.contains("wrote"))
        let export = await runTool(["history", "export", "h.csv"], home: home.url)
        #expect(export.stderr == "qiita-stats: wrote h.csv\n")
        let quiet = await runTool(report + ["-q", "--svg"], home: home.url)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    }
}
