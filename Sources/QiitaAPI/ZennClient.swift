import Foundation
import QiitaModel
import QiitaStatsCore

/// Reads a Zenn user's articles from the public list Zenn's own pages read
/// (`GET /api/articles?username=USER&order=latest&page=N`): no token, the pages one after
/// another with a pause between them, through ``QiitaClient``'s retries (`Retry-After` included).
public struct ZennClient: Sendable {
    /// The pause between two pages: the list is Zenn's front end's, not an API offered to tools.
    static let pause: Duration = .milliseconds(300)
    /// The most pages read: 100 pages is far more than anyone has written.
    static let maxPages = 100

    let client: QiitaClient

    /// A client of `base` (``APIBase/zenn(environment:)``); it never carries a token.
    public init(base: APIBase, context: Context, timeout: Duration, zone: String) {
        client = QiitaClient(
            base: base, token: nil, context: context, timeout: timeout, budget: RateBudget(), zone: zone)
    }

    /// Every article of `user`, newest first, and how many entries were left out as unusable.
    public func articles(of user: String) async throws(ZennError) -> (items: [SnapshotItem], skipped: Int) {
        var items: [SnapshotItem] = []
        var skipped = 0
        var page = 1
        while true {
            let list: ZennListDTO
            do throws(QiitaError) {
                let query = [("username", user), ("order", "latest"), ("page", String(page))]
                let response = try await client.get("articles", query: query.map(URLQueryItem.init))
                // Zenn's keys are in snake case.
                list = try QiitaClient.decode(
                    ZennListDTO.self, from: response, what: "page \(page) of the articles", keys: .convertFromSnakeCase)
            } catch .notFound where page == 1 {
                throw ZennError(
                    message: "the Zenn user \"\(user)\" does not exist (zenn.dev/\(user) is not found)",
                    hint: "check the name, or unlink Zenn with --zenn -", exitCode: .failure)
            } catch .interrupted {
                throw .interrupted
            } catch .unavailable(let why) {
                throw .failed("Zenn is unavailable: \(why)")
            } catch .badData(let why) {
                throw .failed("Zenn sent data that cannot be read: \(why)")
            } catch {
                throw .failed(error.message)
            }
            for article in list.articles {
                if let item = article.article?.item(of: user) { items.append(item) } else { skipped += 1 }
            }
            guard let next = list.nextPage else { break }
            guard next > page, page < Self.maxPages else {  // never a silent stop: the rest is not read
                throw .failed("page \(page) gives \(next) as the next page; pages go forward, \(Self.maxPages) at most")
            }
            do { try await client.context.sleep(Self.pause) } catch { throw .interrupted }
            page = next
        }
        var seen = Set<String>()
        return (items.filter { seen.insert($0.id).inserted }, skipped)
    }
}

/// Why Zenn's articles could not be had: an unknown user (exit 1), Ctrl-C (130), or Zenn failing, which leaves the
/// run partial (3).
public struct ZennError: UserFacingError, Equatable {
    public let message: String
    public var hint: String? = nil
    public var exitCode = ExitCode.partial

    /// Unreachable, 5xx, rate-limited or sent what cannot be read: why.
    static func failed(_ why: String) -> ZennError {
        ZennError(message: "Zenn's articles could not be fetched: \(why)")
    }

    /// Ctrl-C.
    static let interrupted = ZennError(message: "interrupted", exitCode: .interrupted)
}

/// A page of Zenn's list: `{"articles": [...], "next_page": N or null}`.
struct ZennListDTO: Decodable {
    let articles: [Entry]
    let nextPage: Int?

    /// An entry of the list: nil when it is no article this tool can read.
    struct Entry: Decodable {
        let article: ZennArticleDTO?
        init(from decoder: any Decoder) throws { article = try? ZennArticleDTO(from: decoder) }
    }

    enum CodingKeys: CodingKey { case articles, nextPage }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        articles = try container.decode([Entry].self, forKey: .articles)
        // A number or a string of digits (null or absent on the last page); anything else fails as a number.
        let text = try? container.decode(String.self, forKey: .nextPage)
        let digits = text.flatMap { $0.first?.isNumber == true ? Int($0) : nil }
        nextPage = try digits ?? container.decodeIfPresent(Int.self, forKey: .nextPage)
    }
}

/// One article of the list: a field missing or of another type leaves the article unusable
/// (``item(of:)`` is nil), never the page.
struct ZennArticleDTO: Decodable {
    let id: Int?
    let title: String?
    let path: String?
    let publishedAt: String?
    let bodyUpdatedAt: String?
    let likedCount: Int?
    let commentsCount: Int?

    /// The article as an item of `user`: id `zenn-N`, URL `https://zenn.dev` + a path of the form
    /// `/USER/articles/SLUG` (anything else, like a bad time or count, leaves it out), likes
    /// from `liked_count`, no views, no stocks.
    func item(of user: String) -> SnapshotItem? {
        guard let id, id >= 0, let path, let publishedAt, QiitaTimestamp(parsing: publishedAt) != nil,
            CountCheck.isSane(likedCount ?? 0), CountCheck.isSane(commentsCount ?? 0)
        else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].isEmpty, parts[1] == user, parts[2] == "articles",
            (1...100).contains(parts[3].count),
            parts[3].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        let updated = bodyUpdatedAt.flatMap { QiitaTimestamp(parsing: $0) == nil ? nil : $0 } ?? publishedAt
        return SnapshotItem(
            id: "zenn-\(id)", title: title ?? String(parts[3]), url: "https://zenn.dev" + path, createdAt: publishedAt,
            updatedAt: updated, likesCount: likedCount ?? 0, stocksCount: 0, commentsCount: commentsCount ?? 0,
            pageViewsCount: nil)
    }
}
