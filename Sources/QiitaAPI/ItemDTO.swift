import Foundation
import QiitaModel

/// An item as the API sends it, decoded leniently into the snapshot's item (bodies are never kept): unknown keys
/// are ignored, newer keys may be missing, nullable strings may be `null` or `""`.
struct ItemDTO: Decodable, Sendable {
    struct Tag: Decodable, Sendable {
        let name: String
    }

    enum CodingKeys: String, CodingKey {
        case id, title, url, tags
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case likesCount = "likes_count"
        case stocksCount = "stocks_count"
        case commentsCount = "comments_count"
        case pageViewsCount = "page_views_count"
        case isPrivate = "private"
    }

    /// The snapshot item.
    let snapshotItem: SnapshotItem

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        guard InvalidItemID.isValid(id), ArticleSource(id: id) == .qiita else { throw InvalidItemID(id: id) }
        let (title, url) = (
            try container.decode(String.self, forKey: .title), try container.decode(String.self, forKey: .url)
        )
        let createdAt = try container.time(.createdAt, of: id)
        snapshotItem = SnapshotItem(
            id: id, title: title, url: url, createdAt: createdAt,
            updatedAt: try container.decodeIfPresent(String.self, forKey: .updatedAt) ?? createdAt,
            likesCount: try container.count(.likesCount, of: id) ?? 0,
            stocksCount: try container.count(.stocksCount, of: id) ?? 0,
            commentsCount: try container.count(.commentsCount, of: id) ?? 0,
            pageViewsCount: try container.count(.pageViewsCount, of: id),
            isPrivate: try container.decodeIfPresent(Bool.self, forKey: .isPrivate) ?? false,
            tags: (try container.decodeIfPresent([Tag].self, forKey: .tags) ?? []).map(\.name))
    }
}

/// One entry of a list page: the article, or the id of one whose counts or publication time cannot be used: that
/// article is passed over as one whose GET failed, not the whole page.
enum ListedItem: Decodable, Sendable {
    case item(ItemDTO)
    case unusable(id: String, reason: String)

    init(from decoder: any Decoder) throws {
        do {
            self = .item(try ItemDTO(from: decoder))
        } catch let problem as UnusableValue {
            guard let id = problem.item else { throw problem }
            self = .unusable(id: id, reason: problem.reason)
        }
    }

    /// The snapshot item, unless its counts cannot be used.
    var snapshotItem: SnapshotItem? {
        if case .item(let item) = self { item.snapshotItem } else { nil }
    }

    /// The id and the reason of an article whose counts cannot be used.
    var unusable: (id: String, reason: String)? {
        if case .unusable(let id, let reason) = self { (id, reason) } else { nil }
    }
}

/// A user as the API sends it, decoded into the snapshot's user with the count of their items.
struct UserDTO: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case id, name, description
        case profileImageURL = "profile_image_url"
        case itemsCount = "items_count"
        case followersCount = "followers_count"
    }

    /// The user; an empty name or description is none.
    let user: QiitaUser
    /// The items the API counts, nil when it does not say.
    let itemsCount: Int?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        // The id names the account in the history, its export and file paths: only Qiita's shape.
        guard InvalidItemID.isValid(id) else { throw InvalidItemID(id: id, of: "the user") }
        let text = { (key: CodingKeys) in
            try container.decodeIfPresent(String.self, forKey: key).flatMap { $0.isEmpty ? nil : $0 }
        }
        itemsCount = try container.count(.itemsCount, of: nil)
        user = QiitaUser(
            id: id, name: try text(.name),
            profileImageURL: try container.decodeIfPresent(String.self, forKey: .profileImageURL) ?? "",
            itemsCount: itemsCount ?? 0, followersCount: try container.count(.followersCount, of: nil) ?? 0,
            description: try text(.description))
    }
}

/// The body of an API error: `{"message": …, "type": …}`.
struct APIErrorDTO: Decodable, Sendable {
    let message: String
}
