import Foundation
import QiitaModel

/// An item as the API sends it, decoded leniently: unknown keys are ignored, newer keys may
/// be missing, nullable strings may be `null` or `""`.
struct ItemDTO: Decodable, Sendable {
    struct Tag: Decodable, Sendable {
        let name: String
    }

    let id: String
    let title: String
    let url: String
    let createdAt: String
    let updatedAt: String?
    let likesCount: Int?
    let stocksCount: Int?
    let commentsCount: Int?
    let pageViewsCount: Int?
    let isPrivate: Bool?
    let tags: [Tag]?

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

    /// The snapshot item (bodies are never kept).
    var snapshotItem: SnapshotItem {
        SnapshotItem(
            id: id, title: title, url: url, createdAt: createdAt, updatedAt: updatedAt ?? createdAt,
            likesCount: likesCount ?? 0, stocksCount: stocksCount ?? 0, commentsCount: commentsCount ?? 0,
            pageViewsCount: pageViewsCount, isPrivate: isPrivate ?? false, tags: (tags ?? []).map(\.name))
    }
}

extension ItemDTO {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        guard InvalidItemID.isValid(id), ArticleSource(id: id) == .qiita else { throw InvalidItemID(id: id) }
        title = try container.decode(String.self, forKey: .title)
        url = try container.decode(String.self, forKey: .url)
        createdAt = try container.decode(String.self, forKey: .createdAt)
        updatedAt = try container.decodeIfPresent(String.self, forKey: .updatedAt)
        likesCount = try container.count(.likesCount, of: id)
        stocksCount = try container.count(.stocksCount, of: id)
        commentsCount = try container.count(.commentsCount, of: id)
        pageViewsCount = try container.count(.pageViewsCount, of: id)
        isPrivate = try container.decodeIfPresent(Bool.self, forKey: .isPrivate)
        tags = try container.decodeIfPresent([Tag].self, forKey: .tags)
    }
}

/// One entry of a list page: the article, or the id of one whose counts cannot be used (out of
/// range): that article is passed over as one whose GET failed, not the whole page.
enum ListedItem: Decodable, Sendable {
    case item(ItemDTO)
    case unusable(id: String, reason: String)

    init(from decoder: any Decoder) throws {
        do {
            self = .item(try ItemDTO(from: decoder))
        } catch let problem as CountOutOfRange {
            guard let id = problem.item else { throw problem }
            self = .unusable(id: id, reason: "\(problem.field) \(problem.value) is not a count")
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

/// A user as the API sends it.
struct UserDTO: Decodable, Sendable {
    let id: String
    let name: String?
    let profileImageURL: String?
    let itemsCount: Int?
    let followersCount: Int?
    let description: String?

    enum CodingKeys: String, CodingKey {
        case id, name, description
        case profileImageURL = "profile_image_url"
        case itemsCount = "items_count"
        case followersCount = "followers_count"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        // The id names the account in the history, its export and file paths: only Qiita's shape.
        guard InvalidItemID.isValid(id) else { throw InvalidItemID(id: id, of: "the user") }
        name = try container.decodeIfPresent(String.self, forKey: .name)
        profileImageURL = try container.decodeIfPresent(String.self, forKey: .profileImageURL)
        itemsCount = try container.count(.itemsCount, of: nil)
        followersCount = try container.count(.followersCount, of: nil)
        description = try container.decodeIfPresent(String.self, forKey: .description)
    }

    var user: QiitaUser {
        QiitaUser(
            id: id, name: name.flatMap { $0.isEmpty ? nil : $0 }, profileImageURL: profileImageURL ?? "",
            itemsCount: itemsCount ?? 0, followersCount: followersCount ?? 0,
            description: description.flatMap { $0.isEmpty ? nil : $0 })
    }
}

/// The body of an API error: `{"message": …, "type": …}`.
struct APIErrorDTO: Decodable, Sendable {
    let message: String
}
