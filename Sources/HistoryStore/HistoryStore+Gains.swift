import Contributions

extension HistoryStore {
    /// Rewrites the stored gains (``FetchPairGain``, with and without limited-share articles)
    /// of `account`'s fetches at or after `from`, each paired with the fetch before it. Every
    /// write calls it inside its transaction, so the gains always follow the rows.
    func refreshGains(account: Int, from: Int) throws {
        let start = try database.integer(Self.fetchBefore, [.integer(account), .integer(from)]) ?? from
        let (history, fetchIDs, articleIDs) = try rows(account: account, from: start, to: Int.max)
        let stale = "(SELECT id FROM fetches WHERE account = ?1 AND fetched_at >= ?2)"
        try database.statement("DELETE FROM gains WHERE fetch IN \(stale)").run([.integer(account), .integer(from)])
        try database.statement("DELETE FROM decreases WHERE fetch IN \(stale)").run([.integer(account), .integer(from)])
        // The rowid of an article by its id, wanted only for a decrease (rare): built then.
        var articleRowids: [String: Int]?
        func rowid(of article: String) -> Int {
            if articleRowids == nil {
                articleRowids = Dictionary(
                    zip(history.articles.map(\.id), articleIDs), uniquingKeysWith: { first, _ in first })
            }
            return articleRowids?[article] ?? 0
        }
        let insertGains = try database.statement("INSERT INTO gains VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
        let insertDecrease = try database.statement("INSERT INTO decreases VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        for index in history.fetches.indices.dropFirst() where history.fetches[index].fetchedAt >= from {
            let (before, after) = (history.fetches[index - 1], history.fetches[index])
            let all = FetchPairGain.between(before, after, articles: history.articles, includePrivate: true)
            let open = FetchPairGain.between(before, after, articles: history.articles, includePrivate: false)
            try insertGains.run([
                .integer(fetchIDs[index]), .integer(fetchIDs[index - 1]), .integer(all.views), .integer(all.likes),
                .integer(all.stocks), .integer(open.views), .integer(open.likes), .integer(open.stocks),
            ])
            let publicDecreases = Set(open.decreases)
            for decrease in all.decreases {
                try insertDecrease.run([
                    .integer(fetchIDs[index]), .integer(rowid(of: decrease.article)),
                    .text(decrease.counter.rawValue), .integer(decrease.from), .integer(decrease.to),
                    .boolean(!publicDecreases.contains(decrease)),
                ])
            }
        }
    }
}
