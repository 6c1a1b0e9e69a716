public import QiitaModel

/// The all-time counts a badge shows, summed over a snapshot's articles.
public struct BadgeTotals: Sendable, Equatable {
    /// Articles.
    public var posts: Int
    /// Likes over all articles.
    public var likes: Int
    /// Stocks over all articles.
    public var stocks: Int
    /// Views over all articles; nil when the snapshot has none (another user's public items).
    public var views: Int?

    /// Counts given directly.
    public init(posts: Int, likes: Int, stocks: Int, views: Int?) {
        self.posts = posts
        self.likes = likes
        self.stocks = stocks
        self.views = views
    }

    /// The sums over `snapshot`'s articles, limited-share ones only with `includePrivate`.
    /// Sums saturate rather than overflow.
    public init(_ snapshot: Snapshot, includePrivate: Bool) {
        let items = snapshot.items.filter { includePrivate || !$0.isPrivate }
        let add = { (sum: Int, value: Int) in
            let (total, overflow) = sum.addingReportingOverflow(max(value, 0))
            return overflow ? Int.max : total
        }
        posts = items.count
        likes = items.reduce(0) { add($0, $1.likesCount) }
        stocks = items.reduce(0) { add($0, $1.stocksCount) }
        let known = items.compactMap(\.pageViewsCount)
        views = snapshot.viewsAvailable || !known.isEmpty ? known.reduce(0, add) : nil
    }
}
