import QiitaModel
import QiitaStatsCore

/// A list page's items read straight off its bytes: each item's id and whether it came with
/// views. A page of 100 items with their bodies is megabytes of JSON; this reads what the
/// views queue needs in a fraction of the full decode's time, so that the views requests are
/// on their way while the page is decoded. The decode stays the authority.
struct ItemListSkim: Equatable {
    /// Every item's id, in page order.
    var ids: [String]
    /// The ids of the items whose `page_views_count` is `null` or absent, in page order.
    var idsWithoutViews: [String]

    /// Reads `bytes`; nil unless they are a JSON array of objects, each with one string `id` and
    /// at most one integer or `null` `page_views_count`, and every id an article id
    /// (``InvalidItemID``). Other values are skipped, not validated.
    init?(_ bytes: [UInt8]) {
        guard let skim = bytes.withUnsafeBufferPointer({ Self.read(JSONCursor(bytes: $0)) }) else { return nil }
        self = skim
    }

    private init(ids: [String], idsWithoutViews: [String]) {
        self.ids = ids
        self.idsWithoutViews = idsWithoutViews
    }

    private static func read(_ start: JSONCursor) -> ItemListSkim? {
        var cursor = start
        var skim = ItemListSkim(ids: [], idsWithoutViews: [])
        let read = cursor.array { cursor in
            guard let (id, hasViews) = item(&cursor) else { return false }
            skim.ids.append(id)
            if !hasViews { skim.idsWithoutViews.append(id) }
            return true
        }
        return read && cursor.atEnd() ? skim : nil
    }

    /// One item object: its `id`, and whether its `page_views_count` is a number.
    private static func item(_ cursor: inout JSONCursor) -> (id: String, hasViews: Bool)? {
        var id: String?
        var views: Int??
        let read = cursor.object { cursor, key in
            switch key {
            // A repeated member is the decode's to read (it keeps the first): the skim steps aside.
            case _ where cursor.isKey(key, "id"):
                guard id == nil else { return false }
                id = cursor.string()
                return id != nil
            case _ where cursor.isKey(key, "page_views_count"):
                guard views == nil else { return false }
                views = cursor.optionalInteger()
                return views != nil
            default:
                return cursor.skipValue()
            }
        }
        // An id that is not an article id is the decode's to refuse: never requested.
        guard read, let id, InvalidItemID.isValid(id) else { return nil }
        return (id, (views ?? nil) != nil)
    }
}
