/// One name a template uses, where, and how.
public struct MustacheNameUse: Sendable, Equatable, CustomStringConvertible {
    /// The ways a tag uses a name.
    public enum Kind: Sendable, Equatable {
        /// `{{name}}`, escaped.
        case variable
        /// `{{{name}}}` or `{{& name}}`.
        case unescapedVariable
        /// `{{#name}}`.
        case section
        /// `{{^name}}`.
        case invertedSection
        /// `{{> name}}`: a partial's name, not a data name.
        case partial
    }

    /// The name as written, such as `user.name`.
    public let name: String
    /// The 1-based line of the tag.
    public let line: Int
    /// How the tag uses the name.
    public let kind: Kind
    /// The names of the sections around the tag, outermost first.
    public let sections: [String]

    /// A use of `name` on `line`.
    public init(name: String, line: Int, kind: Kind, sections: [String] = []) {
        self.name = name
        self.line = line
        self.kind = kind
        self.sections = sections
    }

    /// `line: name`, with `#`, `^`, `&` or `>` before the name as in the tag.
    public var description: String {
        let sigil =
            switch kind {
            case .variable: ""
            case .unescapedVariable: "&"
            case .section: "#"
            case .invertedSection: "^"
            case .partial: ">"
            }
        return "\(line): \(sigil)\(name)"
    }

    /// Appends the uses in `nodes`, which sit inside `sections`, to `uses`.
    static func collect(_ nodes: [MustacheNode], sections: [String], into uses: inout [MustacheNameUse]) {
        for node in nodes {
            switch node {
            case .text, .lineStart:
                continue
            case .variable(let name, let escaped, let line):
                guard !name.parts.isEmpty else { continue }
                uses.append(
                    MustacheNameUse(
                        name: name.text, line: line, kind: escaped ? .variable : .unescapedVariable, sections: sections)
                )
            case .section(let name, let inverted, let children, let line):
                if !name.parts.isEmpty {
                    let kind: Kind = inverted ? .invertedSection : .section
                    uses.append(MustacheNameUse(name: name.text, line: line, kind: kind, sections: sections))
                }
                collect(children, sections: sections + [name.text], into: &uses)
            case .partial(let name, _, let line):
                uses.append(MustacheNameUse(name: name, line: line, kind: .partial, sections: sections))
            }
        }
    }
}
