import Contributions
import TestSupport
import Testing

/// The gains of the `-gained` metrics, from plain history values (no database).
@Suite struct DailyGainsTests {
    @Test func dailyFetchesGiveExactDaysAndAGapOfThreeDaysSpreadsOverThree() throws {
        let history = try ContributionsFixture.history([
            ("2026-11-10T09:00:00+09:00", ["a": (1000, 10, 1)]),
            ("2026-11-11T09:00:00+09:00", ["a": (1100, 13, 1)]),
            ("2026-11-14T09:00:00+09:00", ["a": (1230, 13, 3)]),
        ])
        let gains = try ContributionsFixture.gains(history, "2026-11-08", "2026-11-15")
        #expect(gains.days.map { $0?.views } == [nil, nil, nil, 100, 43, 43, 44, nil])
        #expect(gains.days.map { $0?.likes } == [nil, nil, nil, 3, 0, 0, 0, nil])
        #expect(gains.days.map { $0?.stocks } == [nil, nil, nil, 0, 0, 1, 1, nil])
        #expect(gains.totals == GainedCounts(views: 230, likes: 3, stocks: 2))
        #expect(gains.decreases.isEmpty)
    }

    @Test func sharesConserveTheTotalWithTheRemainderOnTheLatestDays() {
        for total in [0, 1, 2, 7, 10, 99, 1_000_003] {
            for days in 1...9 {
                let shares = (0..<days).map { DailyGains.share(of: total, days: days, positions: $0...$0) }
                #expect(shares.reduce(0, +) == total, "\(total) over \(days)")
                #expect(shares == shares.sorted(), "\(shares)")
                #expect((shares.max() ?? 0) - (shares.min() ?? 0) <= 1)
            }
        }
    }

    @Test func theFirstSnapshotInventsNoGain() throws {
        let history = try ContributionsFixture.history([
            ("2026-11-10T09:00:00+09:00", ["a": (1000, 10, 1), "b": (5, 0, 0)])
        ])
        let gains = try ContributionsFixture.gains(history, "2026-11-01", "2026-11-30")
        #expect(gains.days.allSatisfy { $0 == nil })
        #expect(gains.totals == nil)
    }

    @Test func twoFetchesOnOneDayGiveThatDay() throws {
        let history = try ContributionsFixture.history([
            ("2026-11-10T09:00:00+09:00", ["a": (1000, 10, 1)]),
            ("2026-11-10T21:00:00+09:00", ["a": (1040, 10, 1)]),
        ])
        let gains = try ContributionsFixture.gains(history, "2026-11-09", "2026-11-11")
        #expect(gains.days.map { $0?.views } == [nil, 40, nil])
    }

    @Test func daysFollowTheReportZone() throws {
        // 09:00 in Tokyo is 00:00 UTC: the same fetches cover other dates in New York.
        let history = try ContributionsFixture.history([
            ("2026-11-10T09:00:00+09:00", ["a": (0, 0, 0)]),
            ("2026-11-11T09:00:00+09:00", ["a": (24, 0, 0)]),
        ])
        #expect(
            try ContributionsFixture.gains(history, "2026-11-10", "2026-11-11").days.map { $0?.views } == [nil, 24])
        #expect(
            try ContributionsFixture.gains(history, "2026-11-09", "2026-11-10", zone: "America/New_York").days.map {
                $0?.views
            }
                == [nil, 24])
    }

    @Test func aCounterThatWentDownGainsNothingAndIsListed() throws {
        let history = try ContributionsFixture.history([
            ("2026-11-10T09:00:00+09:00", ["a": (1000, 10, 1), "b": (50, 2, 0)]),
            ("2026-11-11T09:00:00+09:00", ["a": (990, 12, 1), "b": (60, 2, 0)]),
        ])
        let gains = try ContributionsFixture.gains(history, "2026-11-11", "2026-11-11")
        #expect(gains.days == [GainedCounts(views: 10, likes: 2, stocks: 0)])
        #expect(
            gains.decreases == [
                CounterDecrease(
                    article: "a", counter: .views, from: 1000, to: 990,
                    earlierFetch: try ContributionsFixture.epoch("2026-11-10T00:00:00Z"),
                    laterFetch: try ContributionsFixture.epoch("2026-11-11T00:00:00Z"))
            ])
    }

    @Test func aNewArticleGainsEverythingAndADeletedOneStopsContributing() throws {
        let history = try ContributionsFixture.history(
            [
                ("2026-11-10T09:00:00+09:00", ["old": (100, 1, 0), "gone": (500, 5, 5)]),
                ("2026-11-11T09:00:00+09:00", ["old": (110, 1, 0), "gone": (520, 5, 5), "new": (70, 4, 1)]),
                ("2026-11-12T09:00:00+09:00", ["old": (115, 1, 0), "new": (90, 4, 1)]),
            ], created: ["new": "2026-11-10T20:00:00+09:00"])
        let gains = try ContributionsFixture.gains(history, "2026-11-11", "2026-11-12")
        #expect(gains.days.map { $0?.views } == [10 + 20 + 70, 5 + 20])
        #expect(gains.days.map { $0?.likes } == [4, 0])
        #expect(gains.decreases.isEmpty, "a deleted article is no decrease")
    }

    @Test func anArticleMissingFromTheFetchBeforeGainsNothingThen() throws {
        // Published long ago but not listed by the first fetch (limited-share then, say):
        // nothing is known of what it gained before, so nothing is invented.
        let history = try ContributionsFixture.history([
            ("2026-11-10T09:00:00+09:00", ["a": (100, 0, 0)]),
            ("2026-11-11T09:00:00+09:00", ["a": (100, 0, 0), "b": (900, 9, 9)]),
            ("2026-11-12T09:00:00+09:00", ["a": (100, 0, 0), "b": (950, 9, 9)]),
        ])
        #expect(try ContributionsFixture.gains(history, "2026-11-11", "2026-11-12").days.map { $0?.views } == [0, 50])
    }

    @Test func limitedShareArticlesCountOnlyWhenIncluded() throws {
        let at = "2026-11-11T09:00:00+09:00"
        let history = try ContributionsFixture.history(
            [
                ("2026-11-10T09:00:00+09:00", ["a": (100, 0, 0), "p": (10, 0, 0)]),
                (at, ["a": (101, 0, 0), "p": (30, 0, 0)]),
            ], privateAt: ["p@" + at])
        #expect(try ContributionsFixture.gains(history, "2026-11-11", "2026-11-11").days.map { $0?.views } == [1])
        #expect(
            try ContributionsFixture.gains(history, "2026-11-11", "2026-11-11", includePrivate: true).days.map {
                $0?.views
            } == [21])
    }

    @Test func unknownViewsAreNilWhileLikesAreKnown() throws {
        let history = try ContributionsFixture.history([
            ("2026-11-10T09:00:00+09:00", ["a": (nil, 1, 0)]),
            ("2026-11-11T09:00:00+09:00", ["a": (nil, 3, 0)]),
        ])
        let gains = try ContributionsFixture.gains(history, "2026-11-11", "2026-11-11")
        #expect(gains.days == [GainedCounts(views: nil, likes: 2, stocks: 0)])
        #expect(gains.totals == GainedCounts(views: nil, likes: 2, stocks: 0))
    }

    @Test func aggregateColoursDaysByGainsAndMarksUnknownDays() throws {
        let history = try ContributionsFixture.history([
            ("2026-11-02T12:00:00+00:00", ["a": (0, 0, 0)]),
            ("2026-11-03T12:00:00+00:00", ["a": (8, 0, 0)]),
            ("2026-11-04T12:00:00+00:00", ["a": (10, 0, 0)]),
        ])
        let options = try ContributionsFixture.options("2026-11-01", "2026-11-05", metric: .viewsGained)
        let report = try Contributions.aggregate(
            ContributionsFixture.snapshot([]), options: options, history: GainHistory(history, includePrivate: false))
        #expect(report.days.map(\.isUnknown) == [true, true, false, false, true])
        #expect(report.days.map(\.value) == [0, 0, 8, 2, 0])
        #expect(report.days.map(\.level) == [0, 0, 4, 1, 0])
        #expect(report.busiestDay?.date.description == "2026-11-03")
        #expect(report.gains?.totals == GainedCounts(views: 10, likes: 0, stocks: 0))
        // Other metrics still carry the gains, and know every day.
        let posts = try Contributions.aggregate(
            ContributionsFixture.snapshot([]), options: try ContributionsFixture.options("2026-11-01", "2026-11-05"),
            history: GainHistory(history, includePrivate: false))
        #expect(posts.days.allSatisfy { !$0.isUnknown })
        #expect(posts.days.map { $0.gained?.views } == [nil, nil, 8, 2, nil])
    }
}
