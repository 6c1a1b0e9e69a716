/// What colours a day (`--metric`).
public enum Metric: String, Sendable, CaseIterable {
    /// Items published that day (the default).
    case posts
    /// Likes of the items published that day.
    case likes
    /// Views of the items published that day.
    case views
    /// Views gained that day (needs snapshot history).
    case viewsGained = "views-gained"
    /// Likes gained that day (needs snapshot history).
    case likesGained = "likes-gained"
    /// Stocks gained that day (needs snapshot history).
    case stocksGained = "stocks-gained"

    /// The scale used when `--scale` is not given: absolute for posts, relative otherwise.
    public var defaultScale: LevelScale { self == .posts ? .absolute : .relative }

    /// Whether the metric is computed from the history of snapshots rather than one snapshot.
    public var needsHistory: Bool {
        switch self {
        case .posts, .likes, .views: false
        case .viewsGained, .likesGained, .stocksGained: true
        }
    }
}
