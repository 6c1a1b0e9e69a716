/// A template that cannot be parsed or rendered, with where: `templates/mine.html:12: …`.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// An opening delimiter (`{{`) with no closing one (`}}`, `}}}` or `=}}`) after it.
        case unclosedTag(open: String, close: String)
        /// A section or inverted section never closed by `{{/name}}`.
        case unclosedSection(String)
        /// `{{/found}}` closing the section `expected`, opened on line `openedOn`.
        case mismatchedSectionEnd(expected: String, found: String, openedOn: Int)
        /// `{{/name}}` with no section open.
        case unopenedSectionEnd(String)
        /// A set-delimiter tag that is not two delimiters without spaces or `=`: `{{=<% %>=}}`.
        case badDelimiters(String)
        /// A tag whose name is empty or has an empty dotted part: `{{}}`, `{{a..b}}`.
        case badName(String)
    }

    /// The name of the template the problem is in.
    public let template: String
    /// The 1-based line the problem is on.
    public let line: Int
    /// What went wrong.
    public let reason: Reason

    /// An error in `template` at `line`.
    public init(template: String, line: Int, reason: Reason) {
        self.template = template
        self.line = line
        self.reason = reason
    }

    /// One sentence saying what is wrong.
    public var message: String {
        switch reason {
        case .unclosedTag(let open, let close):
            "the tag opened by \"\(open)\" is never closed by \"\(close)\""
        case .unclosedSection(let name):
            "the section \"\(name)\" is never closed by {{/\(name)}}"
        case .mismatchedSectionEnd(let expected, let found, let openedOn):
            "\"\(found)\" closes the section \"\(expected)\" opened on line \(openedOn)"
        case .unopenedSectionEnd(let name):
            "\"\(name)\" closes a section that is not open"
        case .badDelimiters(let content):
            "the set-delimiter tag \"\(content)\" is not two delimiters without spaces or \"=\" (like {{=<% %>=}})"
        case .badName(let name):
            name.isEmpty ? "the tag has no name" : "the name \"\(name)\" has an empty part"
        }
    }

    /// `template:line: message`, the form compilers use.
    public var description: String { "\(template):\(line): \(message)" }
}
