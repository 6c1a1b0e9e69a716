/// Views, likes and stocks gained over some days.
public struct GainedCounts: Sendable, Hashable {
    /// Views gained; nil when no pair of fetches with known views covers the days.
    public var views: Int?
    /// Likes gained.
    public var likes: Int
    /// Stocks gained.
    public var stocks: Int

    /// Gains.
    public init(views: Int?, likes: Int, stocks: Int) {
        self.views = views
        self.likes = likes
        self.stocks = stocks
    }

    /// No gain, views unknown.
    static let none = GainedCounts(views: nil, likes: 0, stocks: 0)

    /// Both gains summed (saturating); views are nil only when unknown in both.
    func adding(_ other: GainedCounts) -> GainedCounts {
        GainedCounts(
            views: views.map { Tally.sum($0, other.views ?? 0) } ?? other.views, likes: Tally.sum(likes, other.likes),
            stocks: Tally.sum(stocks, other.stocks))
    }

    /// The gain a `-gained` metric shows; nil for unknown views and for a metric that is not a gain.
    public func value(of metric: Metric) -> Int? {
        switch metric {
        case .viewsGained: views
        case .likesGained: likes
        case .stocksGained: stocks
        case .posts, .likes, .views: nil
        }
    }
}
