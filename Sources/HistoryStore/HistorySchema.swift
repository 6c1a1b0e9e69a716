/// The tables of the history and the forward migrations between their versions. `application_id` marks the file
/// as a history (another program's database is refused, not changed); `user_version` is migrated forward on open.
enum HistorySchema {
    /// `QSTH` in ASCII.
    static let applicationID = 0x5153_5448

    /// The schema this version writes: the number of migrations.
    static var version: Int { migrations.count }

    /// `migrations[n]` takes a history of version `n` to `n + 1`, inside one transaction.
    static let migrations: [String] = [
        // 1: one row of counts per article per fetch, of rowids and integers. `gains` and `decreases` derive from
        // the counts (FetchPairGain), rewritten with every write: a report reads them instead of every row.
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
        """,
        // 2: the store of everything fetched, replacing the JSON cache. An account is a user seen with a token or
        // publicly (`fetch --user` of your own id never replaces your views), with its newest profile and avatar.
        // Fetch times are in ms; a complete fetch holds every article with its texts and is what a report reads.
        """
        CREATE TABLE accounts_2 (
            id INTEGER PRIMARY KEY,
            host TEXT NOT NULL,
            user TEXT NOT NULL,
            authenticated INTEGER NOT NULL,
            name TEXT,
            profile_image_url TEXT NOT NULL DEFAULT '',
            items_count INTEGER NOT NULL DEFAULT 0,
            followers_count INTEGER NOT NULL DEFAULT 0,
            description TEXT,
            avatar BLOB,
            UNIQUE (host, user, authenticated)
        );
        INSERT INTO accounts_2 (id, host, user, authenticated)
            SELECT id, host, user, EXISTS (
                SELECT 1 FROM fetches f JOIN counts c ON c.fetch = f.id WHERE f.account = a.id AND c.views IS NOT NULL)
            FROM accounts a;
        DROP TABLE accounts;
        ALTER TABLE accounts_2 RENAME TO accounts;
        UPDATE fetches SET fetched_at = fetched_at * 1000;
        ALTER TABLE fetches ADD COLUMN started_at INTEGER;
        ALTER TABLE fetches ADD COLUMN complete INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE fetches ADD COLUMN truncated INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX fetches_complete ON fetches (account, complete, fetched_at);
        ALTER TABLE articles ADD COLUMN source TEXT NOT NULL DEFAULT 'qiita';
        ALTER TABLE articles ADD COLUMN title TEXT NOT NULL DEFAULT '';
        ALTER TABLE articles ADD COLUMN url TEXT NOT NULL DEFAULT '';
        ALTER TABLE articles ADD COLUMN updated_at TEXT;
        ALTER TABLE articles ADD COLUMN private INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE tags (
            article INTEGER NOT NULL REFERENCES articles (id),
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            PRIMARY KEY (article, position)
        ) WITHOUT ROWID;
        ALTER TABLE counts ADD COLUMN comments INTEGER;
        ALTER TABLE counts ADD COLUMN views_stale INTEGER NOT NULL DEFAULT 0;
        """,
        // 3: the publication time in seconds (NULL when `created_at` is not a Qiita timestamp), indexed, so a
        // report reads only its period's articles; SQLite's reading of the old rows agrees with the tool's.
        """
        ALTER TABLE articles ADD COLUMN created_epoch INTEGER;
        UPDATE articles SET created_epoch = unixepoch(created_at)
            WHERE created_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*';
        CREATE INDEX articles_by_time ON articles (account, created_epoch);
        """,
        // 4: the API quota that every process using a token charges (RateBudget), by host and the token's account.
        """
        CREATE TABLE quotas (
            host TEXT NOT NULL, account TEXT NOT NULL, remaining INTEGER, reset INTEGER, reserved INTEGER NOT NULL,
            PRIMARY KEY (host, account)
        ) WITHOUT ROWID;
        """,
        // 5: what each fetch did not get (ItemProblem), so that every report built on it says so: of an article
        // (`article`, limited-share or not) or of the whole fetch (NULL). Older fetches get what their rows show.
        """
        CREATE TABLE problems (
            fetch INTEGER NOT NULL REFERENCES fetches (id),
            kind TEXT NOT NULL,
            article TEXT,
            private INTEGER NOT NULL DEFAULT 0,
            rate_limited INTEGER NOT NULL DEFAULT 0,
            message TEXT NOT NULL,
            since TEXT
        );
        CREATE INDEX problems_by_fetch ON problems (fetch);
        INSERT INTO problems (fetch, kind, article, private, message)
            SELECT c.fetch, iif(c.views IS NULL, 'unknown_views', 'stale_views'), r.article, c.private,
                iif(c.views IS NULL, 'views unknown: no fetch could get them',
                    'views are from an earlier fetch: the last one could not refresh them')
            FROM counts c JOIN articles r ON r.id = c.article WHERE c.views_stale ORDER BY c.fetch, r.created_at DESC;
        INSERT INTO problems (fetch, kind, message)
            SELECT f.id, 'truncated', 'the Qiita API lists at most 10,000 articles (100 pages of 100), and '
                || a.user || ' has more: the oldest are missing from the cache and every report'
            FROM fetches f JOIN accounts a ON a.id = f.account WHERE f.truncated;
        """,
    ]
}
