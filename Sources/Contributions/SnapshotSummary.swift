import QiitaModel

/// What a report needs of every article it counts, beyond those of its period: the all-time
/// sums, the publication times the current streak counts back through (across the period's
/// start), the all-time top lists, and what the fetch did not get. The store counts its rows and
/// hands over only the period's articles (and the tops'); a snapshot holding every article has it
/// computed from its items.
public struct SnapshotSummary: Sendable {
    /// How many articles each all-time list ranks.
    public static let topCount = 10
    private var tally = Tally()
    /// Sums over every counted article.
    public var allTime: ContributionTotals { tally.totals }
    /// When each counted article was published, in seconds since 1970.
    public var postingTimes: [Int] = []
    /// What the fetch did not get: of the counted articles, in snapshot order, and of the whole fetch.
    public var problems: [ItemProblem] = []
    /// When each of the snapshot's items was published, in its order (nil: the time cannot be read).
    public var published: [Int?] = []
    /// The most viewed counted articles of all time (of known views) and the most liked.
    public var topByViews = Ranking(), topByLikes = Ranking()
    /// The first counted article whose `created_at` cannot be read, as the report's error.
    public var malformed: ContributionError?

    /// An empty summary, for the store to fill.
    public init() {}

    /// The summary of every item of `snapshot` (limited-share ones only with `includePrivate`).
    public init(_ snapshot: Snapshot, includePrivate: Bool) {
        published = snapshot.items.map { QiitaTimestamp(parsing: $0.createdAt)?.epochSeconds }
        for (index, item) in snapshot.items.enumerated() where includePrivate || !item.isPrivate {
            count(
                likes: item.likesCount, stocks: item.stocksCount, views: item.pageViewsCount,
                qiita: item.source == .qiita, published: published[index], at: index)
            if published[index] == nil && malformed == nil {
                malformed = .malformedTimestamp(itemID: item.id, value: item.createdAt)
            }
            if item.viewsStale { problems.append(.staleViews(of: item)) }
        }
        problems += snapshot.truncation.map { [$0] } ?? []
    }

    /// Counts one article published at `epoch` seconds (nil: its time cannot be read), ranking it as `position`
    /// (its place in the snapshot, or any number that grows in the order articles are counted).
    public mutating func count(
        likes: Int, stocks: Int, views: Int?, qiita: Bool, published epoch: Int?, at position: Int
    ) {
        tally.add(likes: likes, stocks: stocks, views: views, qiita: qiita)
        guard let epoch else { return }
        postingTimes.append(epoch)
        if let views { topByViews.offer((views, likes, epoch), at: position) }
        topByLikes.offer((likes, views ?? 0, epoch), at: position)
    }

    /// The ``SnapshotSummary/topCount`` best of the articles offered, best first: more of the count, then of the
    /// other count, then the newer; among equals, the first offered. One pass keeping the best, not a sort of all.
    public struct Ranking: Sendable {
        /// The positions of the articles ranked, best first.
        public var positions: [Int] = []
        private var keys: [(Int, Int, Int)] = []

        mutating func offer(_ key: (Int, Int, Int), at position: Int) {
            guard keys.count < SnapshotSummary.topCount || key > keys[keys.count - 1] else { return }
            let index = keys.firstIndex { $0 < key } ?? keys.endIndex
            keys.insert(key, at: index)
            positions.insert(position, at: index)
            if keys.count > SnapshotSummary.topCount {
                keys.removeLast()
                positions.removeLast()
            }
        }
    }
}
