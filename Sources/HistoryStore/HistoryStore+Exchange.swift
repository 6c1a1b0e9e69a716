import Contributions
import QiitaModel

extension HistoryStore {
    /// Every row by host, user, fetch time and article (stable text); limited-share rows with `includePrivate`.
    public func forEachRecord(includePrivate: Bool, _ body: (HistoryRecord) throws -> Void) throws {
        try guarded {
            try database.withStatement(
                """
                SELECT a.host, a.user, r.article, r.created_at, f.fetched_at_text,
                    CASE WHEN c.views_stale THEN NULL ELSE c.views END, c.likes, c.stocks, c.private
                FROM counts c
                JOIN fetches f ON f.id = c.fetch
                JOIN articles r ON r.id = c.article
                JOIN accounts a ON a.id = f.account
                WHERE c.private = 0 OR ?1
                ORDER BY a.host, a.user, f.fetched_at, r.article
                """
            ) { rows in
                try rows.forEachRow([.integer(includePrivate ? 1 : 0)]) { row in
                    try body(
                        HistoryRecord(
                            host: row.text(at: 0), user: row.text(at: 1), article: row.text(at: 2),
                            createdAt: row.text(at: 3), fetchedAt: row.text(at: 4), views: row.optionalInteger(at: 5),
                            likes: row.integer(at: 6), stocks: row.integer(at: 7), isPrivate: row.integer(at: 8) != 0))
                }
            }
        }
    }

    /// What an import did.
    public struct ImportSummary: Sendable, Equatable {
        /// Rows added.
        public var added = 0
        /// Rows the history held already, with the same counts.
        public var present = 0
        /// Rows added to each account, as `user on host`.
        public var addedTo: [String: Int] = [:]
    }

    /// Adds `records` in one transaction, skipping rows held with the same counts; other counts stop it (`conflict`).
    public func importRecords(_ records: [(line: Int, record: HistoryRecord)], source: String) throws -> ImportSummary {
        try guarded {
            try database.transaction {
                var writer = HistoryWriter(self)
                var summary = ImportSummary()
                // The earliest fetch each account got rows at: its gains are rewritten from there.
                var changed: [Int: Int] = [:]
                for (line, record) in records {
                    guard let fetchedAt = QiitaTimestamp(parsing: record.fetchedAt) else {
                        throw HistoryError.badLine(source: source, line: line, reason: "fetched_at is not a timestamp")
                    }
                    let account = try writer.account(
                        host: record.host, user: record.user, authenticated: nil, views: record.views)
                    let fetch = try writer.fetch(
                        account: account, milliseconds: fetchedAt.epochMilliseconds, text: record.fetchedAt)
                    let article = try writer.article(account: account, id: record.article, createdAt: record.createdAt)
                    if try writer.insertCounts(fetch: fetch.id, article: article, record) {
                        summary.added += 1
                        summary.addedTo["\(record.user) on \(record.host)", default: 0] += 1
                        changed[account] = min(changed[account] ?? Int.max, fetchedAt.epochMilliseconds)
                        continue
                    }
                    guard try writer.holds(fetch: fetch.id, article: article, record) else {
                        throw HistoryError.conflict(
                            source: source, line: line,
                            detail: "article \(record.article) at \(record.fetchedAt) has other counts in the history "
                                + "or on an earlier line")
                    }
                    summary.present += 1
                }
                for (account, from) in changed { try refreshGains(account: account, from: from) }
                return summary
            }
        }
    }
}
