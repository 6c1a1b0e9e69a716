import Contributions
import Foundation
import QiitaStatsCore
import Rendering
import TestSupport
import Testing

/// One label policy for every calendar: the rows named are Monday, Wednesday
/// and Friday whatever the week start, and a month label that would touch another gives way, by
/// the same rule in the terminal, the PNG and the SVG.
@Suite struct CalendarLabelPolicyTests {
    static let weekdayNames = Set(Labels(.en).weekdays + Labels(.ja).weekdays)

    /// The texts of the page's calendar, in order.
    static func svgTexts(_ svg: String) -> [String] {
        HTMLScan(svg).texts
    }

    @Test(arguments: WeekStart.allCases)
    func everyPictureNamesMondayWednesdayAndFriday(weekStart: WeekStart) throws {
        let report = try TerminalHeatmapTests.report(.year(2026), weekStart: weekStart)
        let svg = CalendarSVG(report: report, labels: PageLabels(.en)).grid(label: "calendar")
        #expect(Self.svgTexts(svg).filter(Self.weekdayNames.contains) == ["Mon", "Wed", "Fri"])
        let image = try CalendarImage(report, style: ImageStyle(), text: CalendarImageFixture.fonts())
        #expect(image.labels.filter { $0.role == .weekday }.map(\.text) == ["Mon", "Wed", "Fri"])
        #expect(report.layout.weekdayLabels.map(\.weekday) == [.monday, .wednesday, .friday])
        #expect(report.layout.weekdayLabels.map(\.row) == (weekStart == .sunday ? [1, 3, 5] : [0, 2, 4]))
    }

    /// A Japanese year at 80 columns is one column a week: `10月` to `12月` are four columns wide,
    /// as wide as most months. Each label starts over its month's first week, never right of it:
    /// one with no room after the label before it is left out. The pictures, wider a week, name
    /// every month.
    @Test(arguments: WeekStart.allCases)
    func aJapaneseYearAtEightyColumnsNamesEachMonthOverItsFirstWeek(weekStart: WeekStart) throws {
        let report = try TerminalHeatmapTests.report(.year(2026), weekStart: weekStart)
        let text = TerminalHeatmap.render(report, style: TerminalStyle(depth: .none, language: .ja, width: 80))
        let lines = text.split(separator: "\n").map(String.init)
        let monthLine = try #require(lines.first { $0.contains("1月") })
        let months = monthLine.split(separator: " ").map(String.init)
        // Weeks from Sunday, `11月` stands over Nov 1; from Monday, Nov 1 ends October's last week.
        #expect(months == (weekStart == .sunday ? Array(1...11) : Array(1...10) + [12]).map { "\($0)月" })
        // Each label's first column is its month's first week's: the column of the row of the 1st.
        let firstRow = try #require(lines.first { $0.hasPrefix(Labels(.ja).weekday(report.layout.weekdays[0])) })
        let gridStart = TerminalText.width(String(firstRow.prefix { $0 != " " })) + 1
        for start in report.layout.monthStarts where months.contains(Labels(.ja).monthLabel(start.month)) {
            let label = Labels(.ja).monthLabel(start.month)
            let prefix = try #require(monthLine.range(of: label)).lowerBound
            #expect(TerminalText.width(String(monthLine[..<prefix])) == gridStart + start.column, "\(label)")
        }
        let image = try CalendarImage(
            report, style: ImageStyle(language: .ja), text: CalendarImageFixture.fonts())
        #expect(image.labels.filter { $0.role == .month }.map(\.text) == (1...12).map { "\($0)月" })
        let svg = CalendarSVG(report: report, labels: PageLabels(.ja)).grid(label: "calendar")
        #expect(Self.svgTexts(svg).filter { $0.hasSuffix("月") && $0.count > 1 } == (1...12).map { "\($0)月" })
    }
}
