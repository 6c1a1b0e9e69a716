import Contributions
import QiitaStatsCore
import Rendering
import TestSupport
import Testing

/// Days whose gain is unknown are drawn as unknown in every terminal style: never the level-0 cell.
@Suite struct TerminalUnknownDaysTests {
    /// Nov 1–14, 2026 (two weeks from a Sunday), `views-gained`, fetches covering Nov 4–10 only:
    /// nothing gained on Nov 4 (level 0), 100 a day from Nov 5 to 10 (level 4), the rest unknown.
    static func report() throws -> ContributionReport {
        let history = try ContributionsFixture.history([
            ("2026-11-03T09:00:00+09:00", ["a": (0, 0, 0)]),
            ("2026-11-04T09:00:00+09:00", ["a": (0, 0, 0)]),
            ("2026-11-10T09:00:00+09:00", ["a": (600, 0, 0)]),
        ])
        let options = ContributionOptions(
            period: .range(
                from: try ContributionsFixture.date("2026-11-01"), to: try ContributionsFixture.date("2026-11-14")),
            zone: try ContributionsFixture.zone("Asia/Tokyo"), metric: .viewsGained,
            today: try ContributionsFixture.date("2026-11-14"))
        return try Contributions.aggregate(
            ContributionsFixture.snapshot([]), options: options, history: GainHistory(history, includePrivate: false))
    }

    /// The grid rows: the lines from the first weekday label to the legend.
    static func rows(_ text: String) -> [String] {
        let lines = text.split(separator: "\n").map { TerminalText.sanitize(String($0)) }
        let first = lines.firstIndex { $0.hasPrefix("Sun") || $0.hasPrefix("日") } ?? 0
        let legend = lines.firstIndex { $0.contains("Less") || $0.contains("少") } ?? lines.count
        return Array(lines[first..<legend])
    }

    @Test(arguments: [
        (ColorDepth.none, false, "/"), (.basic16, false, "/"), (.xterm256, false, "□"), (.truecolor, false, "□"),
        (.xterm256, true, "//"), (.none, true, "/"),
    ])
    func unknownDaysHaveTheirOwnMark(depth: ColorDepth, ambiguousWide: Bool, mark: String) throws {
        let report = try Self.report()
        #expect(report.days.filter(\.isUnknown).map(\.date.day) == [1, 2, 3, 11, 12, 13, 14])
        #expect(report.days.map(\.level) == [0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0])
        let text = TerminalHeatmap.render(
            report,
            style: TerminalStyle(
                depth: depth, language: ambiguousWide ? .ja : .en, width: 80, ambiguousWide: ambiguousWide,
                cells: .wide))
        let grid = Self.rows(text).joined(separator: "\n")
        #expect(grid.components(separatedBy: mark).count - 1 == 7, "\(grid)")
        // Without colour cells the glyphs carry the level: Nov 4 alone is level 0.
        if let levelZero = Self.levelZero(depth: depth, ambiguousWide: ambiguousWide) {
            #expect(grid.components(separatedBy: levelZero).count - 1 == 1, "\(grid)")
        }
        let legend = text.split(separator: "\n").first { $0.contains("Less") || $0.contains("少") } ?? ""
        #expect(
            TerminalText.sanitize(String(legend)).hasSuffix(ambiguousWide ? "不明 (取得の記録なし)" : "unknown (no snapshots)"))
    }

    /// The level-0 glyph where glyphs carry the level (no colour, or 16 colours).
    static func levelZero(depth: ColorDepth, ambiguousWide: Bool) -> String? {
        switch depth {
        case .none, .basic16: ambiguousWide ? "." : "·"
        case .xterm256, .truecolor: nil
        }
    }

    @Test func halfBlocksGiveUnknownDaysTheMutedColour() throws {
        let text = TerminalHeatmap.render(
            try Self.report(), style: TerminalStyle(depth: .xterm256, width: 80, cells: .half))
        // Sunday 1 over Monday 2, both unknown: the muted grey in front and behind.
        #expect(text.contains("\u{1B}[38;5;246m\u{1B}[48;5;246m▀"))
    }
}
