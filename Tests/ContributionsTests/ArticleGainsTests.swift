import Contributions
import TestSupport
import Testing

/// What each article gained over a period (the page's list), by the rules of the daily gains.
@Suite struct ArticleGainsTests {
    static func gains(
        _ history: SnapshotHistory, _ from: String, _ to: String, includePrivate: Bool = false
    ) throws -> [String: GainedCounts] {
        let range = try #require(
            DateRange(from: try ContributionsFixture.date(from), to: try ContributionsFixture.date(to)))
        let gains = ArticleGains(
            history, range: range, zone: try ContributionsFixture.zone("Asia/Tokyo"), includePrivate: includePrivate)
        return Dictionary(uniqueKeysWithValues: gains.entries.map { ($0.id, $0.gained) })
    }

    @Test func eachArticleGainsTheRisesOfItsPairsAndAFallIsZero() throws {
        let history = try ContributionsFixture.history([
            ("2026-11-10T09:00:00+09:00", ["a": (100, 5, 1), "b": (50, 2, 0)]),
            ("2026-11-11T09:00:00+09:00", ["a": (160, 4, 1), "b": (40, 3, 0)]),
            ("2026-11-12T09:00:00+09:00", ["a": (200, 6, 2), "b": (45, 3, 0)]),
        ])
        let gains = try Self.gains(history, "2026-11-01", "2026-11-30")
        // a: +60 then +40 views; likes 5→4 (no gain) then 4→6; b: 50→40 gains nothing, then +5.
        #expect(gains["a"] == GainedCounts(views: 100, likes: 2, stocks: 1))
        #expect(gains["b"] == GainedCounts(views: 5, likes: 1, stocks: 0))
    }

    @Test func theFirstSnapshotInventsNothingAndADeletedArticleStopsContributing() throws {
        let history = try ContributionsFixture.history(
            [
                ("2026-11-10T09:00:00+09:00", ["a": (100, 5, 1), "gone": (10, 0, 0)]),
                ("2026-11-11T09:00:00+09:00", ["a": (100, 5, 1), "gone": (30, 1, 0), "new": (7, 1, 0)]),
                ("2026-11-12T09:00:00+09:00", ["a": (100, 5, 1), "new": (9, 1, 0)]),
            ], created: ["new": "2026-11-10T20:00:00+09:00"])
        let gains = try Self.gains(history, "2026-11-01", "2026-11-30")
        // `a` gained nothing and is not listed; `gone` kept its gain before it was deleted; `new`
        // gained all its counts since it did not exist at the first fetch.
        #expect(gains["a"] == nil)
        #expect(gains["gone"] == GainedCounts(views: 20, likes: 1, stocks: 0))
        #expect(gains["new"] == GainedCounts(views: 9, likes: 1, stocks: 0))
        let single = try ContributionsFixture.history([("2026-11-10T09:00:00+09:00", ["a": (100, 5, 1)])])
        #expect(try Self.gains(single, "2026-11-01", "2026-11-30").isEmpty)
    }

    @Test func aGapIsSpreadAndOnlyTheDaysInsideThePeriodCount() throws {
        // +90 views over the three days 11-12…11-14: 30 a day; the period ends on the 13th.
        let history = try ContributionsFixture.history([
            ("2026-11-11T09:00:00+09:00", ["a": (0, 0, 0)]),
            ("2026-11-14T09:00:00+09:00", ["a": (90, 3, 0)]),
        ])
        #expect(
            try Self.gains(history, "2026-11-01", "2026-11-13")["a"] == GainedCounts(views: 60, likes: 2, stocks: 0))
        #expect(
            try Self.gains(history, "2026-11-14", "2026-11-30")["a"] == GainedCounts(views: 30, likes: 1, stocks: 0))
        // The shares of the days add up to the daily gains' days.
        let daily = try ContributionsFixture.gains(history, "2026-11-01", "2026-11-13")
        #expect(daily.totals?.views == 60)
    }

    @Test func limitedShareArticlesCountOnlyWhenIncludedAndTheOrderIsByViewsThenLikes() throws {
        let history = try ContributionsFixture.history(
            [
                ("2026-11-10T09:00:00+09:00", ["a": (0, 0, 0), "b": (0, 0, 0), "c": (0, 0, 0), "p": (0, 0, 0)]),
                ("2026-11-11T09:00:00+09:00", ["a": (10, 1, 0), "b": (10, 5, 0), "c": (30, 0, 0), "p": (99, 0, 0)]),
            ], privateAt: ["p@2026-11-11T09:00:00+09:00"])
        let range = try #require(
            DateRange(
                from: try ContributionsFixture.date("2026-11-01"), to: try ContributionsFixture.date("2026-11-30")))
        let zone = try ContributionsFixture.zone("Asia/Tokyo")
        #expect(
            ArticleGains(history, range: range, zone: zone, includePrivate: false).entries.map(\.id) == ["c", "b", "a"])
        #expect(
            ArticleGains(history, range: range, zone: zone, includePrivate: true).entries.map(\.id) == [
                "p", "c", "b", "a",
            ])
    }
}
