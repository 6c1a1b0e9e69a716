import QiitaModel

/// What a report needs of every article it counts, beyond those of its period: the all-time
/// sums, the publication times the current streak counts back through (across the period's
/// start), the articles whose views are stale, and how many are public (a truncated list is
/// compared with `items_count`). The store counts its rows and hands over only the period's
/// articles; a snapshot holding every article has it computed from its items.
public struct SnapshotSummary: Sendable, Equatable {
    private var tally = Tally()
    /// Sums over every counted article.
    public var allTime: ContributionTotals { tally.totals }
    /// When each counted article was published, in seconds since 1970.
    public var postingTimes: [Int] = []
    /// The counted articles with stale views, in snapshot order.
    public var problems: [ItemProblem] = []
    /// When each of the snapshot's items was published, in its order (nil: the time cannot be read).
    public var published: [Int?] = []
    /// The public Qiita articles among them.
    public var publicArticles = 0
    /// The first counted article whose `created_at` cannot be read, as the report's error.
    public var malformed: ContributionError?

    /// An empty summary, for the store to fill.
    public init() {}

    /// The summary of every item of `snapshot` (limited-share ones only with `includePrivate`).
    public init(_ snapshot: Snapshot, includePrivate: Bool) {
        published = snapshot.items.map { QiitaTimestamp(parsing: $0.createdAt)?.epochSeconds }
        for (item, epoch) in zip(snapshot.items, published) where includePrivate || !item.isPrivate {
            count(
                likes: item.likesCount, stocks: item.stocksCount, views: item.pageViewsCount,
                publicQiita: !item.isPrivate && item.source == .qiita, published: epoch)
            if epoch == nil && malformed == nil {
                malformed = .malformedTimestamp(itemID: item.id, value: item.createdAt)
            }
            if item.viewsStale { problems.append(Self.staleViews(of: item.id, known: item.pageViewsCount != nil)) }
        }
    }

    /// Counts one article, a public Qiita one or not, published at `epoch` seconds (nil: its time cannot be read).
    public mutating func count(likes: Int, stocks: Int, views: Int?, publicQiita: Bool, published epoch: Int?) {
        tally.add(likes: likes, stocks: stocks, views: views)
        if publicQiita { publicArticles += 1 }
        if let epoch { postingTimes.append(epoch) }
    }

    /// The problem of an article whose views are stale: from the rate limit or an article that
    /// kept failing; the first fetch has no earlier views to fall back on.
    public static func staleViews(of id: String, known: Bool) -> ItemProblem {
        ItemProblem(
            id: id,
            message: known
                ? "views are from an earlier fetch: the last one could not refresh them"
                : "views unknown: the last fetch could not get them, and no earlier one had")
    }
}
