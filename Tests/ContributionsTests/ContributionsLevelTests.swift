import Contributions
import TestSupport
import Testing

@Suite struct ContributionsLevelTests {
    @Test func relativeBandsChangeAtQuartersOfTheMaximum() {
        let levels = (0...8).map { LevelScale.relative.level(of: $0, maximum: 8, thresholds: .standard) }
        #expect(levels == [0, 1, 1, 2, 2, 3, 3, 4, 4])
        let large = [1, 250, 251, 500, 501, 750, 751, 1000].map {
            LevelScale.relative.level(of: $0, maximum: 1000, thresholds: .standard)
        }
        #expect(large == [1, 1, 2, 2, 3, 3, 4, 4])
        #expect(LevelScale.relative.level(of: 1, maximum: 1, thresholds: .standard) == 4)
    }

    @Test func absoluteCountsThresholdsReached() throws {
        let thresholds = try Thresholds([2, 5, 10, 20])
        let levels = [0, 1, 2, 4, 5, 9, 10, 19, 20, 1000].map {
            LevelScale.absolute.level(of: $0, maximum: 1000, thresholds: thresholds)
        }
        #expect(levels == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
        let standard = (0...6).map { LevelScale.absolute.level(of: $0, maximum: 6, thresholds: .standard) }
        #expect(standard == [0, 1, 2, 3, 4, 4, 4])
    }

    @Test func aggregateUsesTheMetricAndScale() throws {
        let items = [
            ContributionsFixture.item("a", "2026-11-02T12:00:00Z", likes: 8, views: 10),
            ContributionsFixture.item("b", "2026-11-03T12:00:00Z", likes: 3, views: nil),
            ContributionsFixture.item("c", "2026-11-03T13:00:00Z", likes: 0, views: 30),
            ContributionsFixture.item("d", "2026-11-04T12:00:00Z", likes: 1),
        ]
        let snapshot = ContributionsFixture.snapshot(items)
        func levels(_ metric: Metric, _ scale: LevelScale? = nil) throws -> [Int] {
            let options = try ContributionsFixture.options("2026-11-01", "2026-11-05", metric: metric, scale: scale)
            return try Contributions.aggregate(snapshot, options: options).days.map(\.level)
        }
        #expect(try levels(.posts) == [0, 1, 2, 1, 0])
        #expect(try levels(.posts, .relative) == [0, 2, 4, 2, 0])
        #expect(try levels(.likes) == [0, 4, 2, 1, 0])
        #expect(try levels(.likes, .absolute) == [0, 4, 3, 1, 0])
        #expect(try levels(.views) == [0, 2, 4, 0, 0])
        let report = try Contributions.aggregate(
            snapshot,
            options: try ContributionsFixture.options(
                "2026-11-01", "2026-11-05", metric: .likes))
        #expect(report.maximumValue == 8)
        #expect(report.busiestDay?.date.description == "2026-11-02")
        #expect(report.days.map(\.views) == [nil, 10, 30, nil, nil])
    }

    @Test func anEmptyMonthIsAllZero() throws {
        for metric in [Metric.posts, .likes, .views] {
            for scale in LevelScale.allCases {
                let options = try ContributionsFixture.options("2026-11-01", "2026-11-30", metric: metric, scale: scale)
                let report = try Contributions.aggregate(ContributionsFixture.snapshot([]), options: options)
                #expect(report.days.count == 30)
                #expect(report.days.allSatisfy { $0.level == 0 && $0.value == 0 })
                #expect(report.busiestDay == nil)
                #expect(report.maximumValue == 0)
            }
        }
    }

    @Test func historyMetricsAndMissingViewsAreExplicitErrors() throws {
        let snapshot = ContributionsFixture.snapshot([], viewsAvailable: false)
        for metric in [Metric.viewsGained, .likesGained, .stocksGained] {
            let options = try ContributionsFixture.options("2026-11-01", "2026-11-30", metric: metric)
            #expect(throws: ContributionError.metricNeedsHistory(metric)) {
                try Contributions.aggregate(snapshot, options: options)
            }
        }
        let views = try ContributionsFixture.options("2026-11-01", "2026-11-30", metric: .views)
        #expect(throws: ContributionError.viewsUnavailable) { try Contributions.aggregate(snapshot, options: views) }
        #expect(ContributionError.viewsUnavailable.exitCode == .usage)
    }
}
