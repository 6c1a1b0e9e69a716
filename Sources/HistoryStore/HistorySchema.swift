/// The tables of the history and the forward migrations between their versions.
///
/// `PRAGMA application_id` marks the file as a qiita-stats history, so another program's
/// database at the path is refused rather than changed; `PRAGMA user_version` is the schema
/// version, and a history of an older version is migrated forward when it is opened.
enum HistorySchema {
    /// `QSTH` in ASCII.
    static let applicationID = 0x5153_5448

    /// The schema this version writes: the number of migrations.
    static var version: Int { migrations.count }

    /// `migrations[n]` takes a history of version `n` to `n + 1`, inside one transaction.
    static let migrations: [String] = [
        // 1: one row of counts per article per fetch; hosts, users, fetches and articles
        // are stored once each and referred to by rowid, so a row is a handful of integers.
        // `gains` and `decreases` are derived from the counts (FetchPairGain), one row per fetch
        // after the first, rewritten with every write: a report reads them instead of every row.
        """
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY,
            host TEXT NOT NULL,
            user TEXT NOT NULL,
            UNIQUE (host, user)
        );
        CREATE TABLE fetches (
            id INTEGER PRIMARY KEY,
            account INTEGER NOT NULL REFERENCES accounts (id),
            fetched_at INTEGER NOT NULL,
            fetched_at_text TEXT NOT NULL,
            UNIQUE (account, fetched_at)
        );
        CREATE TABLE articles (
            id INTEGER PRIMARY KEY,
            account INTEGER NOT NULL REFERENCES accounts (id),
            article TEXT NOT NULL,
            created_at TEXT NOT NULL,
            UNIQUE (account, article)
        );
        CREATE TABLE counts (
            fetch INTEGER NOT NULL REFERENCES fetches (id),
            article INTEGER NOT NULL REFERENCES articles (id),
            views INTEGER,
            likes INTEGER NOT NULL,
            stocks INTEGER NOT NULL,
            private INTEGER NOT NULL,
            PRIMARY KEY (fetch, article)
        ) WITHOUT ROWID;
        CREATE TABLE gains (
            fetch INTEGER PRIMARY KEY REFERENCES fetches (id),
            previous INTEGER NOT NULL REFERENCES fetches (id),
            views INTEGER,
            likes INTEGER NOT NULL,
            stocks INTEGER NOT NULL,
            public_views INTEGER,
            public_likes INTEGER NOT NULL,
            public_stocks INTEGER NOT NULL
        );
        CREATE TABLE decreases (
            fetch INTEGER NOT NULL REFERENCES fetches (id),
            article INTEGER NOT NULL REFERENCES articles (id),
            counter TEXT NOT NULL,
            before INTEGER NOT NULL,
            after INTEGER NOT NULL,
            private INTEGER NOT NULL
        );
        CREATE INDEX decreases_by_fetch ON decreases (fetch);
        """
    ]
}
