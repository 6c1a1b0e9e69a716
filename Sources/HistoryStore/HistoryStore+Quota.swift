import QiitaStatsCore

extension HistoryStore {
    /// Runs `change` on the quota count kept for `account` (the token's; never the token) on `host`, in one write
    /// transaction: the other processes using that token wait for it (`BEGIN IMMEDIATE`), so none counts on a request
    /// another has charged.
    public func updateQuota(host: String, account: String, _ change: (inout QuotaCount) -> Void) throws {
        try guarded {
            try database.transaction {
                var count = QuotaCount()
                try database.statement("SELECT remaining, reset, reserved FROM quotas WHERE host = ?1 AND account = ?2")
                    .forEachRow([.text(host), .text(account)]) { row in
                        count = QuotaCount(
                            remaining: row.optionalInteger(at: 0), reset: row.optionalInteger(at: 1),
                            reserved: row.integer(at: 2))
                    }
                let before = count
                change(&count)
                guard count != before else { return }
                try database.statement("INSERT OR REPLACE INTO quotas VALUES (?1, ?2, ?3, ?4, ?5)").run([
                    .text(host), .text(account), .integer(count.remaining), .integer(count.reset),
                    .integer(count.reserved),
                ])
            }
        }
    }
}
