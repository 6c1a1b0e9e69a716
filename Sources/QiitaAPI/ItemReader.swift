import QiitaModel
import QiitaStatsCore

/// Reads the API's items straight off the bytes: a list page of a hundred items with their
/// bodies is megabytes of JSON, and `GET /items/:id` answers come by the hundred; `Codable`'s
/// generic machinery spends most of a fetch's CPU on them. It reads what ``ItemDTO``'s decoder
/// reads (any member order, unknown members skipped, optional members absent or `null`) and
/// nothing more: on anything else (a repeated member, a number written as `5.0`, a count out of
/// range, an id that is not an article id) it returns nil, and `JSONDecoder` reads the bytes
/// or says what is wrong.
enum ItemReader {
    /// One item (`GET /items/:id`), or nil to leave the bytes to `JSONDecoder`.
    static func item(_ bytes: [UInt8]) -> ItemDTO? {
        JSONCursor.document(bytes) { item(&$0) }
    }

    /// A list page, or nil to leave the bytes to `JSONDecoder`.
    static func page(_ bytes: [UInt8]) -> [ItemDTO]? {
        JSONCursor.document(bytes) { $0.list { item(&$0) } }
    }

    private static func item(_ cursor: inout JSONCursor) -> ItemDTO? {
        var id: String?
        var title: String?
        var url: String?
        var createdAt: String?
        var updatedAt: String??  // the outer nil: absent; both read as no value, as the decoder does
        var likes: Int??
        var stocks: Int??
        var comments: Int??
        var views: Int??
        var isPrivate: Bool??
        var tags: [ItemDTO.Tag]??
        let read = cursor.object { cursor, key in
            switch key {
            case _ where cursor.isKey(key, "id"): JSONCursor.fill(&id) { cursor.string() }
            case _ where cursor.isKey(key, "title"): JSONCursor.fill(&title) { cursor.string() }
            case _ where cursor.isKey(key, "url"): JSONCursor.fill(&url) { cursor.string() }
            case _ where cursor.isKey(key, "created_at"): JSONCursor.fill(&createdAt) { cursor.string() }
            case _ where cursor.isKey(key, "updated_at"): JSONCursor.fill(&updatedAt) { cursor.optionalString() }
            case _ where cursor.isKey(key, "likes_count"): JSONCursor.fill(&likes) { count(&cursor) }
            case _ where cursor.isKey(key, "stocks_count"): JSONCursor.fill(&stocks) { count(&cursor) }
            case _ where cursor.isKey(key, "comments_count"): JSONCursor.fill(&comments) { count(&cursor) }
            case _ where cursor.isKey(key, "page_views_count"): JSONCursor.fill(&views) { count(&cursor) }
            case _ where cursor.isKey(key, "private"): JSONCursor.fill(&isPrivate) { cursor.optionalBool() }
            case _ where cursor.isKey(key, "tags"): JSONCursor.fill(&tags) { optionalTags(&cursor) }
            default: cursor.skipUnknownMember(key)
            }
        }
        // An id that is not an article id is the decoder's to refuse (it names the id).
        guard read, let id, InvalidItemID.isValid(id), let title, let url, let createdAt else { return nil }
        return ItemDTO(
            id: id, title: title, url: url, createdAt: createdAt, updatedAt: updatedAt ?? nil,
            likesCount: likes ?? nil, stocksCount: stocks ?? nil, commentsCount: comments ?? nil,
            pageViewsCount: views ?? nil, isPrivate: isPrivate ?? nil, tags: tags ?? nil)
    }

    /// A count as `count(_:of:)` reads it: a plain integer in ``CountCheck``'s range, or `null`;
    /// anything else (out of range, too long, with a fraction) is the decoder's to refuse.
    private static func count(_ cursor: inout JSONCursor) -> Int?? {
        guard let value = cursor.optionalInteger() else { return nil }
        guard let number = value else { return .some(nil) }
        return CountCheck.isSane(number) ? .some(number) : nil
    }

    /// The tags, or nil for `null` (the outer nil: neither).
    private static func optionalTags(_ cursor: inout JSONCursor) -> [ItemDTO.Tag]?? {
        if cursor.null() { return .some(nil) }
        return cursor.list { tag(&$0) }.map { .some($0) }
    }

    /// A tag object: its `name`, other members skipped.
    private static func tag(_ cursor: inout JSONCursor) -> ItemDTO.Tag? {
        var name: String?
        let read = cursor.object { cursor, key in
            guard cursor.isKey(key, "name") else { return cursor.skipUnknownMember(key) }
            return JSONCursor.fill(&name) { cursor.string() }
        }
        guard read, let name else { return nil }
        return ItemDTO.Tag(name: name)
    }
}
