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
}
