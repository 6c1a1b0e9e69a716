/// The names a template's data offers, as a tree: what a template may use at the top, and inside each section.
public struct MustacheSchema: Sendable, Equatable {
    /// The names offered here, each with what it offers inside a section over it (empty for plain values).
    public var fields: [String: MustacheSchema] = [:]

    /// A schema from dotted paths such as `user.name` and `items.title`; a path also offers its prefixes.
    public init(paths: some Sequence<String>) {
        for path in paths {
            insert(path.split(separator: ".")[...])
        }
    }

    private mutating func insert(_ parts: ArraySlice<Substring>) {
        guard let first = parts.first else { return }
        fields[String(first), default: MustacheSchema(paths: [String]())].insert(parts.dropFirst())
    }
}
