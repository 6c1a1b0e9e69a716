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
}

extension HistoryStore {
    /// The newest complete fetch of `user` on `host` (the token's user, the newest fetched with a
    /// token, when nil), or nil when there is none. A user fetched both with a token and
    /// publicly is read from the fetch with a token: it has the views and limited-share articles.
    public func newest(host: String, user: String?) throws -> StoredSnapshot? {
        try guarded {
            let newest = try database.withStatement(
                """
                SELECT f.id, f.fetched_at, f.fetched_at_text, f.truncated, a.id, a.user, a.authenticated, a.name,
                    a.profile_image_url, a.items_count, a.followers_count, a.description, a.avatar
                FROM accounts a JOIN fetches f ON f.account = a.id AND f.complete = 1
                WHERE a.host = ?1 AND (?2 IS NULL AND a.authenticated = 1 OR a.user = ?2)
                ORDER BY a.authenticated DESC, f.fetched_at DESC LIMIT 1
                """
            ) { row -> (fetch: Int, stored: StoredSnapshot)? in
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
                let stored = StoredSnapshot(
                    snapshot: snapshot, avatar: row.blob(at: 12).flatMap(Avatar.init(bytes:)), fetchedAt: fetchedAt)
                return (row.integer(at: 0), stored)
            }
            guard var stored = newest?.stored, let fetch = newest?.fetch else { return nil }
            stored.snapshot.items = try items(of: fetch)
            return stored
        }
    }

    /// The articles of `fetch` with their counts, newest first.
    private func items(of fetch: Int) throws -> [SnapshotItem] {
        var tags: [Int: [String]] = [:]
        try database.withStatement(
            """
            SELECT article, name FROM tags WHERE article IN (SELECT article FROM counts WHERE fetch = ?1)
            ORDER BY article, position
            """
        ) { try $0.forEachRow([.integer(fetch)]) { tags[$0.integer(at: 0), default: []].append($0.text(at: 1)) } }
        var items: [SnapshotItem] = []
        try database.withStatement(
            """
            SELECT r.id, r.article, r.title, r.url, r.created_at, coalesce(r.updated_at, r.created_at), c.likes,
                c.stocks, c.comments, c.views, c.private, c.views_stale
            FROM counts c JOIN articles r ON r.id = c.article
            WHERE c.fetch = ?1 ORDER BY r.created_at DESC, r.article DESC
            """
        ) {
            try $0.forEachRow([.integer(fetch)]) { row in
                items.append(
                    SnapshotItem(
                        id: row.text(at: 1), title: row.text(at: 2), url: row.text(at: 3),
                        createdAt: row.text(at: 4), updatedAt: row.text(at: 5), likesCount: row.integer(at: 6),
                        stocksCount: row.integer(at: 7), commentsCount: row.integer(at: 8),
                        pageViewsCount: row.optionalInteger(at: 9), isPrivate: row.integer(at: 10) != 0,
                        tags: tags[row.integer(at: 0)] ?? [], viewsStale: row.integer(at: 11) != 0))
            }
        }
        return items
    }
}
