import Contributions
import Foundation
import QiitaStatsCore
import TestSupport
import Testing

@testable import Rendering

/// A year in the terminal at every common width (issue "The terminal glance shows the whole year
/// in 80 columns"): goldens, and every drawn cell read back and checked against the JSON.
@Suite struct TerminalYearLayoutTests {
    static let widths = [60, 80, 100, 160]

    static func render(
        _ report: ContributionReport, depth: ColorDepth, language: Language, width: Int,
        cells: TerminalCellLayout = .auto, ambiguousWide: Bool = false
    ) -> String {
        TerminalHeatmap.render(
            report,
            style: TerminalStyle(
                depth: depth, language: language, width: width, ambiguousWide: ambiguousWide, cells: cells))
    }

    @Test(arguments: TerminalHeatmapTests.depthNames, Language.allCases)
    func aYearAtEveryWidthMatchesTheGoldens(depth: (ColorDepth, String), language: Language) throws {
        for weekStart in WeekStart.allCases {
            let report = try TerminalHeatmapTests.report(.year(2026), weekStart: weekStart)
            let text = Self.widths.map { width in
                "=== \(width) columns\n" + Self.render(report, depth: depth.0, language: language, width: width)
            }.joined(separator: "\n")
            assertSnapshot(
                text, named: "golden/terminal-year-widths-\(depth.1)-\(language.rawValue)-\(weekStart.rawValue).txt")
        }
    }

    /// The grid lines alone, without the facts beside them.
    static func grid(_ report: ContributionReport, style: TerminalStyle) -> [String] {
        let cells = TerminalCells(
            depth: style.depth, palette: style.palette, background: style.background,
            ambiguousWide: style.ambiguousWide)
        return TerminalGrid(
            report: report, style: style, labels: TerminalLabels(language: style.language), cells: cells
        )
        .lines
    }

    @Test(arguments: TerminalHeatmapTests.depthNames, Language.allCases)
    func eightyColumnsShowAllFiftyThreeWeeks(depth: (ColorDepth, String), language: Language) throws {
        let report = try TerminalHeatmapTests.report(.year(2026))
        let text = Self.render(report, depth: depth.0, language: language, width: 80)
        #expect(!text.contains("weeks"), "a cut note at 80 columns")
        #expect(!text.contains("週"), "a cut note at 80 columns")
        let style = TerminalStyle(depth: depth.0, language: language, width: 80)
        let grid = try GridReading(
            Self.grid(report, style: style).joined(separator: "\n"), report: report, depth: depth.0, style: style,
            layout: .narrow)
        #expect(grid.columnCount == 53 && grid.problems.isEmpty && grid.days.count == grid.expectedDayCount)
        for line in text.split(separator: "\n") {
            #expect(TerminalText.width(TerminalText.sanitize(String(line))) <= 80)
        }
    }

    /// Every layout, depth, language, week start and width: each drawn day has the JSON's level.
    @Test(arguments: TerminalHeatmapTests.depthNames, [false, true])
    func everyDrawnDayHasItsLevel(depth: (ColorDepth, String), ambiguousWide: Bool) throws {
        for weekStart in WeekStart.allCases {
            let report = try TerminalHeatmapTests.report(.year(2026), weekStart: weekStart)
            let json = try JSONSerialization.jsonObject(with: Data(ReportDocument.text(of: report).utf8))
            let days = try #require((json as? [String: Any])?["days"] as? [[String: Any]])
            let levels = Dictionary(
                uniqueKeysWithValues: days.compactMap { day -> (String, Int)? in
                    guard let date = day["date"] as? String, let level = day["level"] as? Int else { return nil }
                    return (date, level)
                })
            for cells in TerminalCellLayout.allCases {
                for language in Language.allCases {
                    for width in Self.widths + [40] {
                        let style = TerminalStyle(
                            depth: depth.0, language: language, width: width, ambiguousWide: ambiguousWide, cells: cells
                        )
                        let grid = Self.grid(report, style: style)
                        // The report draws exactly these lines, the facts beside them or below.
                        let drawnLines = TerminalHeatmap.render(report, style: style).split(separator: "\n").map(
                            String.init)
                        for line in grid where !line.isEmpty { #expect(drawnLines.contains { $0.hasPrefix(line) }) }
                        let drawn = try GridReading(
                            grid.joined(separator: "\n"), report: report, depth: depth.0, style: style)
                        let where_ = "\(cells) \(language) \(weekStart) \(width) columns"
                        #expect(drawn.problems.isEmpty, "\(where_): \(drawn.problems.prefix(3))")
                        #expect(drawn.days.count == drawn.expectedDayCount, "\(where_): \(drawn.days.count) days read")
                        for (date, level) in drawn.days {
                            #expect(levels[date.description] == level, "\(where_): \(date)")
                        }
                        // Future days are blank, never level 0.
                        #expect(drawn.days.keys.allSatisfy { $0 <= report.options.today })
                    }
                }
            }
        }
    }
}
