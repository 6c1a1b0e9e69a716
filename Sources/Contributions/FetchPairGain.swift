/// What the articles gained between two consecutive fetches, summed: what ``DailyGains`` spreads and the store keeps.
public struct FetchPairGain: Sendable, Equatable {
    /// When the earlier fetch finished (seconds since the epoch).
    public var earlier: Int
    /// When the later one did.
    public var later: Int
    /// The gains; views nil when no article's views are known at both fetches.
    public var gained: GainedCounts
    /// Counters that went down: gains of zero.
    public var decreases: [CounterDecrease]

    /// A pair's gains.
    public init(earlier: Int, later: Int, gained: GainedCounts, decreases: [CounterDecrease] = []) {
        self.earlier = earlier
        self.later = later
        self.gained = gained
        self.decreases = decreases
    }

    /// The gains from `before` to `after`: each counter's rise (a fall gains nothing and is listed); an article new
    /// since `before` gains all its counts, one unknown then nothing; limited-share ones only with `includePrivate`.
    public static func between(
        _ before: HistoryFetch, _ after: HistoryFetch, articles: [HistoryArticle], includePrivate: Bool
    ) -> FetchPairGain {
        var pair = FetchPairGain(earlier: before.fetchedAt, later: after.fetchedAt, gained: .none)
        forEachArticle(before, after, articles: articles, includePrivate: includePrivate) { now, earlier in
            pair.add(now, since: earlier, article: articles[now.article].id)
        }
        return pair
    }

    /// Calls `body` with each article of `after` that can gain since `before` and its counts at both (zero if new).
    static func forEachArticle(
        _ before: HistoryFetch, _ after: HistoryFetch, articles: [HistoryArticle], includePrivate: Bool,
        _ body: (_ now: ArticleCount, _ earlier: ArticleCount) -> Void
    ) {
        var previous = [ArticleCount?](repeating: nil, count: articles.count)
        for count in before.counts where articles.indices.contains(count.article) { previous[count.article] = count }
        for count in after.counts where articles.indices.contains(count.article) {
            guard includePrivate || !count.isPrivate else { continue }
            if let earlier = previous[count.article] {
                body(count, earlier)
            } else if articles[count.article].createdAt > before.fetchedAt {
                body(
                    count, ArticleCount(article: count.article, views: count.views.map { _ in 0 }, likes: 0, stocks: 0))
            }
        }
    }

    /// Adds the rise of each counter of `count` over `earlier`; a fall is listed instead.
    private mutating func add(_ count: ArticleCount, since earlier: ArticleCount, article: String) {
        let views = count.views.flatMap { now in earlier.views.map { rise(.views, $0, now, article) } }
        let likes = rise(.likes, earlier.likes, count.likes, article)
        let stocks = rise(.stocks, earlier.stocks, count.stocks, article)
        gained = gained.adding(GainedCounts(views: views, likes: likes, stocks: stocks))
    }

    private mutating func rise(_ counter: CounterDecrease.Counter, _ before: Int, _ now: Int, _ article: String) -> Int
    {
        guard now < before else { return now - before }
        decreases.append(
            CounterDecrease(
                article: article, counter: counter, from: before, to: now, earlierFetch: earlier, laterFetch: later))
        return 0
    }
}
