import Contributions
import QiitaModel

extension HistoryStore {
    /// Records every article of a successful fetch, in one transaction. The same snapshot
    /// (same host, user and `fetched_at`) is recorded once: again, it writes nothing.
    ///
    /// Returns the rows written (0 when the snapshot was recorded already).
    @discardableResult
    public func record(_ snapshot: Snapshot) throws -> Int {
        guard let fetchedAt = QiitaTimestamp(parsing: snapshot.fetchedAt) else {
            throw HistoryError.badFetchTime(snapshot.fetchedAt)
        }
        return try guarded {
            try database.transaction {
                var writer = HistoryWriter(database)
                let account = try writer.account(host: snapshot.host, user: snapshot.user.id)
                let fetch = try writer.fetch(account: account, epoch: fetchedAt.epochSeconds, text: snapshot.fetchedAt)
                guard fetch.isNew else { return 0 }
                var written = 0
                for record in HistoryRecord.rows(of: snapshot) {
                    let article = try writer.article(account: account, id: record.article, createdAt: record.createdAt)
                    if try writer.insertCounts(fetch: fetch.id, article: article, record) { written += 1 }
                }
                try refreshGains(account: account, from: fetchedAt.epochSeconds)
                return written
            }
        }
    }
}
