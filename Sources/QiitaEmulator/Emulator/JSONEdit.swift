import QiitaStatsCore

/// One field of the served data replaced by raw JSON (`--edit item:3:likes_count=-5`): a hostile API.
public struct JSONEdit: Sendable, Equatable {
    /// What is edited: the user, or the item at a position of the newest-first list.
    public enum Target: Sendable, Equatable {
        /// The user object (`/authenticated_user`, `/users/:id` and each item's `user`).
        case user
        /// The item at this index (0 is the newest).
        case item(Int)
        /// The Zenn article at this index (0 is the newest).
        case zenn(Int)
    }

    /// What is edited.
    public var target: Target
    /// The JSON member name, e.g. `likes_count` or `page_views_count`.
    public var field: String
    /// Its new value, raw JSON (not checked: `9223372036854775808` and `"\u001b]0;x"` are welcome).
    public var json: String

    /// An edit.
    public init(target: Target, field: String, json: String) {
        self.target = target
        self.field = field
        self.json = json
    }
}

extension JSONValue {
    /// An object from `fields`, in order; `edits` replace the values of their keys with raw JSON.
    static func object(_ fields: [(String, JSONValue)], edits: [String: String]) -> JSONValue {
        .object(fields.map { ($0.0, edits[$0.0].map(JSONValue.raw) ?? $0.1) })
    }
}
