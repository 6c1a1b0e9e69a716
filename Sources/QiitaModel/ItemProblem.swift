/// A per-item problem of a partial run (the JSON `errors`).
public struct ItemProblem: Sendable, Hashable {
    /// The item id.
    public var id: String
    /// What is wrong.
    public var message: String
    /// Whether the rate limit running out is the cause (`fetch --wait` would complete it).
    public var rateLimited: Bool

    /// A problem.
    public init(id: String, message: String, rateLimited: Bool = false) {
        self.id = id
        self.message = message
        self.rateLimited = rateLimited
    }
}
