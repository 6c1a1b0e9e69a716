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

    /// Parses `user:FIELD=JSON`, `item:N:FIELD=JSON` or `zenn:N:FIELD=JSON`.
    public static func parse(_ text: String) throws(EmulatorError) -> JSONEdit {
        guard let equals = text.firstIndex(of: "=") else {
            throw EmulatorError("--edit takes user:FIELD=JSON, item:N:FIELD=JSON or zenn:N:FIELD=JSON, not '\(text)'")
        }
        let path = text[..<equals].split(separator: ":", omittingEmptySubsequences: false)
        let json = String(text[text.index(after: equals)...])
        switch (path.first, path.count) {
        case ("user"?, 2) where !path[1].isEmpty:
            return JSONEdit(target: .user, field: String(path[1]), json: json)
        case (let kind?, 3) where !path[2].isEmpty && (kind == "item" || kind == "zenn"):
            guard let index = Int(path[1]), index >= 0 else {
                throw EmulatorError("--edit: the item index must be a whole number ≥ 0, not '\(path[1])'")
            }
            return JSONEdit(target: kind == "item" ? .item(index) : .zenn(index), field: String(path[2]), json: json)
        default:
            throw EmulatorError("--edit takes user:FIELD=JSON, item:N:FIELD=JSON or zenn:N:FIELD=JSON, not '\(text)'")
        }
    }
}

extension JSONValue {
    /// An object from `fields`, in order; `edits` replace the values of their keys with raw JSON.
    static func object(_ fields: [(String, JSONValue)], edits: [String: String]) -> JSONValue {
        .object(fields.map { ($0.0, edits[$0.0].map(JSONValue.raw) ?? $0.1) })
    }
}
