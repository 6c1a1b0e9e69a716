import QiitaStatsCore

/// Zenn's `GET /api/articles?username=USER&page=N` for the dataset's user (another is 404): one article
/// for every two on Qiita, every other one on the day of a Qiita article, 20 to a page.
extension EmulatorService {
    static let zennPageSize = 20

    func zennList(_ request: HTTPRequestHead) -> HTTPAnswer {
        let query = request.queryItems
        guard query.last(where: { $0.name == "username" })?.value == dataset.user.id else { return notFound }
        let page = max(1, query.last { $0.name == "page" }.flatMap { Int($0.value) } ?? 1)
        let all = zennArticles()
        let start = min(all.count, (page - 1) * Self.zennPageSize)
        let end = min(all.count, start + Self.zennPageSize)
        let body = JSONValue.object([
            ("articles", .array(Array(all[start..<end]))), ("next_page", end < all.count ? .int(page + 1) : .null),
        ])
        return HTTPAnswer(status: 200, headers: [], body: Array(body.compactText.utf8))
    }

    /// The Zenn articles, newest first, edits applied.
    private func zennArticles() -> [JSONValue] {
        let user = dataset.user.id
        let sources = stride(from: 0, to: dataset.items.count, by: 2).map { dataset.items[$0] }
        let articles = sources.enumerated().map { index, item in
            // Even ones a minute after their Qiita article (the same day), odd ones three days before.
            (epoch: item.createdEpoch + (index % 2 == 0 ? 60 : -3 * 86_400), index: index, item: item)
        }.sorted { ($0.epoch, $1.index) > ($1.epoch, $0.index) }
        return articles.enumerated().map { position, article in
            let slug = "emu\(String(100_000 + article.index, radix: 16))"
            return JSONValue.object(
                [
                    ("id", .int(300_000 + article.index)), ("post_type", .string("Article")),
                    ("title", .string("Zenn: " + article.item.title)), ("slug", .string(slug)),
                    ("comments_count", .int(article.index % 3)), ("liked_count", .int(article.item.likesCount / 2 + 1)),
                    ("body_letters_count", .int(1200 + article.index)),
                    ("article_type", .string(article.index % 3 == 0 ? "idea" : "tech")), ("emoji", .string("📝")),
                    ("is_suspending_private", .bool(false)), ("published_at", .string(JSTTime.format(article.epoch))),
                    ("body_updated_at", .string(JSTTime.format(article.epoch + 3600))), ("pinned", .bool(false)),
                    ("path", .string("/\(user)/articles/\(slug)")),
                    ("user", .object([("id", .int(7)), ("username", .string(user)), ("name", .string(user))])),
                    ("publication", .null),
                ], edits: ItemCatalog.fields(configuration.edits, of: .zenn(position)))
        }
    }
}
