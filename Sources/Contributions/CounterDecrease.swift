/// A counter that went down between two fetches (Qiita recounts): a gain of zero, listed by `-v`.
public struct CounterDecrease: Sendable, Hashable {
    /// Which counter.
    public enum Counter: String, Sendable, CaseIterable {
        /// Views, likes, stocks.
        case views, likes, stocks
    }

    /// The article's id.
    public var article: String
    /// The counter.
    public var counter: Counter
    /// Its value at the earlier fetch.
    public var from: Int
    /// Its value at the later one.
    public var to: Int
    /// When the earlier fetch finished, in seconds since the epoch.
    public var earlierFetch: Int
    /// When the later one did.
    public var laterFetch: Int

    /// A decrease.
    public init(article: String, counter: Counter, from: Int, to: Int, earlierFetch: Int, laterFetch: Int) {
        self.article = article
        self.counter = counter
        self.from = from
        self.to = to
        self.earlierFetch = earlierFetch
        self.laterFetch = laterFetch
    }
}
