/// The gains between each pair of consecutive fetches of one user, oldest first: what a report
/// needs of the history (``DailyGains`` spreads them over days).
public struct GainHistory: Sendable, Equatable {
    /// One entry per fetch after the first, in order.
    public var pairs: [FetchPairGain]

    /// Gains as recorded.
    public init(pairs: [FetchPairGain] = []) {
        self.pairs = pairs
    }

    /// The gains of consecutive fetches of `history` (``FetchPairGain/between(_:_:articles:includePrivate:)``).
    public init(_ history: SnapshotHistory, includePrivate: Bool) {
        let fetches = history.fetches.sorted { $0.fetchedAt < $1.fetchedAt }
        pairs = zip(fetches, fetches.dropFirst()).map { before, after in
            FetchPairGain.between(before, after, articles: history.articles, includePrivate: includePrivate)
        }
    }
}
