/// The recorded counts of one user's articles, fetch after fetch, as plain values.
public struct SnapshotHistory: Sendable, Equatable {
    /// The articles the fetches mention; ``ArticleCount/article`` indexes this array.
    public var articles: [HistoryArticle]
    /// The fetches, oldest first.
    public var fetches: [HistoryFetch]

    /// A history.
    public init(articles: [HistoryArticle] = [], fetches: [HistoryFetch] = []) {
        self.articles = articles
        self.fetches = fetches
    }
}

/// An article of the history.
public struct HistoryArticle: Sendable, Hashable {
    /// The article's id.
    public var id: String
    /// When it was published (epoch seconds): one first seen after a fetch it was not at gained all in between.
    public var createdAt: Int

    /// An article.
    public init(id: String, createdAt: Int) {
        self.id = id
        self.createdAt = createdAt
    }
}

/// One successful fetch: when, and each article's counts at that moment.
public struct HistoryFetch: Sendable, Equatable {
    /// When the fetch finished, in seconds since the epoch.
    public var fetchedAt: Int
    /// The counts of every article the fetch listed.
    public var counts: [ArticleCount]

    /// A fetch.
    public init(fetchedAt: Int, counts: [ArticleCount]) {
        self.fetchedAt = fetchedAt
        self.counts = counts
    }
}

/// One article's counts at one fetch.
public struct ArticleCount: Sendable, Hashable {
    /// The index of the article in ``SnapshotHistory/articles``.
    public var article: Int
    /// Views; nil when unknown (another user's article).
    public var views: Int?
    /// Likes.
    public var likes: Int
    /// Stocks.
    public var stocks: Int
    /// Whether the article was limited-share at that fetch.
    public var isPrivate: Bool

    /// Counts.
    public init(article: Int, views: Int?, likes: Int, stocks: Int, isPrivate: Bool = false) {
        self.article = article
        self.views = views
        self.likes = likes
        self.stocks = stocks
        self.isPrivate = isPrivate
    }
}
