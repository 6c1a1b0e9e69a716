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
        try decode(SnapshotFileBytes(copying: bytes))
    }

    /// The snapshot in `data`.
    public static func decode(_ data: Data) throws -> Snapshot {
        try decode(SnapshotFileBytes(copying: data))
    }

    /// The snapshot in a mapped file, read in place: a prolific author's cache is megabytes,
    /// and its items' texts stay in it until they are asked for.
    public static func decode(_ file: MappedFile) throws -> Snapshot {
        try decode(SnapshotFileBytes(unsafeBytes: file.bytes, owner: file))
    }

    private static func decode(_ file: SnapshotFileBytes) throws -> Snapshot {
        let snapshot: Snapshot
        if let fast = fast(JSONCursor(bytes: file.bytes), file: file) {
            snapshot = fast
        } else {
            // `JSONDecoder` has the last word: it reads the same bytes, borrowed while `file` lives.
            let data =
                file.bytes.baseAddress.map {
                    Data(
                        bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: file.bytes.count, deallocator: .none)
                } ?? Data()
            snapshot = try withExtendedLifetime(file) { try JSONDecoder().decode(Snapshot.self, from: data) }
        }
        try CountCheck.check(snapshot)
        return snapshot
    }

    /// Fewer bytes than any item takes in JSON (its members, each value as short as it can
    /// be, no space, `page_views_count` left out: 160), so a file holds at most its size over
    /// this many items. Only a capacity: a file that held more would still be read.
    static let smallestItem = 150

    /// The fast path over `bytes` alone: nil whenever `JSONDecoder` might read them differently.
    static func fast(_ bytes: [UInt8]) -> Snapshot? {
        let file = SnapshotFileBytes(copying: bytes)
        return fast(JSONCursor(bytes: file.bytes), file: file)
    }

    /// The fast path: nil whenever `JSONDecoder` might read the bytes differently, or not at all.
    /// `start` reads `file`; the items' text fields stay in it (``SnapshotText``) unless escaped.
    static func fast(_ start: JSONCursor, file: SnapshotFileBytes) -> Snapshot? {
        var cursor = start
        guard let snapshot = snapshot(&cursor, file: file), cursor.atEnd() else { return nil }
        return snapshot
    }

    private static func snapshot(_ cursor: inout JSONCursor, file: SnapshotFileBytes) -> Snapshot? {
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
            case _ where cursor.isKey(key, "items"):
                JSONCursor.fill(&items) {
                    cursor.list(reservingCapacity: file.bytes.count / Self.smallestItem) {
                        writtenItem(&$0, file: file) ?? item(&$0, file: file)
                    }
                }
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

    private static func item(_ cursor: inout JSONCursor, file: SnapshotFileBytes) -> SnapshotItem? {
        var id: SnapshotText?
        var title: SnapshotText?
        var url: SnapshotText?
        var createdAt: SnapshotText?
        var updatedAt: SnapshotText?
        var likes: Int?
        var stocks: Int?
        var comments: Int?
        var views: Int??  // nil: absent, which the decoder reads as unknown views
        var isPrivate: Bool?
        var tags: SnapshotTags?
        var viewsStale: Bool?
        // Keys are told apart by their length first: one comparison of bytes per member.
        let read = cursor.object { cursor, key in
            switch key.byteCount {
            case 2 where cursor.isKey(key, "id"): JSONCursor.fill(&id) { text(&cursor, file) }
            case 3 where cursor.isKey(key, "url"): JSONCursor.fill(&url) { text(&cursor, file) }
            case 4 where cursor.isKey(key, "tags"): JSONCursor.fill(&tags) { self.tags(&cursor, file) }
            case 5 where cursor.isKey(key, "title"): JSONCursor.fill(&title) { text(&cursor, file) }
            case 7 where cursor.isKey(key, "private"): JSONCursor.fill(&isPrivate) { cursor.bool() }
            case 10 where cursor.isKey(key, "created_at"): JSONCursor.fill(&createdAt) { text(&cursor, file) }
            case 10 where cursor.isKey(key, "updated_at"): JSONCursor.fill(&updatedAt) { text(&cursor, file) }
            case 11 where cursor.isKey(key, "likes_count"): JSONCursor.fill(&likes) { cursor.integer() }
            case 11 where cursor.isKey(key, "views_stale"): JSONCursor.fill(&viewsStale) { cursor.bool() }
            case 12 where cursor.isKey(key, "stocks_count"): JSONCursor.fill(&stocks) { cursor.integer() }
            case 14 where cursor.isKey(key, "comments_count"): JSONCursor.fill(&comments) { cursor.integer() }
            case 16 where cursor.isKey(key, "page_views_count"):
                JSONCursor.fill(&views) { cursor.optionalInteger() }
            default: cursor.skipUnknownMember(key)
            }
        }
        guard read, let id, let title, let url, let createdAt, let updatedAt, let likes, let stocks, let comments,
            let isPrivate, let tags, let viewsStale
        else { return nil }
        return SnapshotItem(
            texts: SnapshotItem.Texts(
                id: id, title: title, url: url, createdAt: createdAt, updatedAt: updatedAt, tags: tags),
            likesCount: likes, stocksCount: stocks, commentsCount: comments, pageViewsCount: views ?? nil,
            isPrivate: isPrivate, viewsStale: viewsStale)
    }

    /// An item laid out as ``SnapshotWriter`` writes it in the cache (its members in order,
    /// its line breaks and indentation), read by matching that layout instead of looking each
    /// key up. Nil, with the cursor where it was, as soon as anything differs: ``item(_:file:)``
    /// then reads it. The values are read as there, so both give the same item.
    static func writtenItem(_ cursor: inout JSONCursor, file: SnapshotFileBytes) -> SnapshotItem? {
        var next = cursor
        guard next.expect("{\n      \"comments_count\" : "), let comments = next.integer(),
            next.expect(",\n      \"created_at\" : "), let createdAt = text(&next, file),
            next.expect(",\n      \"id\" : "), let id = text(&next, file),
            next.expect(",\n      \"likes_count\" : "), let likes = next.integer(),
            next.expect(",\n      \"page_views_count\" : "), let views = next.optionalInteger(),
            next.expect(",\n      \"private\" : "), let isPrivate = next.bool(),
            next.expect(",\n      \"stocks_count\" : "), let stocks = next.integer(),
            next.expect(",\n      \"tags\" : "), let tags = tags(&next, file),
            next.expect(",\n      \"title\" : "), let title = text(&next, file),
            next.expect(",\n      \"updated_at\" : "), let updatedAt = text(&next, file),
            next.expect(",\n      \"url\" : "), let url = text(&next, file),
            next.expect(",\n      \"views_stale\" : "), let viewsStale = next.bool(),
            next.expect("\n    }")
        else { return nil }
        cursor = next
        return SnapshotItem(
            texts: SnapshotItem.Texts(
                id: id, title: title, url: url, createdAt: createdAt, updatedAt: updatedAt, tags: tags),
            likesCount: likes, stocksCount: stocks, commentsCount: comments, pageViewsCount: views,
            isPrivate: isPrivate, viewsStale: viewsStale)
    }

    /// A string left in `file` when it stands there as it is (no escape), else decoded.
    private static func text(_ cursor: inout JSONCursor, _ file: SnapshotFileBytes) -> SnapshotText? {
        if let range = cursor.plainString() { return SnapshotText(unchecked: file, range: range) }
        return cursor.string().map { SnapshotText($0) }
    }

    /// An array of strings left in `file` when every one stands there as it is, else decoded.
    private static func tags(_ cursor: inout JSONCursor, _ file: SnapshotFileBytes) -> SnapshotTags? {
        var plain = cursor
        let start = plain.offset
        if plain.array({ $0.plainString() != nil }) {
            cursor = plain
            return SnapshotTags(unchecked: file, range: start..<plain.offset)
        }
        return cursor.list { $0.string() }.map { SnapshotTags($0) }
    }
}
