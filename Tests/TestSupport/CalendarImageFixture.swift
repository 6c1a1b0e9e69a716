import Contributions
import FontRendering
import Foundation
import Raster
import Rendering
import Testing

/// Reports, fonts and helpers for the calendar image tests.
public enum CalendarImageFixture {
    /// November 2026, the fixture's busiest month.
    public static func november() throws -> Period { .month(try #require(CalendarMonth(parsing: "2026-11"))) }

    /// `Fixtures/terminal-snapshot.json` aggregated in Tokyo: 65 items over 2026, every level.
    public static func report(
        _ period: Period, weekStart: WeekStart = .sunday, palette: Palette.Name = .github, today: String = "2026-12-31"
    ) throws -> ContributionReport {
        let options = ContributionOptions(
            period: period, zone: try ContributionsFixture.zone("Asia/Tokyo"), weekStart: weekStart,
            today: try ContributionsFixture.date(today))
        return try Contributions.aggregate(try ContributionsFixture.terminalSnapshot(), options: options)
    }

    /// The fonts `report --png` finds here (fontconfig: DejaVu Sans and a Japanese face), with
    /// the command's coverage levels.
    public static func fonts(_ search: FontSearch = FontSearch()) throws -> TextRenderer {
        guard let renderer = try TextRenderer.discover(search).text else {
            Issue.record("no fonts: run `make deps`")
            throw CancellationError()
        }
        renderer.coverageLevels = 16  // as `report --png` draws them
        return renderer
    }

    /// The centre pixel of `rect`.
    public static func centre(_ rect: Rect, in bitmap: Bitmap) -> RGBA {
        bitmap[Int(rect.x + rect.width / 2), Int(rect.y + rect.height / 2)]
    }
}

/// Measures with real fonts but draws nothing: an image laid out with it has the labelled
/// image's geometry and no ink.
public struct MeasuringOnly: TextRasterizer {
    public let fonts: TextRenderer

    public init(fonts: TextRenderer) { self.fonts = fonts }

    public func lineExtent(of text: String, size: Double) throws -> TextExtent {
        try fonts.lineExtent(of: text, size: size)
    }

    public func drawLine(
        _ text: String, size: Double, x: Double, baseline: Double, colour: RGBA, into bitmap: inout Bitmap
    ) throws {}
}
