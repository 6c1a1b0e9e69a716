import Foundation

/// What one fetch saw of one user on one host: what the store records, and the input of every report.
public struct Snapshot: Sendable, Equatable {
    /// The snapshot format; bumped on incompatible changes.
    public var formatVersion: Int
    /// The API host (`qiita.com`, a Team host, or `127.0.0.1:PORT` against the emulator).
    public var host: String
    /// When the fetch finished, ISO 8601 with offset.
    public var fetchedAt: String
    /// The user.
    public var user: QiitaUser
    /// Every fetched item, newest first, as the API lists them.
    public var items: [SnapshotItem]
    /// Whether views are known at all (false for `--user`: other users' views are never public).
    public var viewsAvailable: Bool
    /// Whether the list went on past the 10,000 articles the API pages to, so the oldest are
    /// missing.
    public var truncated = false
    /// The Zenn user linked to the account, whose articles are among the items.
    public var zennUser: String?

    /// A snapshot.
    public init(
        formatVersion: Int = 1, host: String, fetchedAt: String, user: QiitaUser, items: [SnapshotItem],
        viewsAvailable: Bool = true
    ) {
        self.formatVersion = formatVersion
        self.host = host
        self.fetchedAt = fetchedAt
        self.user = user
        self.items = items
        self.viewsAvailable = viewsAvailable
    }

    /// The problem of a truncated list, naming how many articles the user's `items_count` says
    /// are missing; nil when the list is whole.
    public var truncation: ItemProblem? {
        guard truncated else { return nil }
        let missing = user.itemsCount - items.filter { !$0.isPrivate && $0.source == .qiita }.count
        let message =
            "the Qiita API lists at most 10,000 articles (100 pages of 100), and \(user.id) has more: "
            + (missing > 0
                ? "\(missing) of the \(user.itemsCount) public ones (items_count), the oldest, are missing"
                : "the oldest are missing")
            + " from the cache and every report"
        return ItemProblem(.truncated, id: nil, message: message)
    }
}

/// The user fields a report shows.
public struct QiitaUser: Sendable, Equatable {
    /// The login name, e.g. `emu-user`.
    public var id: String
    /// The display name; Qiita often sends `""`.
    public var name: String?
    /// The avatar URL.
    public var profileImageURL: String
    /// Public items on qiita.com.
    public var itemsCount: Int
    /// Followers.
    public var followersCount: Int
    /// The profile text (untrusted, may contain CRLF); nil when empty or not sent.
    public var description: String?

    /// A user.
    public init(
        id: String, name: String?, profileImageURL: String, itemsCount: Int, followersCount: Int,
        description: String? = nil
    ) {
        self.id = id
        self.name = name
        self.profileImageURL = profileImageURL
        self.itemsCount = itemsCount
        self.followersCount = followersCount
        self.description = description
    }
}

/// Where an article lives.
public enum ArticleSource: String, Codable, Sendable, CaseIterable {
    /// qiita.com or a Qiita Team host.
    case qiita
    /// zenn.dev.
    case zenn

    /// The source of the article `id`: Zenn's ids are `zenn-` and Zenn's number, a shape no Qiita id has.
    public init(id: String) { self = id.hasPrefix("zenn-") ? .zenn : .qiita }

    /// The site's name, as summaries and labels show it.
    public var name: String { self == .qiita ? "Qiita" : "Zenn" }
}

/// One article, without its body.
public struct SnapshotItem: Sendable, Equatable {
    /// Qiita's 20 lower-case hex characters, or `zenn-` and Zenn's number.
    public var id: String
    /// The title (untrusted text: escape it for its context).
    public var title: String
    /// The article URL (`/private/` for limited-share items).
    public var url: String
    /// When it was published, exactly as Qiita sent it (`2026-11-05T23:30:00+09:00`).
    public var createdAt: String
    /// When it was last updated, as sent.
    public var updatedAt: String
    /// Likes (LGTM).
    public var likesCount: Int
    /// Stocks.
    public var stocksCount: Int
    /// Comments.
    public var commentsCount: Int
    /// Views; nil when unknown (another user's item, or not fetched).
    public var pageViewsCount: Int?
    /// Limited-share (限定共有).
    public var isPrivate: Bool
    /// Tag names.
    public var tags: [String]
    /// True when the views are from an earlier fetch because the quota ran out.
    public var viewsStale: Bool
    /// Where it lives, told by the id; Zenn's articles have no views (nil) and no stocks (0).
    public var source: ArticleSource { ArticleSource(id: id) }

    /// An item.
    public init(
        id: String, title: String, url: String, createdAt: String, updatedAt: String, likesCount: Int,
        stocksCount: Int, commentsCount: Int = 0, pageViewsCount: Int?, isPrivate: Bool = false,
        tags: [String] = [], viewsStale: Bool = false
    ) {
        self.id = id
        self.title = title
        self.url = url
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.likesCount = likesCount
        self.stocksCount = stocksCount
        self.commentsCount = commentsCount
        self.pageViewsCount = pageViewsCount
        self.isPrivate = isPrivate
        self.tags = tags
        self.viewsStale = viewsStale
    }
}
