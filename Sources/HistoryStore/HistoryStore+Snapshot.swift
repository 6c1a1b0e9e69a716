import Contributions
import Foundation
import QiitaModel
import SQLiteStore

/// The newest complete fetch of an account: what a report reads instead of fetching.
public struct StoredSnapshot: Sendable {
    /// The snapshot.
    public var snapshot: Snapshot
    /// The avatar of the account's newest fetch that had one.
    public var avatar: Avatar?
    /// When the fetch ended: `--max-age` is measured from it.
    public var fetchedAt: Date
    /// What a report needs of every article it counts, summed in SQL (``snapshot`` may hold only some).
    public var summary: SnapshotSummary
}

extension HistoryStore {
    /// The newest complete fetch of `user` on `host` (nil: the token's user), the one with a token first (it has the
    /// views and limited-share articles). Its items are those published in `created` (epoch seconds; nil: all), the
    /// `ranked` most viewed and most liked of all time (a page's top lists), and those of `ids`, newest first; its
    /// summary counts all (limited-share ones with `includePrivate`, Zenn's with `includeZenn`).
    public func newest(
        host: String, user: String?, created: Range<Int>? = nil, ranked: Int = 0, ids: Set<String> = [],
        includePrivate: Bool = false, includeZenn: Bool = true
    ) throws -> StoredSnapshot? {
        try guarded {
            let newest = try database.withStatement(
                """
                SELECT f.id, f.fetched_at, f.fetched_at_text, f.truncated, a.id, a.user, a.authenticated, a.name,
                    a.profile_image_url, a.items_count, a.followers_count, a.description, a.avatar
                FROM accounts a JOIN fetches f ON f.account = a.id AND f.complete = 1
                WHERE a.host = ?1 AND (?2 IS NULL AND a.authenticated = 1 OR a.user = ?2)
                ORDER BY a.authenticated DESC, f.fetched_at DESC LIMIT 1
                """
            ) { row -> (fetch: Int, account: Int, snapshot: Snapshot, avatar: Avatar?, fetchedAt: Date)? in
                try row.bind([.text(host), .text(user)])
                guard try row.step() else { return nil }
                let profile = QiitaUser(
                    id: row.text(at: 5), name: row.optionalText(at: 7), profileImageURL: row.text(at: 8),
                    itemsCount: row.integer(at: 9), followersCount: row.integer(at: 10),
                    description: row.optionalText(at: 11))
                var snapshot = Snapshot(
                    host: host, fetchedAt: row.text(at: 2), user: profile, items: [],
                    viewsAvailable: row.integer(at: 6) != 0)
                snapshot.truncated = row.integer(at: 3) != 0
                let fetchedAt = Date(timeIntervalSince1970: Double(row.integer(at: 1)) / 1000)
                return (
                    row.integer(at: 0), row.integer(at: 4), snapshot, row.blob(at: 12).flatMap(Avatar.init(bytes:)),
                    fetchedAt
                )
            }
            guard var found = newest else { return nil }
            let counted: [SQLiteValue] = [.integer(found.fetch), .boolean(includePrivate), .boolean(includeZenn)]
            let top = try topRanked(counted, count: ranked)
            var summary = SnapshotSummary()
            var shown = Set<Int>()
            var rows = 0
            var flagged = false
            // Every counted article's numbers, in key order: the sums, the times the streak counts back
            // through, and which to show.
            try database.withStatement(
                """
                SELECT r.id, r.created_epoch, c.private, c.views_stale, c.likes, c.stocks, c.views, r.source = 'qiita'
                FROM counts c CROSS JOIN articles r ON r.id = c.article WHERE c.fetch = ?1 AND (?2 OR r.source = 'qiita')
                """
            ) {
                try $0.forEachRow([.integer(found.fetch), .boolean(includeZenn)]) { row in
                    let (rowid, epoch, isPrivate) = (
                        row.integer(at: 0), row.optionalInteger(at: 1), row.integer(at: 2) != 0
                    )
                    if includePrivate || !isPrivate {
                        summary.count(
                            likes: row.integer(at: 4), stocks: row.integer(at: 5), views: row.optionalInteger(at: 6),
                            publicQiita: !isPrivate && row.integer(at: 7) != 0, published: epoch)
                        flagged = flagged || epoch == nil || row.integer(at: 3) != 0
                    }
                    rows += 1
                    if created.map({ epoch.map($0.contains) ?? false }) ?? true || top.contains(rowid) {
                        shown.insert(rowid)
                    }
                }
            }
            if !ids.isEmpty { shown.formUnion(try rowids(of: ids, account: found.account, includeZenn: includeZenn)) }
            found.snapshot.items = try items(shown, of: rows, fetch: found.fetch)
            if flagged { try problems(counted, into: &summary) }
            return StoredSnapshot(
                snapshot: found.snapshot, avatar: found.avatar, fetchedAt: found.fetchedAt, summary: summary)
        }
    }

    /// The articles of `wanted` with their counts in `fetch` and their tags, newest first; those of the same second
    /// by `created_at`, then id. A few of the fetch's `rows` are looked up; most of them, read in one pass.
    private func items(_ wanted: Set<Int>, of rows: Int, fetch: Int) throws -> [SnapshotItem] {
        guard !wanted.isEmpty else { return [] }
        let list = wanted.count * 4 < rows ? "IN (\(wanted.map(String.init).joined(separator: ",")))" : nil
        var items: [(rowid: Int, epoch: Int, item: SnapshotItem)] = []
        items.reserveCapacity(wanted.count)
        try database.withStatement(
            """
            SELECT r.id, r.created_epoch, r.article, r.title, r.url, r.created_at, coalesce(r.updated_at, r.created_at),
                c.likes, c.stocks, c.comments, c.views, c.private, c.views_stale
            FROM counts c CROSS JOIN articles r ON r.id = c.article
            WHERE c.fetch = ?1 \(list.map { "AND c.article \($0)" } ?? "") ORDER BY c.article
            """
        ) {
            try $0.forEachRow([.integer(fetch)]) { row in
                guard wanted.contains(row.integer(at: 0)) else { return }
                let item = SnapshotItem(
                    id: row.text(at: 2), title: row.text(at: 3), url: row.text(at: 4), createdAt: row.text(at: 5),
                    updatedAt: row.text(at: 6), likesCount: row.integer(at: 7), stocksCount: row.integer(at: 8),
                    commentsCount: row.integer(at: 9), pageViewsCount: row.optionalInteger(at: 10),
                    isPrivate: row.integer(at: 11) != 0, viewsStale: row.integer(at: 12) != 0)
                items.append((row.integer(at: 0), row.optionalInteger(at: 1) ?? .min, item))
            }
        }
        // In rowid order as the items, found by walking forward: a few looked up (a unary + keeps SQLite off the range).
        let range = list.map { "+t.article BETWEEN ?1 AND ?2 AND t.article \($0)" } ?? "t.article BETWEEN ?1 AND ?2"
        var position = 0
        try database.withStatement("SELECT t.article, t.name FROM tags t WHERE \(range) ORDER BY t.article") {
            try $0.forEachRow([.integer(items.first?.rowid ?? 0), .integer(items.last?.rowid ?? -1)]) { row in
                let article = row.integer(at: 0)
                while position < items.count && items[position].rowid < article { position += 1 }
                if position < items.count && items[position].rowid == article {
                    items[position].item.tags.append(row.text(at: 1))
                }
            }
        }
        // The order sorted, not the articles: no buffer of half of them, and each is moved once.
        return items.indices.sorted {
            (items[$0].epoch, items[$0].item.createdAt, items[$0].item.id)
                > (items[$1].epoch, items[$1].item.createdAt, items[$1].item.id)
        }.map { items[$0].item }
    }

    /// The rowids of `account`'s articles of `ids` (Zenn's with `includeZenn`).
    private func rowids(of ids: Set<String>, account: Int, includeZenn: Bool) throws -> [Int] {
        var rowids: [Int] = []
        try database.withStatement(
            "SELECT id FROM articles WHERE account = ?1 AND article = ?2 AND (?3 OR source = 'qiita')"
        ) { statement in
            for id in ids.sorted() {
                try statement.forEachRow([.integer(account), .text(id), .boolean(includeZenn)]) {
                    rowids.append($0.integer(at: 0))
                }
            }
        }
        return rowids
    }

    /// The rowids of the `count` articles of `counted` (`newest`'s) with the most views and with the most likes,
    /// ranked as the page ranks them: the other count, then the newer, then the snapshot's order break ties.
    private func topRanked(_ counted: [SQLiteValue], count: Int) throws -> Set<Int> {
        guard count > 0 else { return [] }
        var rowids = Set<Int>()
        let rankings = [
            ("c.views IS NOT NULL", "c.views DESC, c.likes DESC"), ("1", "c.likes DESC, coalesce(c.views, 0) DESC"),
        ]
        for (ranked, order) in rankings {
            try database.withStatement(
                """
                SELECT r.id FROM counts c CROSS JOIN articles r ON r.id = c.article
                WHERE c.fetch = ?1 AND (?2 OR NOT c.private) AND (?3 OR r.source = 'qiita')
                    AND r.created_epoch IS NOT NULL AND \(ranked)
                ORDER BY \(order), r.created_epoch DESC, r.created_at DESC, r.article DESC LIMIT ?4
                """
            ) { try $0.forEachRow(counted + [.integer(count)]) { rowids.insert($0.integer(at: 0)) } }
        }
        return rowids
    }

    /// The stale views and unreadable times among the `counted` articles (`newest`'s), in snapshot order.
    private func problems(_ counted: [SQLiteValue], into summary: inout SnapshotSummary) throws {
        try database.withStatement(
            """
            SELECT r.article, r.created_at, r.created_epoch IS NULL, c.views_stale, c.views IS NOT NULL
            FROM counts c JOIN articles r ON r.id = c.article
            WHERE c.fetch = ?1 AND (?2 OR NOT c.private) AND (?3 OR r.source = 'qiita')
                AND (c.views_stale OR r.created_epoch IS NULL)
            ORDER BY r.created_at DESC, r.article DESC
            """
        ) {
            try $0.forEachRow(counted) { row in
                if row.integer(at: 2) != 0, summary.malformed == nil {
                    summary.malformed = .malformedTimestamp(itemID: row.text(at: 0), value: row.text(at: 1))
                }
                if row.integer(at: 3) != 0 {
                    summary.problems.append(
                        SnapshotSummary.staleViews(of: row.text(at: 0), known: row.integer(at: 4) != 0))
                }
            }
        }
    }
}
