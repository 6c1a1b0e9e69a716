import QiitaModel
import TestSupport
import Testing

@testable import Contributions

/// The by-tag table of a period: an article counts in each of its tags, names group without regard to case.
@Suite struct TagTotalsTests {
    static func entry(_ id: String, _ tags: [String], likes: Int, stocks: Int = 0, views: Int? = nil) throws
        -> ReportItem
    {
        var item = ContributionsFixture.item(
            id, "2026-11-05T10:00:00+09:00", likes: likes, stocks: stocks, views: views)
        item.tags = tags
        return ReportItem(item: item, date: try ContributionsFixture.date("2026-11-05"))
    }

    @Test func anArticleCountsInEachOfItsTagsAndNamesGroupWithoutCase() throws {
        let table = TagTotals.table([
            try Self.entry("a1", ["Swift", "Linux"], likes: 10, stocks: 2, views: 100),
            try Self.entry("a2", ["swift", "SWIFT"], likes: 5, stocks: 1, views: 50),
            try Self.entry("a3", ["swift", "Go"], likes: 1, views: nil),
            try Self.entry("a4", ["Linux"], likes: 0, views: 7),
        ])
        #expect(table.map(\.name) == ["swift", "Linux", "Go"])
        #expect(table[0].totals == ContributionTotals(posts: 3, likes: 16, stocks: 3, views: 150, viewsUnknown: 1))
        #expect(table[1].totals == ContributionTotals(posts: 2, likes: 10, stocks: 2, views: 107, viewsUnknown: 0))
        #expect(table[2].totals == ContributionTotals(posts: 1, likes: 1, stocks: 0, views: nil, viewsUnknown: 1))
    }

    @Test func theSpellingShownIsTheCommonestThenTheFirstInSortOrder() throws {
        let common = TagTotals.table([
            try Self.entry("a1", ["iOS"], likes: 0), try Self.entry("a2", ["ios"], likes: 0),
            try Self.entry("a3", ["iOS"], likes: 0),
        ])
        #expect(common.map(\.name) == ["iOS"])
        let tied = TagTotals.table([
            try Self.entry("a1", ["swift"], likes: 0), try Self.entry("a2", ["Swift"], likes: 0),
        ])
        #expect(tied.map(\.name) == ["Swift"])
    }

    @Test func rowsGoByPostsThenLikesThenName() throws {
        let table = TagTotals.table([
            try Self.entry("a1", ["b", "a", "c"], likes: 5), try Self.entry("a2", ["d"], likes: 9),
            try Self.entry("a3", ["c"], likes: 0), try Self.entry("a4", ["e", "f"], likes: 0),
        ])
        #expect(table.map(\.name) == ["c", "d", "a", "b", "e", "f"])
        #expect(TagTotals.table([]).isEmpty)
    }

    @Test func theReportCarriesTheTableOfItsPeriodOnly() throws {
        var items = [
            ContributionsFixture.item("a1", "2026-11-05T10:00:00+09:00", likes: 3),
            ContributionsFixture.item("a2", "2026-10-05T10:00:00+09:00", likes: 4),
        ]
        (items[0].tags, items[1].tags) = (["Swift"], ["Go"])
        let options = try ContributionsFixture.options("2026-11-01", "2026-11-30", zone: "Asia/Tokyo")
        let report = try Contributions.aggregate(ContributionsFixture.snapshot(items), options: options)
        #expect(report.tags.map(\.name) == ["Swift"])
        #expect(report.tags.first?.totals.likes == 3)
    }
}
