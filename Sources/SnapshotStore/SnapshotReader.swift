import Foundation
import QiitaModel
import QiitaStatsCore

/// Reads snapshot files. A report's time goes mostly into reading the cache, and `Codable`'s
/// generic machinery makes `JSONDecoder` slow on a prolific author's thousands of items; this
/// reads the fields straight off the bytes, several times faster. It understands exactly what
/// `Snapshot`'s encoder writes (any member order, unknown members skipped) and nothing more:
/// on anything else (a repeated member, a number written as `5.0`) it steps aside for
/// `JSONDecoder`, which reads it or says what is wrong.
public enum SnapshotReader {
    /// The snapshot in `bytes`; a count out of ``CountCheck``'s range is a ``CountOutOfRange``.
    public static func decode(_ bytes: [UInt8]) throws -> Snapshot {
        try decode(Data(bytes))
    }

    /// The snapshot in `data` (a file as Foundation read it), read in place: a prolific
    /// author's cache is megabytes, not worth copying into an array first.
    public static func decode(_ data: Data) throws -> Snapshot {
        let snapshot =
            try data.withUnsafeBytes({ fast(JSONCursor(bytes: $0.bindMemory(to: UInt8.self))) })
            ?? JSONDecoder().decode(Snapshot.self, from: data)
        try CountCheck.check(snapshot)
        return snapshot
    }

    /// The fast path: nil whenever `JSONDecoder` might read the bytes differently, or not at all.
    static func fast(_ start: JSONCursor) -> Snapshot? {
        var cursor = start
        guard let snapshot = snapshot(&cursor), cursor.atEnd() else { return nil }
        return snapshot
    }

    private static func snapshot(_ cursor: inout JSONCursor) -> Snapshot? {
        var version: Int?
        var host: String?
        var fetchedAt: String?
        var user: QiitaUser?
        var items: [SnapshotItem]?
        var viewsAvailable: Bool?
        var truncated: Bool?
        let read = cursor.object { cursor, key in
            switch key {
            case _ where cursor.isKey(key, "format_version"): JSONCursor.fill(&version) { cursor.integer() }
            case _ where cursor.isKey(key, "host"): JSONCursor.fill(&host) { cursor.string() }
            case _ where cursor.isKey(key, "fetched_at"): JSONCursor.fill(&fetchedAt) { cursor.string() }
            case _ where cursor.isKey(key, "user"): JSONCursor.fill(&user) { qiitaUser(&cursor) }
            case _ where cursor.isKey(key, "items"): JSONCursor.fill(&items) { cursor.list { item(&$0) } }
            case _ where cursor.isKey(key, "views_available"): JSONCursor.fill(&viewsAvailable) { cursor.bool() }
            case _ where cursor.isKey(key, "truncated"): JSONCursor.fill(&truncated) { cursor.bool() }
            default: cursor.skipUnknownMember(key)
            }
        }
        guard read, let version, let host, let fetchedAt, let user, let items, let viewsAvailable else { return nil }
        var snapshot = Snapshot(
            formatVersion: version, host: host, fetchedAt: fetchedAt, user: user, items: items,
            viewsAvailable: viewsAvailable)
        snapshot.truncated = truncated ?? false
        return snapshot
    }

    private static func qiitaUser(_ cursor: inout JSONCursor) -> QiitaUser? {
        var id: String?
        var name: String??  // nil: absent, which the decoder reads as no name
        var image: String?
        var itemsCount: Int?
        var followers: Int?
        var description: String??
        let read = cursor.object { cursor, key in
            switch key {
            case _ where cursor.isKey(key, "id"): JSONCursor.fill(&id) { cursor.string() }
            case _ where cursor.isKey(key, "name"): JSONCursor.fill(&name) { cursor.optionalString() }
            case _ where cursor.isKey(key, "profile_image_url"): JSONCursor.fill(&image) { cursor.string() }
            case _ where cursor.isKey(key, "items_count"): JSONCursor.fill(&itemsCount) { cursor.integer() }
            case _ where cursor.isKey(key, "followers_count"): JSONCursor.fill(&followers) { cursor.integer() }
            case _ where cursor.isKey(key, "description"): JSONCursor.fill(&description) { cursor.optionalString() }
            default: cursor.skipUnknownMember(key)
            }
        }
        guard read, let id, let image, let itemsCount, let followers else { return nil }
        return QiitaUser(
            id: id, name: name ?? nil, profileImageURL: image, itemsCount: itemsCount, followersCount: followers,
            description: description ?? nil)
    }

    private static func item(_ cursor: inout JSONCursor) -> SnapshotItem? {
        var id: String?
        var title: String?
        var url: String?
        var createdAt: String?
        var updatedAt: String?
        var likes: Int?
        var stocks: Int?
        var comments: Int?
        var views: Int??  // nil: absent, which the decoder reads as unknown views
        var isPrivate: Bool?
        var tags: [String]?
        var viewsStale: Bool?
        let read = cursor.object { cursor, key in
            switch key {
            case _ where cursor.isKey(key, "id"): JSONCursor.fill(&id) { cursor.string() }
            case _ where cursor.isKey(key, "title"): JSONCursor.fill(&title) { cursor.string() }
            case _ where cursor.isKey(key, "url"): JSONCursor.fill(&url) { cursor.string() }
            case _ where cursor.isKey(key, "created_at"): JSONCursor.fill(&createdAt) { cursor.string() }
            case _ where cursor.isKey(key, "updated_at"): JSONCursor.fill(&updatedAt) { cursor.string() }
            case _ where cursor.isKey(key, "likes_count"): JSONCursor.fill(&likes) { cursor.integer() }
            case _ where cursor.isKey(key, "stocks_count"): JSONCursor.fill(&stocks) { cursor.integer() }
            case _ where cursor.isKey(key, "comments_count"): JSONCursor.fill(&comments) { cursor.integer() }
            case _ where cursor.isKey(key, "page_views_count"): JSONCursor.fill(&views) { cursor.optionalInteger() }
            case _ where cursor.isKey(key, "private"): JSONCursor.fill(&isPrivate) { cursor.bool() }
            case _ where cursor.isKey(key, "tags"): JSONCursor.fill(&tags) { cursor.list { $0.string() } }
            case _ where cursor.isKey(key, "views_stale"): JSONCursor.fill(&viewsStale) { cursor.bool() }
            default: cursor.skipUnknownMember(key)
            }
        }
        guard read, let id, let title, let url, let createdAt, let updatedAt, let likes, let stocks, let comments,
            let isPrivate, let tags, let viewsStale
        else { return nil }
        return SnapshotItem(
            id: id, title: title, url: url, createdAt: createdAt, updatedAt: updatedAt, likesCount: likes,
            stocksCount: stocks, commentsCount: comments, pageViewsCount: views ?? nil, isPrivate: isPrivate,
            tags: tags, viewsStale: viewsStale)
    }
}
