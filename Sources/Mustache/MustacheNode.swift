/// One piece of a parsed template.
enum MustacheNode: Sendable {
    /// Literal text, emitted as it is.
    case text(String)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (not escaped).
    case variable(MustacheName, escaped: Bool, line: Int)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(MustacheName, inverted: Bool, children: [MustacheNode], line: Int)
    /// `{{> name}}`: a partial, which renders nothing (a page has none to include; the name check reports each one).
    case partial(String, line: Int)
}

/// A tag's name: `.` (the implicit iterator) or dotted parts such as `user.name`.
struct MustacheName: Sendable, Equatable {
    /// The name as written, trimmed.
    let text: String
    /// The dotted parts; empty for the implicit iterator `.`.
    let parts: [String]

    /// Splits `text` at dots; `nil` when it is empty or has an empty part.
    init?(_ text: String) {
        self.text = text
        if text == "." {
            parts = []
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        self.parts = parts.map(String.init)
    }
}
