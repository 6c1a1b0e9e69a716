import QiitaModel

/// One day: its numbers and its level.
public struct DayBucket: Sendable, Hashable {
    /// The date.
    public var date: CalendarDate
    /// Items published that day.
    public var posts: Int
    /// Their likes.
    public var likes: Int
    /// Their stocks.
    public var stocks: Int
    /// Their known views; nil when no item of the day has known views.
    public var views: Int?
    /// The value of the report's metric.
    public var value: Int
    /// The level, 0–4.
    public var level: Int
    /// Views, likes and stocks gained that day; nil when the report has no history, or no pair
    /// of fetches covers the day.
    public var gained: GainedCounts?
    /// Whether the metric's value of the day is unknown (a `-gained` metric on a day no pair of
    /// fetches covers): draw it as unknown, not as level 0 (`value` and `level` are 0).
    public var isUnknown: Bool

    /// A day.
    public init(
        date: CalendarDate, posts: Int, likes: Int, stocks: Int, views: Int?, value: Int, level: Int,
        gained: GainedCounts? = nil, isUnknown: Bool = false
    ) {
        self.date = date
        self.posts = posts
        self.likes = likes
        self.stocks = stocks
        self.views = views
        self.value = value
        self.level = level
        self.gained = gained
        self.isUnknown = isUnknown
    }
}

/// Sums of posts, likes, stocks and views.
public struct ContributionTotals: Sendable, Hashable {
    /// Items.
    public var posts: Int
    /// Likes.
    public var likes: Int
    /// Stocks.
    public var stocks: Int
    /// Known views; nil when no item has known views.
    public var views: Int?

    /// Totals.
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
