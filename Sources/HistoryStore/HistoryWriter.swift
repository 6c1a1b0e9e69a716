import SQLiteStore

/// Inserts rows inside one transaction, looking each account and article up once.
struct HistoryWriter {
    let database: SQLiteDatabase
    private var accounts: [String: Int] = [:]
    private var fetches: [[Int]: Int] = [:]
    /// The rowids of the articles of the account written last, by article id, and those of the
    /// other accounts written in this transaction (an import can have several).
    private var articles: (account: Int, ids: [String: Int])?
    private var otherArticles: [Int: [String: Int]] = [:]
    /// How many articles the first account is expected to have: the map is sized for them once
    /// instead of growing (and rehashing) as it is read.
    private let expectedArticles: Int
    /// The insert of a row of counts, looked up once: the database's cache of statements is
    /// keyed by their text, and hashing it for each of 10,000 rows was 5 % of recording them.
    private var countsInsert: SQLiteStatement?

    init(_ database: SQLiteDatabase, expectedArticles: Int = 0) {
        self.database = database
        self.expectedArticles = expectedArticles
    }

    /// The rowid of `user` on `host`, added when new.
    mutating func account(host: String, user: String) throws -> Int {
        let key = host + " " + user
        if let known = accounts[key] { return known }
        try database.statement("INSERT INTO accounts (host, user) VALUES (?1, ?2) ON CONFLICT DO NOTHING")
            .run([.text(host), .text(user)])
        guard
            let id = try database.integer(
                "SELECT id FROM accounts WHERE host = ?1 AND user = ?2", [.text(host), .text(user)])
        else { throw HistoryError.notAHistory(path: database.path, reason: "an account vanished while being written") }
        accounts[key] = id
        return id
    }

    /// The rowid of the fetch of `account` at `epoch`, and whether it was added just now (by
    /// this writer: an import adds many rows to each fetch).
    mutating func fetch(account: Int, epoch: Int, text: String) throws -> (id: Int, isNew: Bool) {
        if let known = fetches[[account, epoch]] { return (known, false) }
        try database.statement(
            "INSERT INTO fetches (account, fetched_at, fetched_at_text) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING"
        ).run([.integer(account), .integer(epoch), .text(text)])
        let isNew = database.changes == 1
        let id =
            isNew
            ? database.lastInsertRowID
            : try database.integer(
                "SELECT id FROM fetches WHERE account = ?1 AND fetched_at = ?2", [.integer(account), .integer(epoch)])
        guard let id else {
            throw HistoryError.notAHistory(path: database.path, reason: "a fetch vanished while being written")
        }
        fetches[[account, epoch]] = id
        return (id, isNew)
    }

    /// The rowid of `article` of `account`, added when new (the articles of an account are
    /// read once).
    mutating func article(account: Int, id article: String, createdAt: String) throws -> Int {
        if articles?.account != account { try switchArticles(to: account) }
        if let id = articles?.ids[article] { return id }
        try database.statement("INSERT INTO articles (account, article, created_at) VALUES (?1, ?2, ?3)")
            .run([.integer(account), .text(article), .text(createdAt)])
        let id = database.lastInsertRowID
        articles?.ids[article] = id
        return id
    }

    /// Makes `account`'s map of articles the current one, reading it when first wanted.
    private mutating func switchArticles(to account: Int) throws {
        if let current = articles { otherArticles[current.account] = current.ids }
        if let known = otherArticles.removeValue(forKey: account) {
            articles = (account, known)
            return
        }
        var known: [String: Int] = [:]
        if otherArticles.isEmpty, articles == nil { known.reserveCapacity(expectedArticles) }
        try database.statement("SELECT article, id FROM articles WHERE account = ?1").forEachRow([
            .integer(account)
        ]) { known[$0.text(at: 0)] = $0.integer(at: 1) }
        articles = (account, known)
    }

    /// Inserts one row of counts; false when the fetch already has a row for the article.
    mutating func insertCounts(fetch: Int, article: Int, _ record: HistoryRecord) throws -> Bool {
        let insert =
            try countsInsert
            ?? database.statement(
                """
                INSERT INTO counts (fetch, article, views, likes, stocks, private) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                ON CONFLICT DO NOTHING
                """)
        countsInsert = insert
        try insert.run([
            .integer(fetch), .integer(article), .integer(record.views), .integer(record.likes),
            .integer(record.stocks), .boolean(record.isPrivate),
        ])
        return database.changes == 1
    }

    /// Inserts the rows of counts of `fetch`, a fetch added by this writer (so none of its rows
    /// exist yet), ``countsPerInsert`` rows per statement: one statement per row spent half of
    /// its instructions starting and resetting it. Each article gets its first row in `rows`, as
    /// ``insertCounts(fetch:article:_:)`` row by row would keep; returns the rows written.
    mutating func insertNewCounts(
        fetch: Int, _ rows: [(article: Int, record: HistoryRecord)]
    ) throws -> [(article: Int, record: HistoryRecord)] {
        var seen = Set<Int>(minimumCapacity: rows.count)
        // Copied only when an article is listed twice (10,000 rows are 1.2 MB).
        var written = rows
        if !rows.allSatisfy({ seen.insert($0.article).inserted }) {
            seen.removeAll(keepingCapacity: true)
            written = rows.filter { seen.insert($0.article).inserted }
        }
        let batches = written.count / Self.countsPerInsert
        if batches > 0 {
            let insert = try database.statement(Self.countsBatchInsert)
            var values: [SQLiteValue] = []
            values.reserveCapacity(Self.countsPerInsert * 6)
            for batch in 0..<batches {
                values.removeAll(keepingCapacity: true)
                let start = batch * Self.countsPerInsert
                for (article, record) in written[start..<start + Self.countsPerInsert] {
                    values.append(.integer(fetch))
                    values.append(.integer(article))
                    values.append(.integer(record.views))
                    values.append(.integer(record.likes))
                    values.append(.integer(record.stocks))
                    values.append(.boolean(record.isPrivate))
                }
                try insert.run(values)
            }
        }
        // The last few one by one: a statement of their own would cost more to prepare.
        for (article, record) in written[(batches * Self.countsPerInsert)...] {
            _ = try insertCounts(fetch: fetch, article: article, record)
        }
        return written
    }

    /// Rows per statement of ``insertNewCounts(fetch:_:)``. Preparing it (once per connection)
    /// costs about three times as much per row as running it, so it stays short: for a few
    /// hundred to tens of thousands of rows (6 parameters a row, under SQLite's old limit of 999).
    static let countsPerInsert = 32

    /// The insert of ``countsPerInsert`` rows of counts.
    static let countsBatchInsert =
        "INSERT INTO counts (fetch, article, views, likes, stocks, private) VALUES "
        + repeatElement("(?, ?, ?, ?, ?, ?)", count: countsPerInsert).joined(separator: ", ")

    /// The counts already held for `article` at `fetch`: views, likes, stocks, private.
    func counts(fetch: Int, article: Int) throws -> (views: Int?, likes: Int, stocks: Int, isPrivate: Bool)? {
        let statement = try database.statement(
            "SELECT views, likes, stocks, private FROM counts WHERE fetch = ?1 AND article = ?2")
        try statement.bind([.integer(fetch), .integer(article)])
        guard try statement.step() else { return nil }
        return (
            statement.optionalInteger(at: 0), statement.integer(at: 1), statement.integer(at: 2),
            statement.integer(at: 3) != 0
        )
    }
}
