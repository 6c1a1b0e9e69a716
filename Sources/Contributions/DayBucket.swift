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
    /// Views, likes and stocks gained that day; nil without history or a pair of fetches covering the day.
    public var gained: GainedCounts? = nil
    /// Whether the day's `-gained` value is unknown (no pair of fetches covers it): drawn as unknown, not level 0.
    public var isUnknown: Bool = false
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
    /// The Qiita articles among them whose views are unknown: while some are, `views` is a lower bound.
    public var viewsUnknown = 0

    /// Totals.
    public init(posts: Int, likes: Int, stocks: Int, views: Int?, viewsUnknown: Int = 0) {
        self.posts = posts
        self.likes = likes
        self.stocks = stocks
        self.views = views
        self.viewsUnknown = viewsUnknown
    }
}
