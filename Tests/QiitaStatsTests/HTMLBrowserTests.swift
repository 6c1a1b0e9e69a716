import Foundation
import PNGEncoder
import Rendering
import TestSupport
import Testing

/// The hostile page in a real browser (headless Chromium): what the browser itself reports about it.
/// Without Chromium the test is skipped and says so; CI (`make test BROWSER=1`) requires it.
@Suite(.serialized) struct HTMLBrowserTests {
    /// Whether to run: Chromium is installed, or `QIITA_STATS_REQUIRE_BROWSER=1` makes its absence a failure.
    static let runs: Bool = {
        if HeadlessChromium.executable != nil { return true }
        if ProcessInfo.processInfo.environment["QIITA_STATS_REQUIRE_BROWSER"] == "1" { return true }
        FileHandle.standardError.write(
            Data("note: skipping the browser test: Chromium is not installed (make deps BROWSER=1 installs it)\n".utf8))
        return false
    }()

    /// Each exchange with the browser has its deadline (``HeadlessChromium``), which a hung browser
    /// meets; no limit on the whole, which a busy machine would reach first.
    @Test(.enabled(if: runs, "Chromium is not installed: make deps BROWSER=1 installs it"))
    func theHostilePageInChromium() async throws {
        let executable = try #require(HeadlessChromium.executable, "QIITA_STATS_REQUIRE_BROWSER=1 but no Chromium")
        let folder = TemporaryDirectory()
        try PageFixture.hostileSnapshot().store(in: folder.url)
        let page = folder.url.appendingPathComponent("report.html")
        // Likes colour the days (relative scale): the hostile articles have 1 to 7 likes, so every level shows.
        let run = await runTool(
            ["report", "--month", "2026-11", "--tz", "Asia/Tokyo", "--metric", "likes", "--html", page.path]
                + PageFixture.hostileData, home: folder.url)
        #expect(run.status == .success, "\(run.stderr)")
        let browser = try HeadlessChromium(executable: executable)
        for dark in [false, true] {
            for width in [375, 1280] {
                let report = try await browser.open(page, width: width, height: 2000, dark: dark)
                let name = "\(width) px \(dark ? "dark" : "light")"
                // No payload ran: no dialog, no script error, nothing the policy had to refuse.
                #expect(report.dialogs.isEmpty, "\(name): \(report.dialogs)")
                #expect(report.exceptions.isEmpty, "\(name): \(report.exceptions)")
                #expect(report.logEntries.isEmpty, "\(name): \(report.logEntries)")
                let dom = HTMLScan(report.dom)
                #expect(dom.tags("script").isEmpty, "\(name)")
                #expect(!dom.tags.contains { $0.attribute("data-pwned") != nil }, "\(name): the marker payload ran")
                #expect(dom.tags("img").isEmpty, "\(name): no avatar, and no <img> made from a title")
                #expect(dom.texts.contains(PageFixture.imageTitle) && dom.texts.contains(PageFixture.markerTitle))
                #expect(report.requests.isEmpty, "\(name): the page asked for \(report.requests)")
                // No wider than the window.
                #expect(report.contentWidth <= Double(width), "\(name): the page is \(report.contentWidth) px wide")
                #expect(report.viewportWidth == Double(width))
                // The cells in the palette's colours of the scheme, and none of the other scheme's.
                try expectCells(report.screenshot, dark: dark, name: name)
            }
        }
    }

    /// `report --svg` as a README shows it, an `<img>`: each level in the palette's colour of the
    /// scheme the browser prefers, light or dark, read from the screenshot's pixels.
    @Test(.enabled(if: runs, "Chromium is not installed: make deps BROWSER=1 installs it"))
    func theSVGFollowsTheColourSchemeInChromium() async throws {
        let executable = try #require(HeadlessChromium.executable, "QIITA_STATS_REQUIRE_BROWSER=1 but no Chromium")
        let folder = TemporaryDirectory()
        try PageFixture.hostileSnapshot().store(in: folder.url)
        let run = await runTool(
            ["report", "--month", "2026-11", "--tz", "Asia/Tokyo", "--metric", "likes", "--svg", "contributions.svg"]
                + PageFixture.hostileData, home: folder.url)
        #expect(run.status == .success, "\(run.stderr)")
        let page = folder.url.appendingPathComponent("readme.html")
        try Data(#"<!doctype html><body style="margin:0"><img src="contributions.svg" alt="">"#.utf8).write(to: page)
        let browser = try HeadlessChromium(executable: executable)
        for dark in [false, true] {
            let report = try await browser.open(page, width: 400, height: 300, dark: dark)
            let name = "the SVG, \(dark ? "dark" : "light")"
            #expect(report.exceptions.isEmpty && report.logEntries.isEmpty, "\(name): \(report.logEntries)")
            #expect(
                report.requests == [folder.url.appendingPathComponent("contributions.svg").absoluteString],
                "\(name): \(report.requests)")
            try expectCells(report.screenshot, dark: dark, name: name)
        }
    }

    private func expectCells(_ png: [UInt8], dark: Bool, name: String) throws {
        let image = try PNGCodec.decode(png)
        var counts: [String: Int] = [:]
        for offset in stride(from: 0, to: image.rgba.count, by: 4) {
            let colour = String(
                format: "#%02x%02x%02x", image.rgba[offset], image.rgba[offset + 1], image.rgba[offset + 2])
            counts[colour, default: 0] += 1
        }
        let shown = Palette(.github, theme: dark ? .dark : .light)
        let other = Palette(.github, theme: dark ? .light : .dark)
        for level in 0...4 {
            // A cell is 10×10 with rounded corners: at least its 9×9 middle is the exact colour.
            #expect(counts[shown.color(level: level).hex, default: 0] >= 81, "\(name): level \(level)")
            if level > 0 { #expect(counts[other.color(level: level).hex, default: 0] == 0, "\(name): level \(level)") }
        }
    }
}
