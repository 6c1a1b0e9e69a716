import Contributions
import Foundation
import QiitaModel
import Rendering
import TestSupport
import Testing

/// The words every output shares, in English and Japanese.
@Suite struct LabelsTests {
    static func report(
        _ period: Period, metric: Metric = .posts, items: [SnapshotItem] = []
    ) throws -> ContributionReport {
        let options = ContributionOptions(
            period: period, zone: try ContributionsFixture.zone("Asia/Tokyo"), metric: metric,
            today: try ContributionsFixture.date("2026-11-30"))
        return try Contributions.aggregate(ContributionsFixture.snapshot(items), options: options)
    }

    static let november = [
        ContributionsFixture.item("a", "2026-11-02T10:00:00+09:00", likes: 1200),
        ContributionsFixture.item("b", "2026-11-02T11:00:00+09:00", likes: 34),
        ContributionsFixture.item("c", "2026-11-20T11:00:00+09:00", views: 7),
    ]

    @Test func captionsFollowThePeriodAndTheMetric() throws {
        let month = try #require(CalendarMonth(parsing: "2026-11"))
        let cases: [(Period, Metric, Language, String)] = [
            (.month(month), .posts, .en, "3 posts in November 2026"),
            (.month(month), .posts, .ja, "2026年11月の投稿 3件"),
            (.month(month), .likes, .en, "1,234 likes in November 2026"),
            (.month(month), .likes, .ja, "2026年11月のいいね 1,234件"),
            (.year(2026), .views, .en, "7 views in 2026"),
            (.year(2026), .views, .ja, "2026年の閲覧数 7回"),
            (.last(days: 11), .posts, .en, "1 post in the last 11 days"),
            (.last(days: 11), .posts, .ja, "過去11日間の投稿 1件"),
            (
                .range(
                    from: try ContributionsFixture.date("2026-11-03"), to: try ContributionsFixture.date("2026-11-04")),
                .posts, .en, "0 posts from 2026-11-03 to 2026-11-04"
            ),
        ]
        for (period, metric, language, expected) in cases {
            let report = try Self.report(period, metric: metric, items: Self.november)
            #expect(Labels(language).caption(report) == expected)
        }
    }

    @Test func namesInBothLanguages() throws {
        let month = try #require(CalendarMonth(parsing: "2026-11"))
        #expect(Labels(.en).monthLabel(month) == "Nov" && Labels(.ja).monthLabel(month) == "11月")
        #expect(Labels(.en).weekday(.wednesday) == "Wed" && Labels(.ja).weekday(.wednesday) == "水")
        #expect(Labels(.en).legend == ("Less", "More") && Labels(.ja).legend == ("少", "多"))
        #expect(Labels.number(1_234_567) == "1,234,567" && Labels.number(-1000) == "-1,000")
    }
}
