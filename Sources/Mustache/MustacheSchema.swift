/// The names a template's data offers, as a tree: what a template may use at the top, and inside each section.
public struct MustacheSchema: Sendable, Equatable {
    /// The names offered here, each with what it offers inside a section over it (empty for plain values).
    public var fields: [String: MustacheSchema] = [:]

    init() {}

    /// A schema from dotted paths such as `user.name` and `items.title`; a path also offers its prefixes.
    public init(paths: some Sequence<String>) {
        for path in paths {
            insert(path.split(separator: ".")[...])
        }
    }

    /// The schema a value offers: an object's members, and for a list, what any of its elements offers.
    public init(describing value: MustacheValue) {
        switch value {
        case .object(let members):
            for (key, member) in members { fields[key] = MustacheSchema(describing: member) }
        case .list(let elements):
            for element in elements { merge(MustacheSchema(describing: element)) }
        case .null, .bool, .int, .double, .string, .markup:
            break
        }
    }

    /// Every dotted path the schema offers, sorted.
    public var paths: [String] {
        var paths: [String] = []
        for (key, field) in fields {
            paths.append(key)
            paths += field.paths.map { "\(key).\($0)" }
        }
        return paths.sorted()
    }

    /// Adds what `other` offers.
    public mutating func merge(_ other: MustacheSchema) {
        for (key, field) in other.fields {
            fields[key, default: MustacheSchema()].merge(field)
        }
    }

    private mutating func insert(_ parts: ArraySlice<Substring>) {
        guard let first = parts.first else { return }
        fields[String(first), default: MustacheSchema()].insert(parts.dropFirst())
    }
}
