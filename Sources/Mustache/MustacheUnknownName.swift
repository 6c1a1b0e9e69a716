/// A name a template uses that its data does not offer, with where it is and the closest name that exists.
public struct MustacheUnknownName: Sendable, Equatable, CustomStringConvertible {
    /// How a tag uses a name.
    public enum Kind: Sendable, Equatable {
        /// `{{name}}`, `{{{name}}}` or `{{& name}}`.
        case variable
        /// `{{#name}}` or `{{^name}}`.
        case section
        /// `{{> name}}`: a partial's name, not a data name.
        case partial
    }

    /// The template or partial the name is in.
    public let template: String
    /// The 1-based line of the tag.
    public let line: Int
    /// The name as written, such as `user.nmae`.
    public let name: String
    /// How the tag uses the name; `.partial` when it names a partial that does not exist.
    public let kind: Kind
    /// The closest name that does exist, when one is close enough to be a likely typo.
    public let suggestion: String?

    /// An unknown `name` in `template` at `line`.
    public init(template: String, line: Int, name: String, kind: Kind, suggestion: String? = nil) {
        self.template = template
        self.line = line
        self.name = name
        self.kind = kind
        self.suggestion = suggestion
    }

    /// `template:line: unknown name "titel"`, with `; did you mean "title"?` when there is a suggestion.
    public var description: String {
        let what = kind == .partial ? "partial" : "name"
        let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
        return "\(template):\(line): unknown \(what) \"\(name)\"\(hint)"
    }
}
