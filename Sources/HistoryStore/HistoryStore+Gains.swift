import Contributions
import SQLiteStore

extension HistoryStore {
    /// Rewrites the stored gains of `account`'s fetches at or after `from` (ms); called in every write's transaction.
    func refreshGains(account: Int, from: Int) throws {
        // From the latest fetch with rows before `from`: one without rows is no fetch to
        // `rows(account:…)`, and starting from it would leave the first pair unwritten.
        let start =
            try database.integer(
                """
                SELECT fetched_at FROM fetches f
                WHERE account = ?1 AND fetched_at < ?2 AND EXISTS (SELECT 1 FROM counts WHERE fetch = f.id)
                ORDER BY fetched_at DESC LIMIT 1
                """, [.integer(account), .integer(from)]) ?? from
        let (history, fetchIDs, times, articleIDs) = try rows(account: account, from: start, to: Int.max)
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
        for index in history.fetches.indices.dropFirst() where times[index] >= from {
            try storePair(
                fetch: fetchIDs[index], previous: fetchIDs[index - 1], history.fetches[index - 1],
                history.fetches[index], articles: history.articles, rowid: rowid(of:))
        }
    }

    /// Stores the gains of `after` over `before`, with and without limited-share articles, and their decreases.
    private func storePair(
        fetch: Int, previous: Int, _ before: HistoryFetch, _ after: HistoryFetch, articles: [HistoryArticle],
        rowid: (String) -> Int
    ) throws {
        let all = FetchPairGain.between(before, after, articles: articles, includePrivate: true)
        let open = FetchPairGain.between(before, after, articles: articles, includePrivate: false)
        let (a, o) = (all.gained, open.gained)
        try database.statement("INSERT INTO gains VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)").run([
            .integer(fetch), .integer(previous), .integer(a.views), .integer(a.likes), .integer(a.stocks),
            .integer(o.views), .integer(o.likes), .integer(o.stocks),
        ])
        guard !all.decreases.isEmpty else { return }
        let insertDecrease = try database.statement("INSERT INTO decreases VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        let publicDecreases = Set(open.decreases)
        for decrease in all.decreases {
            try insertDecrease.run([
                .integer(fetch), .integer(rowid(decrease.article)), .text(decrease.counter.rawValue),
                .integer(decrease.from), .integer(decrease.to), .boolean(!publicDecreases.contains(decrease)),
            ])
        }
    }
}
