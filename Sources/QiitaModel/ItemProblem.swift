/// A per-item problem of a partial run (the JSON `errors`).
public struct ItemProblem: Sendable, Hashable {
    /// The item id.
    public var id: String
    /// What is wrong.
    public var message: String

    /// A problem.
    public init(id: String, message: String) {
        self.id = id
        self.message = message
    }
}
