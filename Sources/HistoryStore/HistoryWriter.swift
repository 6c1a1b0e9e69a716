import Contributions
import QiitaModel
import SQLiteStore

/// Inserts rows inside one transaction, looking each account and article up once.
struct HistoryWriter {
    let store: HistoryStore
    var database: SQLiteDatabase { store.database }
    private var accounts: [String: Int] = [:]
    private var fetches: [[Int]: Int] = [:]
    /// The rowids of the articles of each account written in this transaction, by article id.
    private var articles: [Int: [String: Int]] = [:]

    init(_ store: HistoryStore) { self.store = store }

    /// The rowid of `user` on `host` seen with a token or publicly, added when new; for an imported row (nil),
    /// the existing account (authenticated first), else a new one authenticated when `views` are known.
    mutating func account(host: String, user: String, authenticated: Bool?, views: Int? = nil) throws -> Int {
        let key = "\(host) \(user) \(authenticated.map { $0 ? "1" : "0" } ?? "?")"
        if let known = accounts[key] { return known }
        let flag = authenticated ?? (views != nil)
        let id =
            try (authenticated == nil ? store.accountID(host: host, user: user, authenticated: nil) : nil)
            ?? insert(
                "INSERT INTO accounts (host, user, authenticated) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
                [.text(host), .text(user), .boolean(flag)],
                else: store.accountID(host: host, user: user, authenticated: flag), what: "an account"
            ).id
        accounts[key] = id
        return id
    }

    /// The rowid of `account`'s fetch that ended at `milliseconds`, and whether this writer added it just now.
    mutating func fetch(
        account: Int, milliseconds: Int, text: String, startedAt: Int? = nil, complete: Bool = false,
        truncated: Bool = false
    ) throws -> (id: Int, isNew: Bool) {
        if let known = fetches[[account, milliseconds]] { return (known, false) }
        let fetch = try insert(
            """
            INSERT INTO fetches (account, fetched_at, fetched_at_text, started_at, complete, truncated)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT DO NOTHING
            """,
            [
                .integer(account), .integer(milliseconds), .text(text), .integer(startedAt), .boolean(complete),
                .boolean(truncated),
            ],
            else: database.integer(
                "SELECT id FROM fetches WHERE account = ?1 AND fetched_at = ?2",
                [.integer(account), .integer(milliseconds)]),
            what: "a fetch")
        fetches[[account, milliseconds]] = fetch.id
        return fetch
    }

    /// The rowid of `article` of `account`, added when new (an imported row: no texts).
    mutating func article(account: Int, id article: String, createdAt: String) throws -> Int {
        if let id = articles[account]?[article] { return id }
        let id = try insert(
            "INSERT INTO articles (account, article, created_at, created_epoch, source) VALUES (?1, ?2, ?3, ?4, ?5) "
                + "ON CONFLICT DO NOTHING",
            [
                .integer(account), .text(article), .text(createdAt), .integer(Self.epoch(createdAt)),
                .text(ArticleSource(id: article).rawValue),
            ],
            else: database.integer(
                "SELECT id FROM articles WHERE account = ?1 AND article = ?2", [.integer(account), .text(article)]),
            what: "an article"
        ).id
        articles[account, default: [:]][article] = id
        return id
    }

    /// Runs `insert` with `values`, which adds a row or does nothing on a conflict: the new row's rowid, else the one
    /// `existing` finds, and whether it is new.
    private func insert(
        _ insert: String, _ values: [SQLiteValue], else existing: @autoclosure () throws -> Int?, what: String
    ) throws -> (id: Int, isNew: Bool) {
        try database.statement(insert).run(values)
        let isNew = database.changes == 1
        guard let id = isNew ? database.lastInsertRowID : try existing() else {
            throw HistoryError.notAHistory(path: database.path, reason: "\(what) vanished while being written")
        }
        return (id, isNew)
    }

    /// The rowid of `item` of `account`, its changed texts and tags written; the publication time stays the first
    /// recorded, as the gains of every fetch rely on it.
    mutating func article(account: Int, _ item: SnapshotItem) throws -> Int {
        let texts: [SQLiteValue] = [
            .text(item.title), .text(item.url), .text(item.updatedAt), .boolean(item.isPrivate),
        ]
        var stored: (id: Int, texts: [SQLiteValue])?
        try database.statement(
            "SELECT id, title, url, updated_at, private FROM articles WHERE account = ?1 AND article = ?2"
        ).forEachRow([.integer(account), .text(item.id)]) { row in
            stored = (
                row.integer(at: 0),
                [
                    .text(row.text(at: 1)), .text(row.text(at: 2)), .text(row.optionalText(at: 3)),
                    .integer(row.integer(at: 4)),
                ]
            )
        }
        let id: Int
        if let stored {
            id = stored.id
            if stored.texts != texts {
                try database.statement(
                    "UPDATE articles SET title = ?2, url = ?3, updated_at = ?4, private = ?5 WHERE id = ?1"
                )
                .run([.integer(id)] + texts)
            }
        } else {
            try database.statement(
                """
                INSERT INTO articles (account, article, created_at, created_epoch, source, title, url, updated_at, private)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
                """
            ).run(
                [
                    .integer(account), .text(item.id), .text(item.createdAt), .integer(Self.epoch(item.createdAt)),
                    .text(item.source.rawValue),
                ] + texts
            )
            id = database.lastInsertRowID
        }
        articles[account, default: [:]][item.id] = id
        var tags: [String] = []
        try database.statement("SELECT name FROM tags WHERE article = ?1 ORDER BY position").forEachRow([
            .integer(id)
        ]) { tags.append($0.text(at: 0)) }
        guard tags != item.tags else { return id }
        try database.statement("DELETE FROM tags WHERE article = ?1").run([.integer(id)])
        let insertTag = try database.statement("INSERT INTO tags (article, position, name) VALUES (?1, ?2, ?3)")
        for (position, tag) in item.tags.enumerated() {
            try insertTag.run([.integer(id), .integer(position), .text(tag)])
        }
        return id
    }

    /// The publication time the store indexes: nil for a `created_at` a report refuses.
    static func epoch(_ createdAt: String) -> Int? { QiitaTimestamp(parsing: createdAt)?.epochSeconds }

    /// Inserts one row of counts; false when the fetch has one for the article. `viewsStale` views (kept from an
    /// earlier fetch) are shown by the report and unknown to the history.
    func insertCounts(
        fetch: Int, article: Int, _ record: HistoryRecord, comments: Int? = nil, viewsStale: Bool = false
    ) throws -> Bool {
        try database.statement(
            """
            INSERT INTO counts (fetch, article, views, likes, stocks, private, comments, views_stale)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO NOTHING
            """
        ).run([
            .integer(fetch), .integer(article), .integer(record.views), .integer(record.likes),
            .integer(record.stocks), .boolean(record.isPrivate), .integer(comments), .boolean(viewsStale),
        ])
        return database.changes == 1
    }

    /// Whether `article` has `record`'s views, likes, stocks and share at `fetch` (stale views are unknown).
    func holds(fetch: Int, article: Int, _ record: HistoryRecord) throws -> Bool {
        try database.integer(
            """
            SELECT 1 FROM counts WHERE fetch = ?1 AND article = ?2
                AND CASE WHEN views_stale THEN NULL ELSE views END IS ?3 AND likes = ?4 AND stocks = ?5 AND private = ?6
            """,
            [
                .integer(fetch), .integer(article), .integer(record.views), .integer(record.likes),
                .integer(record.stocks), .boolean(record.isPrivate),
            ]) != nil
    }
}
