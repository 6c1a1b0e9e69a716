import QiitaStatsCore

/// One emulated article, with every field the API sends.
public struct EmulatorItem: Sendable, Equatable {
    /// 20 lower-case hex characters.
    public var id: String
    /// The title (may contain `<`, `&` and quotes).
    public var title: String
    /// Markdown, ending in `\n`.
    public var body: String
    /// HTML with `data-sourcepos` attributes.
    public var renderedBody: String
    /// Publication time, epoch seconds.
    public var createdEpoch: Int
    /// Last update, epoch seconds.
    public var updatedEpoch: Int
    public var likesCount: Int
    public var stocksCount: Int
    public var commentsCount: Int
    /// Views (the API shows them to the owner only).
    public var pageViewsCount: Int
    /// Limited-share (限定共有).
    public var isPrivate: Bool
    /// Tag names, canonical case.
    public var tags: [String]
    /// The article URL on qiita.com (`/private/` for limited-share items).
    public var url: String
    /// The Qiita Organization slug, or nil.
    public var organizationURLName: String?
    public var slide: Bool

    /// `created_at` as the API writes it (`+09:00`).
    public var createdAt: String { JSTTime.format(createdEpoch) }
    /// `updated_at` as the API writes it.
    public var updatedAt: String { JSTTime.format(updatedEpoch) }

    /// The item JSON split where the `page_views_count` value goes, so that either variant is a concatenation.
    func jsonParts(userJSON: String, edits: [String: String]) -> (head: [UInt8], tail: [UInt8]) {
        var edits = edits
        edits["page_views_count"] = "\u{0}"  // a byte no JSON text holds, to cut at
        let tags = JSONValue.array(tags.map { .object([("name", .string($0)), ("versions", .array([]))]) })
        let fields: [(String, JSONValue)] = [
            ("rendered_body", .string(renderedBody)), ("body", .string(body)), ("coediting", .bool(false)),
            ("comments_count", .int(commentsCount)), ("created_at", .string(createdAt)), ("group", .null),
            ("id", .string(id)), ("likes_count", .int(likesCount)), ("private", .bool(isPrivate)),
            ("reactions_count", .int(0)), ("stocks_count", .int(stocksCount)), ("tags", tags),
            ("title", .string(title)), ("updated_at", .string(updatedAt)), ("url", .string(url)),
            ("user", .raw(userJSON)), ("page_views_count", .null), ("team_membership", .null),
            ("organization_url_name", .string(organizationURLName)), ("slide", .bool(slide)),
        ]
        let json = Array(JSONValue.object(fields, edits: edits).compactText.utf8)
        let cut = json.firstIndex(of: 0) ?? json.endIndex
        return (Array(json[..<cut]), Array(json[cut...].dropFirst()))
    }
}
