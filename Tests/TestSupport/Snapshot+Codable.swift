import Foundation
import QiitaModel

// The JSON of the fixtures (`Fixtures/*.json`) and of the byte comparisons of stored snapshots: the tool itself reads
// and writes no snapshot file (the store holds every fetch).

extension Snapshot: Codable {
    enum CodingKeys: String, CodingKey {
        case formatVersion = "format_version"
        case host
        case fetchedAt = "fetched_at"
        case user, items
        case viewsAvailable = "views_available"
        case truncated
        case zennUser = "zenn_user"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            formatVersion: try container.decode(Int.self, forKey: .formatVersion),
            host: try container.decode(String.self, forKey: .host),
            fetchedAt: try container.decode(String.self, forKey: .fetchedAt),
            user: try container.decode(QiitaUser.self, forKey: .user),
            items: try container.decode([SnapshotItem].self, forKey: .items),
            viewsAvailable: try container.decode(Bool.self, forKey: .viewsAvailable))
        truncated = try container.decodeIfPresent(Bool.self, forKey: .truncated) ?? false
        zennUser = try container.decodeIfPresent(String.self, forKey: .zennUser)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(host, forKey: .host)
        try container.encode(fetchedAt, forKey: .fetchedAt)
        try container.encode(user, forKey: .user)
        try container.encode(items, forKey: .items)
        try container.encode(viewsAvailable, forKey: .viewsAvailable)
        if truncated { try container.encode(truncated, forKey: .truncated) }
        try container.encodeIfPresent(zennUser, forKey: .zennUser)
    }
}

extension QiitaUser: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, description
        case profileImageURL = "profile_image_url"
        case itemsCount = "items_count"
        case followersCount = "followers_count"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            profileImageURL: try container.decode(String.self, forKey: .profileImageURL),
            itemsCount: try container.decode(Int.self, forKey: .itemsCount),
            followersCount: try container.decode(Int.self, forKey: .followersCount),
            description: try container.decodeIfPresent(String.self, forKey: .description))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encode(profileImageURL, forKey: .profileImageURL)
        try container.encode(itemsCount, forKey: .itemsCount)
        try container.encode(followersCount, forKey: .followersCount)
        try container.encodeIfPresent(description, forKey: .description)
    }
}

extension SnapshotItem: Codable {
    enum CodingKeys: String, CodingKey {
        case id, title, url, tags
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case likesCount = "likes_count"
        case stocksCount = "stocks_count"
        case commentsCount = "comments_count"
        case pageViewsCount = "page_views_count"
        case isPrivate = "private"
        case viewsStale = "views_stale"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            url: try container.decode(String.self, forKey: .url),
            createdAt: try container.decode(String.self, forKey: .createdAt),
            updatedAt: try container.decode(String.self, forKey: .updatedAt),
            likesCount: try container.decode(Int.self, forKey: .likesCount),
            stocksCount: try container.decode(Int.self, forKey: .stocksCount),
            commentsCount: try container.decodeIfPresent(Int.self, forKey: .commentsCount) ?? 0,
            pageViewsCount: try container.decodeIfPresent(Int.self, forKey: .pageViewsCount),
            isPrivate: try container.decode(Bool.self, forKey: .isPrivate),
            tags: try container.decode([String].self, forKey: .tags),
            viewsStale: try container.decode(Bool.self, forKey: .viewsStale))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(url, forKey: .url)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(likesCount, forKey: .likesCount)
        try container.encode(stocksCount, forKey: .stocksCount)
        try container.encode(commentsCount, forKey: .commentsCount)
        try container.encodeIfPresent(pageViewsCount, forKey: .pageViewsCount)
        try container.encode(isPrivate, forKey: .isPrivate)
        try container.encode(tags, forKey: .tags)
        try container.encode(viewsStale, forKey: .viewsStale)
    }
}
