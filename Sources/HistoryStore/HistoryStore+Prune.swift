import Contributions

extension HistoryStore {
    /// What a prune did.
    public struct PruneSummary: Sendable, Equatable {
        /// Fetches removed.
        public var removedFetches: Int
        /// Rows of counts removed with them.
        public var removedRows: Int
        /// Fetches left.
        public var keptFetches: Int
    }

    /// Keeps the last fetch of each of the `days` days ending `today` in `zone`, and all before; removes the rest.
    public func prune(keepDaily days: Int, today: CalendarDate, zone: ReportZone) throws -> PruneSummary {
        let firstDay = today.adding(days: 1 - max(1, days))
        return try guarded {
            try database.transaction {
                var doomed: [Int] = []
                var kept = 0
                // The earliest fetch each account loses: its gains are rewritten from there.
                var changed: [Int: Int] = [:]
                // Newest first: the first fetch seen of an account's day is the one kept.
                var seen: Set<[Int]> = []
                try database.withStatement("SELECT id, account, fetched_at FROM fetches ORDER BY fetched_at DESC") {
                    try $0.forEachRow { row in
                        let (account, fetchedAt) = (row.integer(at: 1), row.integer(at: 2))
                        let day = zone.date(epochSeconds: fetchedAt / 1000)
                        if day >= firstDay, !seen.insert([account, day.dayNumber]).inserted {
                            doomed.append(row.integer(at: 0))
                            changed[account] = min(changed[account] ?? Int.max, fetchedAt)
                        } else {
                            kept += 1
                        }
                    }
                }
                var rows = 0
                for fetch in doomed {
                    try database.statement("DELETE FROM counts WHERE fetch = ?1").run([.integer(fetch)])
                    rows += database.changes
                    for table in ["gains", "decreases", "problems", "fetches"] {
                        let key = table == "fetches" ? "id" : "fetch"
                        try database.statement("DELETE FROM \(table) WHERE \(key) = ?1").run([.integer(fetch)])
                    }
                }
                for (account, from) in changed { try refreshGains(account: account, from: from) }
                if !doomed.isEmpty {
                    try database.execute(
                        """
                        DELETE FROM tags WHERE article NOT IN (SELECT DISTINCT article FROM counts);
                        DELETE FROM articles WHERE id NOT IN (SELECT DISTINCT article FROM counts);
                        """)
                }
                return PruneSummary(removedFetches: doomed.count, removedRows: rows, keptFetches: kept)
            }
        }
    }
}
