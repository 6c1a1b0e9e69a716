import Contributions
import QiitaModel

/// One row of `history export`/`import`: an article's counts at one fetch of one user on one host, as text.
public struct HistoryRecord: Sendable, Hashable {
    /// The API host (`qiita.com`, a Team host, `127.0.0.1:PORT`).
    public var host: String
    /// The user whose articles were fetched.
    public var user: String
    /// The article's id.
    public var article: String
    /// When the article was published, as Qiita sent it.
    public var createdAt: String
    /// When the fetch finished, as recorded (ISO 8601 with an offset).
    public var fetchedAt: String
    /// Views; nil when unknown (another user's article).
    public var views: Int?
    /// Likes.
    public var likes: Int
    /// Stocks.
    public var stocks: Int
    /// Whether the article was limited-share.
    public var isPrivate: Bool

    /// Why the row cannot go into the history, or nil when it can.
    public var problem: String? {
        if !Self.isHost(host) { return "host \"\(host.prefix(80))\" is not a host name" }
        if !InvalidItemID.isValid(user) { return "user \"\(user.prefix(80))\" is not a Qiita user id" }
        if !InvalidItemID.isValid(article) { return "article \"\(article.prefix(80))\" is not an article id" }
        if QiitaTimestamp(parsing: createdAt) == nil {
            return "created_at \"\(createdAt.prefix(80))\" is not a timestamp (YYYY-MM-DDTHH:MM:SS+HH:MM)"
        }
        if QiitaTimestamp(parsing: fetchedAt) == nil {
            return "fetched_at \"\(fetchedAt.prefix(80))\" is not a timestamp (YYYY-MM-DDTHH:MM:SS+HH:MM)"
        }
        for (name, value) in [("views", views), ("likes", likes), ("stocks", stocks)] {
            if let value, !CountCheck.isSane(value) {
                return "\(name) \(value) is not a count (a whole number in 0…\(CountCheck.maximum))"
            }
        }
        return nil
    }

    /// Letters, digits, `.`, `-`, a `:port` and IPv6 brackets: what an API host key holds.
    static func isHost(_ host: String) -> Bool {
        (1...261).contains(host.utf8.count)
            && host.utf8.allSatisfy { byte in
                (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                    || Array(".-:[]".utf8).contains(byte)
            }
    }
}
