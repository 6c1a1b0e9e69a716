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
}

/// How a badge looks: `badge --style`, shields.io's two flat styles.
public enum BadgeStyle: String, Sendable, CaseIterable {
    /// A light top-to-bottom gradient and 3 px rounded corners.
    case flat
    /// Square corners and no gradient.
    case flatSquare = "flat-square"
}
