/// A Mustache template, parsed once and rendered any number of times.
public struct MustacheTemplate: Sendable {
    /// The name errors and name reports use: usually the template's path.
    public let name: String
    /// The parsed template.
    let nodes: [MustacheNode]

    /// Parses `source`; errors name `name` and the 1-based line.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        var parser = MustacheParser(source, template: name)
        self.name = name
        nodes = try parser.parse()
    }

    /// The template rendered with `value` as the context; a partial renders nothing (a page has none to include).
    public func render(_ value: MustacheValue, options: MustacheOptions = .standard) throws(MustacheError) -> String {
        var renderer = MustacheRenderer(value: value, options: options)
        renderer.render(nodes)
        return renderer.output
    }

    /// The names the template uses that `schema` does not offer, in source order; every partial is one.
    public func unknownNames(in schema: MustacheSchema) -> [MustacheUnknownName] {
        var checker = MustacheNameChecker()
        checker.check(nodes, template: name, scopes: [.known(schema)])
        return checker.unknown
    }
}
