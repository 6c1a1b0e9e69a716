import Contributions
import SQLiteStore

extension HistoryStore {
    /// The stored gains of `user`'s fetches whose days can touch `from`…`to` (epoch seconds), one pair per fetch;
    /// those of Zenn's articles only with `includeZenn`; with `articles` (ids, such as ``StoredSnapshot/tagged``), only
    /// theirs.
    public func gains(
        host: String, user: String, authenticated: Bool? = nil, from: Int, to: Int, includePrivate: Bool,
        includeZenn: Bool = true, articles: Set<String>? = nil
    ) throws -> GainHistory {
        try guarded {
            guard let account = try accountID(host: host, user: user, authenticated: authenticated) else {
                return GainHistory()
            }
            // The stored gains are of every article: those of some are worked out from their rows.
            if let articles {
                return try gains(account: account, from: from, to: to, of: articles, includePrivate: includePrivate)
            }
            let last = try fetchTime(Self.fetchAfter, account, to)
            let span: [SQLiteValue] = [.integer(account), .integer(Self.milliseconds(from)), .integer(last)]
            let prefix = includePrivate ? "" : "public_"
            var pairs: [FetchPairGain] = []
            var positions: [Int: Int] = [:]
            try database.withStatement(
                """
                SELECT g.fetch, p.fetched_at / 1000, f.fetched_at / 1000, g.\(prefix)views, g.\(prefix)likes,
                    g.\(prefix)stocks
                FROM gains g JOIN fetches f ON f.id = g.fetch JOIN fetches p ON p.id = g.previous
                WHERE f.account = ?1 AND f.fetched_at BETWEEN ?2 AND ?3 ORDER BY f.fetched_at
                """
            ) {
                try $0.forEachRow(span) { row in
                    positions[row.integer(at: 0)] = pairs.count
                    pairs.append(
                        FetchPairGain(
                            earlier: row.integer(at: 1), later: row.integer(at: 2),
                            gained: GainedCounts(
                                views: row.optionalInteger(at: 3), likes: row.integer(at: 4),
                                stocks: row.integer(at: 5))))
                }
            }
            // Without Zenn, its articles' likes come off by FetchPairGain's rule (a rise, or all of an article new
            // since the earlier fetch), applied to each one's counts at both fetches of a pair, found through their ids
            // (`zenn-N`); Zenn has no views or stocks. Likes the same at both fetches gain nothing: those are not read.
            if !includeZenn {
                try database.withStatement(
                    """
                    SELECT g.fetch, a.created_epoch, b.likes, c.likes, c.private
                    FROM gains g JOIN fetches f ON f.id = g.fetch JOIN articles a ON a.account = ?1
                        AND a.article GLOB 'zenn-*' JOIN counts c ON c.fetch = g.fetch AND c.article = a.id
                        LEFT JOIN counts b ON b.fetch = g.previous AND b.article = a.id
                    WHERE f.account = ?1 AND f.fetched_at BETWEEN ?2 AND ?3 AND b.likes IS NOT c.likes
                    """
                ) {
                    try $0.forEachRow(span) { row in
                        guard let position = positions[row.integer(at: 0)] else { return }
                        let count = { ArticleCount(article: 0, views: nil, likes: $0, stocks: 0, isPrivate: $1) }
                        let zenn = FetchPairGain.between(
                            HistoryFetch(
                                fetchedAt: pairs[position].earlier,
                                counts: row.optionalInteger(at: 2).map { [count($0, false)] } ?? []),
                            HistoryFetch(
                                fetchedAt: pairs[position].later,
                                counts: [count(row.integer(at: 3), row.integer(at: 4) != 0)]),
                            articles: [HistoryArticle(id: "", createdAt: row.optionalInteger(at: 1) ?? .min)],
                            includePrivate: includePrivate)
                        pairs[position].gained.likes -= zenn.gained.likes
                    }
                }
            }
            try database.withStatement(
                """
                SELECT d.fetch, a.article, d.counter, d.before, d.after
                FROM decreases d JOIN fetches f ON f.id = d.fetch JOIN articles a ON a.id = d.article
                WHERE f.account = ?1 AND f.fetched_at BETWEEN ?2 AND ?3 AND (?4 OR d.private = 0)
                    AND (?5 OR a.article NOT GLOB 'zenn-*') ORDER BY f.fetched_at, d.rowid
                """
            ) {
                try $0.forEachRow(span + [.boolean(includePrivate), .boolean(includeZenn)]) { row in
                    guard let position = positions[row.integer(at: 0)],
                        let counter = CounterDecrease.Counter(rawValue: row.text(at: 2))
                    else { return }
                    let pair = pairs[position]
                    pairs[position].decreases.append(
                        CounterDecrease(
                            article: row.text(at: 1), counter: counter, from: row.integer(at: 3),
                            to: row.integer(at: 4),
                            earlierFetch: pair.earlier, laterFetch: pair.later))
                }
            }
            return GainHistory(pairs: pairs)
        }
    }

    /// `seconds` in milliseconds, as fetch times are stored; a bound past the range stays past it.
    static func milliseconds(_ seconds: Int) -> Int {
        let (value, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        return overflow ? (seconds < 0 ? .min : .max) : value
    }

    static let fetchBefore = "SELECT max(fetched_at) FROM fetches WHERE account = ?1 AND fetched_at < ?2"
    static let fetchAfter = "SELECT min(fetched_at) FROM fetches WHERE account = ?1 AND fetched_at > ?2"

    /// The time (ms) of the fetch `query` finds for `account` around `seconds`, else `seconds` in milliseconds.
    func fetchTime(_ query: String, _ account: Int, _ seconds: Int) throws -> Int {
        let bound = Self.milliseconds(seconds)
        return try database.integer(query, [.integer(account), .integer(bound)]) ?? bound
    }

    /// The rowid of `user` on `host`, if anything of theirs was recorded.
    func accountID(host: String, user: String, authenticated: Bool?) throws -> Int? {
        try database.integer(
            """
            SELECT id FROM accounts WHERE host = ?1 AND user = ?2 AND (?3 IS NULL OR authenticated = ?3)
            ORDER BY authenticated DESC LIMIT 1
            """, [.text(host), .text(user), authenticated.map(SQLiteValue.boolean) ?? .null])
    }

    /// The rows of `account`'s fetches from `from` to `to`, with each fetch's and article's rowid, in order.
    func rows(account: Int, from: Int, to: Int) throws -> (
        history: SnapshotHistory, fetchIDs: [Int], times: [Int], articleIDs: [Int]
    ) {
        var articles: [HistoryArticle] = []
        var rowids: [Int] = []
        try database.withStatement("SELECT id, article, created_epoch FROM articles WHERE account = ?1 ORDER BY id") {
            try $0.forEachRow([.integer(account)]) { row in
                rowids.append(row.integer(at: 0))
                // An unreadable publication time (no epoch) never makes an article look new.
                articles.append(HistoryArticle(id: row.text(at: 1), createdAt: row.optionalInteger(at: 2) ?? Int.min))
            }
        }
        // Rowid → article through an array, not a hash, in a plain loop: this reads every row of a year.
        let lowest = rowids.first ?? 0
        var slots = [Int](repeating: -1, count: (rowids.last ?? lowest) - lowest + 1)
        for (slot, rowid) in rowids.enumerated() { slots[rowid - lowest] = slot }
        let rows = try database.statement(
            """
            SELECT f.id, f.fetched_at, c.article, CASE WHEN c.views_stale THEN NULL ELSE c.views END, c.likes,
                c.stocks, c.private
            FROM fetches f JOIN counts c ON c.fetch = f.id
            WHERE f.account = ?1 AND f.fetched_at BETWEEN ?2 AND ?3
            ORDER BY f.fetched_at
            """)
        try rows.bind([.integer(account), .integer(from), .integer(to)])
        var fetches: [HistoryFetch] = []
        var fetchIDs: [Int] = []
        var times: [Int] = []
        var counts: [ArticleCount] = []
        while try rows.step() {
            let fetch = rows.integer(at: 0)
            if fetch != fetchIDs.last {
                if !fetchIDs.isEmpty { fetches[fetches.count - 1].counts = counts }
                fetchIDs.append(fetch)
                times.append(rows.integer(at: 1))
                fetches.append(HistoryFetch(fetchedAt: rows.integer(at: 1) / 1000, counts: []))
                counts.removeAll(keepingCapacity: true)
            }
            let rowid = rows.integer(at: 2) - lowest
            guard slots.indices.contains(rowid), slots[rowid] >= 0 else { continue }
            counts.append(
                ArticleCount(
                    article: slots[rowid], views: rows.optionalInteger(at: 3), likes: rows.integer(at: 4),
                    stocks: rows.integer(at: 5), isPrivate: rows.integer(at: 6) != 0))
        }
        if !fetchIDs.isEmpty { fetches[fetches.count - 1].counts = counts }
        return (SnapshotHistory(articles: articles, fetches: fetches), fetchIDs, times, rowids)
    }

    /// Whether the history holds counts of `user` (nil: anyone) on `host`, complete fetch or not (an import).
    public func holdsCounts(host: String, user: String?) throws -> Bool {
        try guarded {
            try database.integer(
                "SELECT 1 FROM fetches f JOIN accounts a ON a.id = f.account WHERE a.host = ?1 AND (?2 IS NULL OR a.user = ?2)",
                [.text(host), .text(user)]) != nil
        }
    }

    /// The user of `host`'s account fetched with a token, if the store has one.
    public func authenticatedUser(host: String) throws -> String? {
        try guarded {
            try database.withStatement("SELECT user FROM accounts WHERE host = ?1 AND authenticated = 1 LIMIT 1") {
                try $0.bind([.text(host)])
                return try $0.step() ? $0.text(at: 0) : nil
            }
        }
    }
}
