import Contributions
import QiitaModel

extension HistoryStore {
    /// Records every article of a successful fetch, in one transaction. The same snapshot
    /// (same host, user and `fetched_at`) is recorded once: again, it writes nothing.
    ///
    /// Returns the rows written (0 when the snapshot was recorded already).
    @discardableResult
    public func record(_ snapshot: Snapshot) throws -> Int {
        try recordRows(snapshot).written
    }

    /// ``record(_:)``, telling also whether the new fetch's gains came from the rows in hand (it
    /// was the newest fetch of its account) rather than from reading the history back.
    func recordRows(_ snapshot: Snapshot) throws -> (written: Int, newest: Bool) {
        guard let fetchedAt = QiitaTimestamp(parsing: snapshot.fetchedAt) else {
            throw HistoryError.badFetchTime(snapshot.fetchedAt)
        }
        return try guarded {
            try database.transaction {
                var writer = HistoryWriter(database, expectedArticles: snapshot.items.count)
                let account = try writer.account(host: snapshot.host, user: snapshot.user.id)
                let fetch = try writer.fetch(account: account, epoch: fetchedAt.epochSeconds, text: snapshot.fetchedAt)
                guard fetch.isNew else { return (0, false) }
                var rows: [(article: Int, record: HistoryRecord)] = []
                rows.reserveCapacity(snapshot.items.count)
                for record in HistoryRecord.rows(of: snapshot) {
                    rows.append(
                        (try writer.article(account: account, id: record.article, createdAt: record.createdAt), record))
                }
                let written = try writer.insertNewCounts(fetch: fetch.id, rows)
                // The fetch just made is the newest one: its pair is computed from the rows in hand.
                let newest = try storeNewestGains(
                    account: account, fetch: fetch.id, at: fetchedAt.epochSeconds, rows: written)
                if !newest { try refreshGains(account: account, from: fetchedAt.epochSeconds) }
                return (written.count, newest)
            }
        }
    }
}
