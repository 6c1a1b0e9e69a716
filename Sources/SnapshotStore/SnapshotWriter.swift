import QiitaModel

/// Writes snapshot files byte for byte as `JSONEncoder` did with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes` (the format of every cache written so far):
/// members in the order of their keys' bytes, `"key" : value`, two spaces a level, an empty
/// array as `[`, an empty line and `]`, and only quotes, backslashes and control characters
/// escaped. A fetch of 10,000 articles spent a quarter of its instructions in the encoder's
/// generic machinery; this appends the same bytes directly.
enum SnapshotWriter {
    /// The snapshot as the cache stores it, with a trailing newline.
    static func encode(_ snapshot: Snapshot) -> [UInt8] {
        var json = PrettyJSON()
        json.bytes.reserveCapacity(1024 + snapshot.items.count * 512)
        json.open(UInt8(ascii: "{"))
        json.key("fetched_at")
        json.string(snapshot.fetchedAt)
        json.key("format_version")
        json.int(snapshot.formatVersion)
        json.key("host")
        json.string(snapshot.host)
        json.key("items")
        json.open(UInt8(ascii: "["))
        for item in snapshot.items {
            json.element()
            write(item, to: &json)
        }
        json.close(UInt8(ascii: "]"))
        if snapshot.truncated {
            json.key("truncated")
            json.bool(true)
        }
        json.key("user")
        write(snapshot.user, to: &json)
        json.key("views_available")
        json.bool(snapshot.viewsAvailable)
        json.close(UInt8(ascii: "}"))
        json.bytes.append(UInt8(ascii: "\n"))
        return json.bytes
    }

    private static func write(_ item: SnapshotItem, to json: inout PrettyJSON) {
        json.open(UInt8(ascii: "{"))
        json.key("comments_count")
        json.int(item.commentsCount)
        json.key("created_at")
        json.string(item.createdAt)
        json.key("id")
        json.string(item.id)
        json.key("likes_count")
        json.int(item.likesCount)
        json.key("page_views_count")
        if let views = item.pageViewsCount { json.int(views) } else { json.null() }
        json.key("private")
        json.bool(item.isPrivate)
        json.key("stocks_count")
        json.int(item.stocksCount)
        json.key("tags")
        json.open(UInt8(ascii: "["))
        for tag in item.tags {
            json.element()
            json.string(tag)
        }
        json.close(UInt8(ascii: "]"))
        json.key("title")
        json.string(item.title)
        json.key("updated_at")
        json.string(item.updatedAt)
        json.key("url")
        json.string(item.url)
        json.key("views_stale")
        json.bool(item.viewsStale)
        json.close(UInt8(ascii: "}"))
    }

    /// The user; a nil name or description is left out, as the synthesised encoder leaves it.
    private static func write(_ user: QiitaUser, to json: inout PrettyJSON) {
        json.open(UInt8(ascii: "{"))
        if let description = user.description {
            json.key("description")
            json.string(description)
        }
        json.key("followers_count")
        json.int(user.followersCount)
        json.key("id")
        json.string(user.id)
        json.key("items_count")
        json.int(user.itemsCount)
        if let name = user.name {
            json.key("name")
            json.string(name)
        }
        json.key("profile_image_url")
        json.string(user.profileImageURL)
        json.close(UInt8(ascii: "}"))
    }
}
