public import Mustache

/// What the tests compare a template's schema with: the names a page's data really offers.
extension MustacheSchema {
    /// The schema a value offers: an object's members, and for a list, what any of its elements offers.
    public init(describing value: MustacheValue) {
        self.init(paths: [String]())
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
            fields[key, default: MustacheSchema(paths: [String]())].merge(field)
        }
    }
}
