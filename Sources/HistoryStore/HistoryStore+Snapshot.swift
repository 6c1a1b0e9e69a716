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
                return (
                    row.integer(at: 0), row.integer(at: 4), snapshot, row.blob(at: 12).flatMap(Avatar.init(bytes:)),
                    Date(timeIntervalSince1970: Double(row.integer(at: 1)) / 1000)
                )
            }
            guard var found = newest else { return nil }
            let counted: [SQLiteValue] = [.integer(found.fetch), .boolean(includePrivate), .boolean(includeZenn)]
            var listed = try topRanked(counted, count: ranked)
            for id in ids {  // a Zenn article, when Zenn's are left out, is skipped by the pass below
                try database.statement("SELECT id FROM articles WHERE account = ?1 AND article = ?2")
                    .forEachRow([.integer(found.account), .text(id)]) { listed.insert($0.integer(at: 0)) }
            }
            var summary = SnapshotSummary()
            var items: [SnapshotItem] = []
            // Room for the profile's articles (at most the 10,000 listed): growing would move each again, to new pages.
            items.reserveCapacity(min(found.snapshot.user.itemsCount, 10_000))
            var (rowids, epochs): ([Int], [Int?]) = ([], [])
            var flagged = false
            // One pass over the fetch in key order: every counted article's numbers (the sums, the times the streak
            // counts back through) and the texts of those shown.
            try database.withStatement(
                """
                SELECT r.id, r.created_epoch, c.private, c.views_stale, c.likes, c.stocks, c.views, r.source = 'qiita',
                    c.comments, r.article, r.title, r.url, r.created_at, coalesce(r.updated_at, r.created_at)
                FROM counts c CROSS JOIN articles r ON r.id = c.article WHERE c.fetch = ?1
                """
            ) {
                try $0.forEachRow([.integer(found.fetch)]) { row in
                    let qiita = row.integer(at: 7) != 0
                    guard includeZenn || qiita else { return }
                    let (rowid, epoch, isPrivate, stale) = (
                        row.integer(at: 0), row.optionalInteger(at: 1), row.integer(at: 2) != 0, row.integer(at: 3) != 0
                    )
                    let (likes, stocks, views) = (row.integer(at: 4), row.integer(at: 5), row.optionalInteger(at: 6))
                    if includePrivate || !isPrivate {
                        summary.count(
                            likes: likes, stocks: stocks, views: views,
                            publicQiita: !isPrivate && qiita, published: epoch)
                        flagged = flagged || epoch == nil || stale
                    }
                    let inPeriod = created.map { epoch.map($0.contains) ?? false } ?? true
                    guard inPeriod || listed.contains(rowid) else { return }
                    rowids.append(rowid)
                    epochs.append(epoch)
                    items.append(
                        SnapshotItem(
                            id: row.text(at: 9), title: row.text(at: 10), url: row.text(at: 11),
                            createdAt: row.text(at: 12),
                            updatedAt: row.text(at: 13), likesCount: likes, stocksCount: stocks,
                            commentsCount: row.integer(at: 8), pageViewsCount: views, isPrivate: isPrivate,
                            viewsStale: stale))
                }
            }
            try tag(&items, rowids: rowids)
            // Newest first, those of the same second by `created_at`, then id; applied in place, a cycle at a time.
            var order = items.indices.sorted {
                epochs[$0] != epochs[$1]
                    ? epochs[$0] ?? .min > epochs[$1] ?? .min
                    : (items[$0].createdAt, items[$0].id) > (items[$1].createdAt, items[$1].id)
            }
            for start in order.indices {
                var at = start
                while case let from = order[at], from != start {
                    items.swapAt(at, from)
                    epochs.swapAt(at, from)
                    (order[at], at) = (at, from)
                }
                order[at] = at
            }
            summary.published = epochs
            found.snapshot.items = items
            if flagged { try problems(counted, into: &summary) }
            return StoredSnapshot(
                snapshot: found.snapshot, avatar: found.avatar, fetchedAt: found.fetchedAt, summary: summary)
        }
    }

    /// Gives `items` of `rowids` (ascending) their tags: those of a sparse list looked up, of a dense one read in one
    /// pass that stops after the last (SQLite checks no upper bound on every row).
    private func tag(_ items: inout [SnapshotItem], rowids: [Int]) throws {
        guard let first = rowids.first, let last = rowids.last else { return }
        let range =
            rowids.count * 4 < last - first ? "IN (\(rowids.map(String.init).joined(separator: ",")))" : ">= \(first)"
        var index = 0
        // An article's names gather here, then go to it in an array of their count (map copies; the buffer stays).
        var names: [String] = []
        try database.withStatement("SELECT t.article, t.name FROM tags t WHERE t.article \(range) ORDER BY t.article") {
            try $0.bind([])
            while try $0.step() {
                let article = $0.integer(at: 0)
                guard article <= last else { break }
                while rowids[index] < article {
                    (items[index].tags, index) = (names.map { $0 }, index + 1)
                    names.removeAll(keepingCapacity: true)
                }
                if rowids[index] == article { names.append($0.text(at: 1)) }
            }
        }
        items[index].tags = names
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
