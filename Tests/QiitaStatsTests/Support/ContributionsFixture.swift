import Contributions
import Foundation
import QiitaModel
import Testing

/// Snapshots and options for the Contributions and report-document tests.
enum ContributionsFixture {
    /// The fixture snapshot `Fixtures/contributions-snapshot.json`, loaded from the test bundle.
    static func snapshot() throws -> Snapshot {
        let url = try #require(
            Bundle.module.url(forResource: "contributions-snapshot", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Snapshot.self, from: Data(contentsOf: url))
    }

    /// A snapshot of these items.
    static func snapshot(_ items: [SnapshotItem], viewsAvailable: Bool = true) -> Snapshot {
        Snapshot(
            host: "qiita.com", fetchedAt: "2026-11-30T21:04:05+09:00",
            user: QiitaUser(
                id: "emu-user", name: nil, profileImageURL: "https://example.com/a.png", itemsCount: 0,
                followersCount: 0),
            items: items, viewsAvailable: viewsAvailable)
    }

    /// An item published at `createdAt`.
    static func item(
        _ id: String, _ createdAt: String, likes: Int = 0, stocks: Int = 0, views: Int? = nil, isPrivate: Bool = false
    ) -> SnapshotItem {
        SnapshotItem(
            id: id, title: "Item \(id)", url: "https://qiita.com/emu-user/items/\(id)", createdAt: createdAt,
            updatedAt: createdAt, likesCount: likes, stocksCount: stocks, pageViewsCount: views, isPrivate: isPrivate)
    }

    /// A zone that must exist.
    static func zone(_ name: String) throws -> ReportZone {
        try #require(ReportZone(identifier: name))
    }

    /// A date that must exist.
    static func date(_ text: String) throws -> CalendarDate {
        try #require(CalendarDate(parsing: text))
    }

    /// Options over `from...to` in `zone`, today being `today` (default: `to`).
    static func options(
        _ from: String, _ to: String, zone: String = "UTC", metric: Metric = .posts, scale: LevelScale? = nil,
        thresholds: Thresholds = .standard, weekStart: WeekStart = .sunday, includePrivate: Bool = false,
        today: String? = nil
    ) throws -> ContributionOptions {
        ContributionOptions(
            period: .range(from: try date(from), to: try date(to)), zone: try self.zone(zone), metric: metric,
            scale: scale, thresholds: thresholds, weekStart: weekStart, includePrivate: includePrivate,
            today: try date(today ?? to))
    }
}

/// A fixed-offset zone (`GMT+0930`), the same on every platform.
func fixedZone(_ secondsEast: Int) -> TimeZone? {
    let minutes = abs(secondsEast) / 60
    let hhmm = String(minutes / 60 * 100 + minutes % 60)
    return TimeZone(
        identifier: "GMT" + (secondsEast < 0 ? "-" : "+") + String(repeating: "0", count: 4 - hhmm.count) + hhmm)
}
