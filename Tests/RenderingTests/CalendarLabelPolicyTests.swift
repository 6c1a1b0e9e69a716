import Contributions
import Foundation
import QiitaStatsCore
import Rendering
import TestSupport
import Testing

/// One label policy for every calendar (issue 27, item 8): the rows named are Monday, Wednesday
/// and Friday whatever the week start, and a month label that would touch another moves, or gives
/// way, by the same rule in the terminal, the PNG and the SVG.
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

    /// A Japanese year at 80 columns is one column a week: `10月` and `11月` are four columns
    /// wide, as wide as most months; a label that would touch the next no longer costs a month.
    @Test(arguments: WeekStart.allCases)
    func aJapaneseYearAtEightyColumnsNamesEveryMonth(weekStart: WeekStart) throws {
        let report = try TerminalHeatmapTests.report(.year(2026), weekStart: weekStart)
        let text = TerminalHeatmap.render(report, style: TerminalStyle(depth: .none, language: .ja, width: 80))
        let monthLine = try #require(text.split(separator: "\n").first { $0.contains("1月") })
        let months = monthLine.split(separator: " ").map(String.init)
        #expect(months == (1...12).map { "\($0)月" })
        let image = try CalendarImage(
            report, style: ImageStyle(language: .ja), text: CalendarImageFixture.fonts())
        #expect(image.labels.filter { $0.role == .month }.map(\.text) == (1...12).map { "\($0)月" })
        let svg = CalendarSVG(report: report, labels: PageLabels(.ja)).grid(label: "calendar")
        #expect(Self.svgTexts(svg).filter { $0.hasSuffix("月") && $0.count > 1 } == (1...12).map { "\($0)月" })
    }
}
