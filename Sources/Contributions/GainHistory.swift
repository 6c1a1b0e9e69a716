/// The gains between each pair of consecutive fetches of one user, oldest first.
public struct GainHistory: Sendable, Equatable {
    /// One entry per fetch after the first, in order.
    public var pairs: [FetchPairGain]

    /// Gains as recorded.
    public init(pairs: [FetchPairGain] = []) {
        self.pairs = pairs
    }
}
