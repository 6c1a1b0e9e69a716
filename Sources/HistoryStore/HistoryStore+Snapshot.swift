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
            var summary = try sums(counted)
            let top = try topRanked(counted, count: ranked)
            var items: [(epoch: Int, rowid: Int, item: SnapshotItem)] = []
            var outside: [Int] = []
            var flagged = false
            // One pass over the fetch's rows in key order (cheaper than an index and a sort): every
            // counted article's publication time, the texts of those in `created` only.
            try database.withStatement(
                """
                SELECT r.created_epoch, c.private, c.views_stale, r.id, r.article, r.title, r.url, r.created_at,
                    coalesce(r.updated_at, r.created_at), c.likes, c.stocks, c.comments, c.views
                FROM counts c CROSS JOIN articles r ON r.id = c.article WHERE c.fetch = ?1 AND (?2 OR r.source = 'qiita')
                """
            ) {
                try $0.forEachRow([.integer(found.fetch), .boolean(includeZenn)]) { row in
                    let epoch = row.optionalInteger(at: 0)
                    let isPrivate = row.integer(at: 1) != 0
                    if includePrivate || !isPrivate {
                        if let epoch { summary.postingTimes.append(epoch) }
                        flagged = flagged || epoch == nil || row.integer(at: 2) != 0
                    }
                    if let created, !(epoch.map(created.contains) ?? false) {
                        guard top.contains(row.integer(at: 3)) || ids.contains(row.text(at: 4)) else { return }
                        outside.append(row.integer(at: 3))
                    }
                    let item = SnapshotItem(
                        id: row.text(at: 4), title: row.text(at: 5), url: row.text(at: 6), createdAt: row.text(at: 7),
                        updatedAt: row.text(at: 8), likesCount: row.integer(at: 9), stocksCount: row.integer(at: 10),
                        commentsCount: row.integer(at: 11), pageViewsCount: row.optionalInteger(at: 12),
                        isPrivate: isPrivate, viewsStale: row.integer(at: 2) != 0)
                    items.append((epoch ?? .min, row.integer(at: 3), item))
                }
            }
            let tags = try self.tags(account: found.account, created: created, outside: outside)
            // Newest first; those of the same second by `created_at`, then id.
            items.sort { ($0.epoch, $0.item.createdAt, $0.item.id) > ($1.epoch, $1.item.createdAt, $1.item.id) }
            found.snapshot.items = items.map { entry in
                var item = entry.item
                item.tags = tags[entry.rowid] ?? []
                return item
            }
            if flagged { try problems(counted, into: &summary) }
            return StoredSnapshot(
                snapshot: found.snapshot, avatar: found.avatar, fetchedAt: found.fetchedAt, summary: summary)
        }
    }

    /// The tags of `account`'s articles created in `created` (nil: all) and of the articles `outside` it, by rowid.
    private func tags(account: Int, created: Range<Int>?, outside: [Int]) throws -> [Int: [String]] {
        var tags: [Int: [String]] = [:]
        if !outside.isEmpty {
            let list = outside.map(String.init).joined(separator: ",")
            try database.withStatement(
                "SELECT article, name FROM tags WHERE article IN (\(list)) ORDER BY article, position"
            ) {
                try $0.forEachRow([]) { tags[$0.integer(at: 0), default: []].append($0.text(at: 1)) }
            }
        }
        try database.withStatement(
            created == nil
                ? "SELECT t.article, t.name FROM tags t CROSS JOIN articles r ON r.id = t.article WHERE r.account = ?1"
                : """
                SELECT t.article, t.name FROM articles r JOIN tags t ON t.article = r.id
                WHERE r.account = ?1 AND r.created_epoch >= ?2 AND r.created_epoch < ?3
                ORDER BY r.created_epoch, r.id, t.position
                """
        ) {
            let bounds = created.map { [SQLiteValue.integer($0.lowerBound), .integer($0.upperBound)] } ?? []
            try $0.forEachRow([.integer(account)] + bounds) {
                tags[$0.integer(at: 0), default: []].append($0.text(at: 1))
            }
        }
        return tags
    }

    /// The rowids of the `count` articles of `counted` (as ``sums(_:)``) with the most views and with the most likes,
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

    /// The sums over the articles of `counted`'s fetch a report counts; only Qiita's public ones meet `items_count`.
    private func sums(_ counted: [SQLiteValue]) throws -> SnapshotSummary {
        try database.withStatement(
            """
            SELECT count(*), sum(c.likes), sum(c.stocks), sum(c.views), sum(NOT c.private AND r.source = 'qiita')
            FROM counts c CROSS JOIN articles r ON r.id = c.article
            WHERE c.fetch = ?1 AND (?2 OR NOT c.private) AND (?3 OR r.source = 'qiita')
            """
        ) { row in
            try row.bind(counted)
            _ = try row.step()
            var summary = SnapshotSummary()
            summary.allTime = ContributionTotals(
                posts: row.integer(at: 0), likes: row.integer(at: 1), stocks: row.integer(at: 2),
                views: row.optionalInteger(at: 3))
            summary.publicArticles = row.integer(at: 4)
            return summary
        }
    }

    /// The stale views and unreadable times among the `counted` articles (as ``sums(_:)``), in snapshot order.
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
