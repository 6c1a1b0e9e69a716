import Contributions
import Foundation
import QiitaModel
import Testing

/// Snapshots and options for the Contributions and report-document tests.
public enum ContributionsFixture {
    /// The fixture snapshot `Fixtures/contributions-snapshot.json`, loaded from the test bundle.
    public static func snapshot() throws -> Snapshot {
        let url = fixturesSourceDirectory.appendingPathComponent("contributions-snapshot.json")
        return try JSONDecoder().decode(Snapshot.self, from: Data(contentsOf: url))
    }

    /// A snapshot of these items.
    public static func snapshot(_ items: [SnapshotItem], viewsAvailable: Bool = true) -> Snapshot {
        Snapshot(
            host: "qiita.com", fetchedAt: "2026-11-30T21:04:05+09:00",
            user: QiitaUser(
                id: "emu-user", name: nil, profileImageURL: "https://example.com/a.png", itemsCount: 0,
                followersCount: 0),
            items: items, viewsAvailable: viewsAvailable)
    }

    /// An item published at `createdAt`.
    public static func item(
        _ id: String, _ createdAt: String, likes: Int = 0, stocks: Int = 0, views: Int? = nil, isPrivate: Bool = false
    ) -> SnapshotItem {
        SnapshotItem(
            id: id, title: "Item \(id)", url: "https://qiita.com/emu-user/items/\(id)", createdAt: createdAt,
            updatedAt: createdAt, likesCount: likes, stocksCount: stocks, pageViewsCount: views, isPrivate: isPrivate)
    }

    /// A zone that must exist.
    public static func zone(_ name: String) throws -> ReportZone {
        try #require(ReportZone(identifier: name))
    }

    /// A date that must exist.
    public static func date(_ text: String) throws -> CalendarDate {
        try #require(CalendarDate(parsing: text))
    }

    /// Options over `from...to` in `zone`, today being `today` (default: `to`).
    public static func options(
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
public func fixedZone(_ secondsEast: Int) -> TimeZone? {
    let minutes = abs(secondsEast) / 60
    let hhmm = String(minutes / 60 * 100 + minutes % 60)
    return TimeZone(
        identifier: "GMT" + (secondsEast < 0 ? "-" : "+") + String(repeating: "0", count: 4 - hhmm.count) + hhmm)
}

extension ContributionsFixture {
    /// `Fixtures/terminal-snapshot.json`: 65 items over 2026 (every level, CJK, emoji and a hostile title).
    public static func terminalSnapshot() throws -> Snapshot {
        let url = fixturesSourceDirectory.appendingPathComponent("terminal-snapshot.json")
        return try JSONDecoder().decode(Snapshot.self, from: Data(contentsOf: url))
    }

    /// Articles `a`, `b`, … published long before any fetch, or at `created`.
    public static func history(
        _ fetches: [(at: String, counts: [String: (views: Int?, likes: Int, stocks: Int)])],
        created: [String: String] = [:], privateAt: Set<String> = []
    ) throws -> SnapshotHistory {
        let ids = Set(fetches.flatMap { $0.counts.keys }).sorted()
        let articles = try ids.map { id in
            HistoryArticle(id: id, createdAt: try epoch(created[id] ?? "2020-01-01T00:00:00Z"))
        }
        return SnapshotHistory(
            articles: articles,
            fetches: try fetches.map { fetch in
                HistoryFetch(
                    fetchedAt: try epoch(fetch.at),
                    counts: fetch.counts.sorted { $0.key < $1.key }.map { id, counts in
                        ArticleCount(
                            article: ids.firstIndex(of: id) ?? -1, views: counts.views, likes: counts.likes,
                            stocks: counts.stocks, isPrivate: privateAt.contains(id + "@" + fetch.at))
                    })
            })
    }

    public static func epoch(_ text: String) throws -> Int {
        try #require(QiitaTimestamp(parsing: text)).epochSeconds
    }

    public static func gains(
        _ history: SnapshotHistory, _ from: String, _ to: String, zone: String = "Asia/Tokyo",
        includePrivate: Bool = false
    ) throws -> DailyGains {
        let range = try #require(
            DateRange(from: try ContributionsFixture.date(from), to: try ContributionsFixture.date(to)))
        return DailyGains(
            GainHistory(history, includePrivate: includePrivate), range: range,
            zone: try ContributionsFixture.zone(zone))
    }
}

extension GainHistory {
    /// The gains of consecutive fetches of `history`, computed from its rows (what the store keeps per fetch).
    public init(_ history: SnapshotHistory, includePrivate: Bool) {
        let fetches = history.fetches.sorted { $0.fetchedAt < $1.fetchedAt }
        self.init(
            pairs: zip(fetches, fetches.dropFirst()).map { before, after in
                FetchPairGain.between(before, after, articles: history.articles, includePrivate: includePrivate)
            })
    }
}
