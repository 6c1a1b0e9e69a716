import Contributions
import Foundation
import TestSupport
import Testing

/// The one week grid every output draws from: positions, blanks, future days, month labels, cuts.
@Suite struct CalendarLayoutTests {
    static func layout(
        _ from: String, _ to: String, weekStart: WeekStart = .sunday, today: String? = nil
    ) throws -> CalendarLayout {
        let options = try ContributionsFixture.options(from, to, weekStart: weekStart, today: today)
        return try Contributions.aggregate(ContributionsFixture.snapshot([]), options: options).layout
    }

    @Test(arguments: WeekStart.allCases)
    func everyDayHasOneCellInItsWeekdayRow(weekStart: WeekStart) throws {
        let layout = try Self.layout("2026-01-01", "2026-12-31", weekStart: weekStart)
        let cells = layout.cells
        #expect(cells.count == 365)
        #expect(Set(cells.map(\.day.date)).count == 365)
        #expect(layout.columnCount == 53)
        for cell in cells {
            #expect(layout.weekdays[cell.row] == cell.day.date.weekday)
            #expect(layout.cell(column: cell.column, row: cell.row) == cell)
        }
        // 2026-01-01 is a Thursday: row 4 from Sunday, row 3 from Monday, in column 0.
        let first = try #require(cells.first)
        #expect(first.column == 0 && first.row == (weekStart == .sunday ? 4 : 3))
        #expect(layout.cell(column: 0, row: 0) == nil, "a blank before the first day")
        #expect(layout.cell(column: 99, row: 0) == nil && layout.cell(column: 0, row: 7) == nil)
        #expect(weekStart.row(of: .monday) == (weekStart == .sunday ? 1 : 0))
    }

    @Test func daysAfterTodayAreMarkedFuture() throws {
        let layout = try Self.layout("2026-11-01", "2026-11-30", today: "2026-11-10")
        let future = layout.cells.filter(\.isFuture).map(\.day.date.day)
        #expect(future == Array(11...30))
    }

    @Test func aLayoutThatFitsIsNotCut() throws {
        let layout = try Self.layout("2026-01-01", "2026-12-31", today: "2026-11-30")
        #expect(layout.latestWeeks(fitting: 53) == layout)
        #expect(!layout.isCut && layout.firstColumn == 0 && layout.periodColumnCount == 53)
    }

    @Test func aCutEndsWithTheWeekOfTodayAndLabelsItsFirstColumn() throws {
        // Today is Monday Nov 30, in column 48 (Nov 29 – Dec 5).
        let layout = try Self.layout("2026-01-01", "2026-12-31", today: "2026-11-30")
        let cut = layout.latestWeeks(fitting: 10)
        #expect(cut.isCut && cut.columnCount == 10 && cut.firstColumn == 39 && cut.periodColumnCount == 53)
        #expect(cut.weeks == Array(layout.weeks[39..<49]))
        // Column 39 (Sep 27 – Oct 3) holds Oct 1; Nov 1 starts column 44, Dec 1 is in column 48. The cut
        // is laid out as its own days are: September's sliver is named first, and gives way to October.
        #expect(
            cut.monthStarts.map { "\($0.month)@\($0.column)" } == ["2026-09@0", "2026-10@0", "2026-11@5", "2026-12@9"])
        #expect(cut.monthLabels(width: { _ in 3 }, gap: 1).map { "\($0.month)@\($0.column)" }.first == "2026-10@0")
        // Cut after Oct 1, the first column still names its month.
        let later = layout.latestWeeks(fitting: 8)
        #expect(later.monthStarts.map { "\($0.month)@\($0.column)" } == ["2026-10@0", "2026-11@3", "2026-12@7"])
        #expect(cut.cell(column: 9, row: 1)?.day.date.description == "2026-11-30")
        #expect(cut.latestWeeks(fitting: 4).firstColumn == 45, "a cut of a cut counts from the whole period")
        #expect(layout.latestWeeks(fitting: 0).columnCount == 1)
    }

    @Test func aPastPeriodTooWideKeepsItsLastWeeks() throws {
        let layout = try Self.layout("2025-01-01", "2025-12-31", today: "2026-11-30")
        let cut = layout.latestWeeks(fitting: 20)
        #expect(cut.firstColumn == layout.columnCount - 20 && cut.columnCount == 20)
        #expect(cut.monthStarts.first?.column == 0)
    }

    /// The one month label rule: a sliver of a month at the start gives way, and a later label that
    /// would touch the one before is left out: a label never starts right of its month's first column.
    @Test func monthLabelsNeverTouchAndNeverStartRightOfTheirMonth() throws {
        let names = { (layout: CalendarLayout, width: Double, limit: Double) in
            layout.monthLabels(width: { _ in width }, gap: 1, limit: limit).map { "\($0.month)@\($0.column)" }
        }
        // Oct 29 is in column 0 (Oct 25–31); Nov 1 starts column 1: October gives way.
        let late = try Self.layout("2026-10-29", "2027-01-31")
        #expect(names(late, 3, .infinity) == ["2026-11@1", "2026-12@5", "2027-01@9"])
        // Japanese at one column a week: `10月` to `12月` are four columns wide, the others three. November
        // (Nov 1 in column 44) is four weeks before December (column 48): `11月` and its gap leave no room, so
        // `12月` is left out rather than drawn a column right of December's first.
        let year = try Self.layout("2026-01-01", "2026-12-31")
        let width = { (month: CalendarMonth) in month.month >= 10 ? 4.0 : 3 }
        let wide = year.monthLabels(width: width, gap: 1)
        #expect(wide.map(\.month.month) == Array(1...11))
        for (label, next) in zip(wide, wide.dropFirst()) {
            #expect(Double(label.column) + width(label.month) + 1 <= Double(next.column), "\(label.month) touches")
        }
        #expect(Set(wide).isSubset(of: year.monthStarts), "a label off its month's first column")
        // Too wide to fit each month's weeks: some are left out.
        let crowded = year.monthLabels(width: { _ in 8 }, gap: 1)
        #expect(crowded.count < 12 && crowded.first?.column == 0)
        // Nothing ends past the limit.
        #expect(names(year, 3, 50).last == "2026-11@44")
    }
}
