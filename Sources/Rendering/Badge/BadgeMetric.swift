import Contributions

/// What a badge counts: `badge --metric`.
public enum BadgeMetric: String, Sendable, CaseIterable {
    /// Articles published.
    case posts
    /// Likes (LGTM).
    case likes
    /// Views (only with a token: the API shows views to their author alone).
    case views
    /// Stocks.
    case stocks
    /// Posts, views and likes on one badge: `42 posts · 12k views · 456 LGTM`.
    case all
    /// Views gained over the last ``BadgeMetric/gainedDays`` days, from the history of fetches.
    case viewsGained = "views-gained"
    /// Likes gained over the last ``BadgeMetric/gainedDays`` days.
    case likesGained = "likes-gained"
    /// Stocks gained over the last ``BadgeMetric/gainedDays`` days.
    case stocksGained = "stocks-gained"

    /// The days, ending today, a `-gained` badge sums: a rolling month, so a daily badge moves daily.
    public static let gainedDays = 30

    /// The report metric whose daily gains a `-gained` badge sums; nil for the all-time counts.
    public var gained: Metric? {
        switch self {
        case .viewsGained: .viewsGained
        case .likesGained: .likesGained
        case .stocksGained: .stocksGained
        case .posts, .likes, .views, .stocks, .all: nil
        }
    }
}

/// How a badge looks: `badge --style`, shields.io's two flat styles.
public enum BadgeStyle: String, Sendable, CaseIterable {
    /// A light top-to-bottom gradient and 3 px rounded corners.
    case flat
    /// Square corners and no gradient.
    case flatSquare = "flat-square"
}
