import Contributions
import SQLiteStore

extension HistoryStore {
    /// Rewrites the stored gains (``FetchPairGain``, with and without limited-share articles)
    /// of `account`'s fetches at or after `from`, each paired with the fetch before it. Every
    /// write calls it (or, for a fetch newer than all others, ``storeNewestGains(account:fetch:at:rows:)``)
    /// inside its transaction, so the gains always follow the rows.
    func refreshGains(account: Int, from: Int) throws {
        // From the fetch with rows before `from`: one without rows is no fetch to `rows(account:…)`,
        // and starting from it would leave the first pair unwritten.
        let start =
            try database.withStatement(Self.fetchWithRowsBefore) { statement -> Int? in
                try statement.bind([.integer(account), .integer(from)])
                return try statement.step() ? statement.integer(at: 1) : nil
            } ?? from
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
        for index in history.fetches.indices.dropFirst() where history.fetches[index].fetchedAt >= from {
            try storePair(
                fetch: fetchIDs[index], previous: fetchIDs[index - 1], history.fetches[index - 1],
                history.fetches[index], articles: history.articles, rowid: rowid(of:))
        }
    }

    /// Stores the gains of `fetch` (at `fetchedAt`), whose `rows` (each article's rowid and the
    /// row written) were just written, when it is the newest fetch of `account`: from those rows
    /// and only the previous fetch's counts, instead of reading back every article and both
    /// fetches as ``refreshGains(account:from:)`` does, with the same result. False, with nothing
    /// written, when a later fetch exists (its pair changes too): refresh the gains instead.
    func storeNewestGains(
        account: Int, fetch: Int, at fetchedAt: Int, rows: [(article: Int, record: HistoryRecord)]
    ) throws -> Bool {
        guard try database.integer(Self.fetchAfter, [.integer(account), .integer(fetchedAt)]) == nil else {
            return false
        }
        try database.statement("DELETE FROM gains WHERE fetch = ?1").run([.integer(fetch)])
        try database.statement("DELETE FROM decreases WHERE fetch = ?1").run([.integer(fetch)])
        // A fetch without rows is no fetch to `rows(account:…)`: it gains nothing and is no one's
        // previous fetch.
        guard !rows.isEmpty else { return true }
        let previous = try database.withStatement(Self.fetchWithRowsBefore) { statement -> (id: Int, fetchedAt: Int)? in
            try statement.bind([.integer(account), .integer(fetchedAt)])
            return try statement.step() ? (statement.integer(at: 0), statement.integer(at: 1)) : nil
        }
        guard let previous else { return true }
        // In the order of the articles' rowids, as `rows(account:…)` reads them: the order of the
        // decreases stored. Their positions are sorted, not the rows (10,000 rows are 1.2 MB).
        let order = rows.indices.sorted { rows[$0].article < rows[$1].article }
        let lowest = order.first.map { rows[$0].article } ?? 0
        let highest = order.last.map { rows[$0].article } ?? lowest
        // Each article's index in `order` by its rowid, through an array: no hash per row.
        var slots = [Int](repeating: -1, count: highest - lowest + 1)
        for (index, position) in order.enumerated() { slots[rows[position].article - lowest] = index }
        var earlier: [ArticleCount] = []
        earlier.reserveCapacity(order.count)
        var known = [Bool](repeating: false, count: order.count)
        let counts = try database.statement(
            """
            SELECT article, views, likes, stocks, private FROM counts WHERE fetch = ?1 AND article BETWEEN ?2 AND ?3
            """)
        try counts.bind([.integer(previous.id), .integer(lowest), .integer(highest)])
        while try counts.step() {
            let index = slots[counts.integer(at: 0) - lowest]
            guard index >= 0 else { continue }
            known[index] = true
            earlier.append(
                ArticleCount(
                    article: index, views: counts.optionalInteger(at: 1), likes: counts.integer(at: 2),
                    stocks: counts.integer(at: 3), isPrivate: counts.integer(at: 4) != 0))
        }
        // The publication time matters only for an article absent from the previous fetch (new,
        // or back): read as stored, as `rows(account:…)` does.
        let createdAt = try database.statement("SELECT created_at FROM articles WHERE id = ?1")
        var articles: [HistoryArticle] = []
        articles.reserveCapacity(order.count)
        var later: [ArticleCount] = []
        later.reserveCapacity(order.count)
        for (index, position) in order.enumerated() {
            let row = rows[position]
            var created = Int.min
            if !known[index] {
                // Stepped to its end, so the statement holds no read open after the transaction.
                try createdAt.bind([.integer(row.article)])
                while try createdAt.step() {
                    created = QiitaTimestamp(parsing: createdAt.text(at: 0))?.epochSeconds ?? Int.min
                }
            }
            articles.append(HistoryArticle(id: row.record.article, createdAt: created))
            later.append(
                ArticleCount(
                    article: index, views: row.record.views, likes: row.record.likes, stocks: row.record.stocks,
                    isPrivate: row.record.isPrivate))
        }
        var rowids: [String: Int]?
        func rowid(of article: String) -> Int {
            if rowids == nil {
                rowids = Dictionary(
                    rows.map { ($0.record.article, $0.article) }, uniquingKeysWith: { first, _ in first })
            }
            return rowids?[article] ?? 0
        }
        try storePair(
            fetch: fetch, previous: previous.id, HistoryFetch(fetchedAt: previous.fetchedAt, counts: earlier),
            HistoryFetch(fetchedAt: fetchedAt, counts: later), articles: articles, rowid: rowid(of:))
        return true
    }

    /// The id and time of `?1`'s latest fetch before `?2` that has rows.
    static let fetchWithRowsBefore = """
        SELECT id, fetched_at FROM fetches f
        WHERE account = ?1 AND fetched_at < ?2 AND EXISTS (SELECT 1 FROM counts WHERE fetch = f.id)
        ORDER BY fetched_at DESC LIMIT 1
        """

    /// Stores the gains of `after` (fetch `fetch`) over `before` (fetch `previous`), with and
    /// without limited-share articles, and their decreases (`rowid` gives an article's rowid).
    private func storePair(
        fetch: Int, previous: Int, _ before: HistoryFetch, _ after: HistoryFetch, articles: [HistoryArticle],
        rowid: (String) -> Int
    ) throws {
        let all = FetchPairGain.between(before, after, articles: articles, includePrivate: true)
        let open = FetchPairGain.between(before, after, articles: articles, includePrivate: false)
        try database.statement("INSERT INTO gains VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)").run([
            .integer(fetch), .integer(previous), .integer(all.views), .integer(all.likes), .integer(all.stocks),
            .integer(open.views), .integer(open.likes), .integer(open.stocks),
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
