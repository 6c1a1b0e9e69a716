import QiitaModel
import TestSupport
import Testing

@testable import Contributions

@Suite struct ContributionsAggregateTests {
    private func novemberInTokyo(includePrivate: Bool = false) throws -> ContributionOptions {
        var options = try ContributionsFixture.options(
            "2026-11-01", "2026-11-30", zone: "Asia/Tokyo", includePrivate: includePrivate, today: "2026-11-30")
        options.period = .month(try #require(CalendarMonth(parsing: "2026-11")))
        return options
    }

    @Test func totalsItemsAndProblemsOfTheFixture() throws {
        let report = try Contributions.aggregate(try ContributionsFixture.snapshot(), options: try novemberInTokyo())
        #expect(report.items.map { String($0.item.id.prefix(2)) } == ["a2", "a4", "a5", "a6", "a7"])
        #expect(
            report.items.map(\.date.description) == [
                "2026-11-30", "2026-11-28", "2026-11-28", "2026-11-05", "2026-11-01",
            ])
        #expect(report.totals == ContributionTotals(posts: 5, likes: 26, stocks: 10, views: 1774, viewsUnknown: 1))
        #expect(report.allTime == ContributionTotals(posts: 9, likes: 136, stocks: 53, views: 11_484, viewsUnknown: 1))
        #expect(report.problems.map(\.id) == ["a4000000000000000004"])
        #expect(report.streaks == Streaks(current: 1, longest: 1))
        #expect(report.busiestDay?.date.description == "2026-11-28")
        #expect(report.days.first { $0.date.day == 5 }?.views == nil)
        #expect(
            report.days.first { $0.date.day == 28 }.map { ($0.posts, $0.likes, $0.views, $0.level) } ?? (0, 0, nil, 0)
                == (2, 15, 1274, 2))
    }

    @Test func privateItemsChangeNothingUnlessIncluded() throws {
        let snapshot = try ContributionsFixture.snapshot()
        var withoutPrivate = snapshot
        withoutPrivate.items.removeAll(where: \.isPrivate)
        #expect(withoutPrivate.items.count == snapshot.items.count - 1)
        let options = try novemberInTokyo()
        #expect(
            try Contributions.aggregate(snapshot, options: options)
                == Contributions.aggregate(withoutPrivate, options: options))

        let included = try Contributions.aggregate(snapshot, options: try novemberInTokyo(includePrivate: true))
        #expect(included.totals == ContributionTotals(posts: 6, likes: 76, stocks: 30, views: 6774, viewsUnknown: 1))
        #expect(included.streaks == Streaks(current: 3, longest: 3))
        #expect(included.items.contains { $0.item.isPrivate })
    }

    @Test func aMalformedTimestampIsAnErrorNamingTheItem() throws {
        var snapshot = try ContributionsFixture.snapshot()
        snapshot.items[4].createdAt = "2026-11-28 09:00:00"
        let error = try #require(throws: ContributionError.self) {
            try Contributions.aggregate(snapshot, options: try novemberInTokyo())
        }
        #expect(error == .malformedTimestamp(itemID: "a5000000000000000005", value: "2026-11-28 09:00:00"))
        #expect(error.exitCode == .dataError)
        #expect(error.message.contains("a5000000000000000005"))
    }

    @Test func futurePostsAndFutureDaysAreFine() throws {
        // The original app crashed on a post dated later in the month than today.
        let items = [ContributionsFixture.item("late", "2026-11-29T12:00:00+09:00")]
        let report = try Contributions.aggregate(
            ContributionsFixture.snapshot(items),
            options: try ContributionsFixture.options(
                "2026-11-01", "2026-11-30", zone: "Asia/Tokyo", today: "2026-11-10"))
        #expect(report.days.count == 30)
        #expect(report.totals.posts == 1)
        #expect(report.streaks == Streaks(current: 0, longest: 1))
    }

    @Test(arguments: [(WeekStart.sunday, 5, 0), (.monday, 6, 6)])
    func theWeekGridHasBlanksOutsideThePeriod(weekStart: WeekStart, columns: Int, leading: Int) throws {
        let options = try ContributionsFixture.options("2026-11-01", "2026-11-30", weekStart: weekStart)
        let report = try Contributions.aggregate(ContributionsFixture.snapshot([]), options: options)
        #expect(report.layout.weeks.count == columns)
        #expect(report.layout.weeks.allSatisfy { $0.count == 7 })
        let cells = report.layout.weeks.flatMap { $0 }
        #expect(cells.prefix(while: { $0 == nil }).count == leading)
        #expect(cells.compactMap { $0?.date } == report.days.map(\.date))
        for (column, week) in report.layout.weeks.enumerated() {
            for (row, cell) in week.enumerated() {
                guard let cell else { continue }
                #expect(weekStart.row(of: cell.date) == row, "column \(column)")
                #expect(cell.date.weekday.rawValue == (row + (weekStart == .monday ? 1 : 0)) % 7)
            }
        }
        #expect(
            report.layout.monthStarts == [MonthLabel(column: 0, month: try #require(CalendarMonth(parsing: "2026-11")))]
        )
    }

    @Test func monthLabelsSitOnTheColumnOfTheFirst() throws {
        let options = try ContributionsFixture.options("2026-10-15", "2027-01-10")
        let report = try Contributions.aggregate(ContributionsFixture.snapshot([]), options: options)
        let labels = report.layout.monthStarts.map { "\($0.month)@\($0.column)" }
        // 2026-10-15 is a Thursday: column 0 starts Sun Oct 11; Nov 1 is the Sunday of column 3.
        #expect(labels == ["2026-10@0", "2026-11@3", "2026-12@7", "2027-01@11"])
    }

    @Test func zennArticlesCountBesideQiitasWithoutViewsOrStocks() throws {
        var snapshot = try ContributionsFixture.snapshot()
        let options = try novemberInTokyo()
        let qiita = try Contributions.aggregate(snapshot, options: options)
        #expect(qiita.sources.map(\.source) == [.qiita])
        snapshot.zennUser = "emu-user"
        snapshot.items.append(
            SnapshotItem(
                id: "zenn-42", title: "Zenn", url: "https://zenn.dev/emu-user/articles/abc",
                createdAt: "2026-11-28T23:00:00+09:00", updatedAt: "2026-11-28T23:00:00+09:00", likesCount: 7,
                stocksCount: 0, pageViewsCount: nil))
        let both = try Contributions.aggregate(snapshot, options: options)
        #expect(both.totals == ContributionTotals(posts: 6, likes: 33, stocks: 10, views: 1774, viewsUnknown: 1))
        #expect(both.sources.map(\.source) == [.qiita, .zenn])
        #expect(
            both.sources.map(\.totals) == [qiita.totals, ContributionTotals(posts: 1, likes: 7, stocks: 0, views: nil)])
        let day = both.days.first { $0.date.day == 28 }
        #expect(day.map { ($0.posts, $0.likes, $0.views) } ?? (0, 0, nil) == (3, 22, 1274))
        #expect(both.items.contains { $0.item.source == .zenn && $0.date.description == "2026-11-28" })
    }
}
