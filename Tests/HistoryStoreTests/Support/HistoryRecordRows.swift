import QiitaModel

@testable import HistoryStore

extension HistoryRecord {
    /// The rows of one fetch: each article of `snapshot` with its counts. Views kept from an
    /// earlier fetch (stale: the API did not give them this time) are unknown at this fetch:
    /// recording the old count at the new time would invent a day without views and put the
    /// whole rise on the next fetch.
    static func rows(of snapshot: Snapshot) -> [HistoryRecord] {
        snapshot.items.map { item in
            HistoryRecord(
                host: snapshot.host, user: snapshot.user.id, article: item.id, createdAt: item.createdAt,
                fetchedAt: snapshot.fetchedAt, views: item.viewsStale ? nil : item.pageViewsCount,
                likes: item.likesCount,
                stocks: item.stocksCount, isPrivate: item.isPrivate)
        }
    }
}
