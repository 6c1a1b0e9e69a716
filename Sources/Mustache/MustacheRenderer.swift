/// Renders a node tree against a context stack, appending everything to one string.
struct MustacheRenderer {
    private let options: MustacheOptions
    private let partialSources: [String: String]
    private var partials: [String: [MustacheNode]] = [:]
    private var stack: [MustacheValue]
    private var template: String
    private var depth = 0
    /// How many partials deep rendering may go before it stops with an error.
    static let partialDepthLimit = 100
    /// What has been rendered so far.
    private(set) var output = ""

    /// A renderer of `template` with `value` as the only context.
    init(template: String, value: MustacheValue, partials: [String: String], options: MustacheOptions) {
        self.template = template
        self.options = options
        partialSources = partials
        stack = [value]
    }

    /// Appends `nodes`, putting `indent` at each source line start (inside standalone partials).
    mutating func render(_ nodes: [MustacheNode], indent: String) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                if indent.isEmpty { output += text } else { append(text, indentedBy: indent) }
            case .lineStart:
                if !indent.isEmpty { output += indent }
            case .variable(let name, let escaped, _):
                interpolate(resolve(name), escaped: escaped)
            case .section(let name, let inverted, let children, _):
                let value = resolve(name)
                if inverted {
                    if !value.isTruthy { try render(children, indent: indent) }
                } else if case .list(let elements) = value {
                    for element in elements {
                        stack.append(element)
                        try render(children, indent: indent)
                        stack.removeLast()
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    try render(children, indent: indent)
                    stack.removeLast()
                }
            case .partial(let name, let partialIndent, let line):
                try include(name, indent: partialIndent.map { indent + $0 } ?? "", line: line)
            }
        }
    }

    /// Appends `text` with `indent` after each line break that a non-empty line follows within it.
    private mutating func append(_ text: String, indentedBy indent: String) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            utf8.formIndex(after: &index)
            guard byte == UInt8(ascii: "\n"), index != utf8.endIndex else { continue }
            if utf8[index] == UInt8(ascii: "\n") || utf8[index...].starts(with: "\r\n".utf8) { continue }
            output += text[runStart..<index]
            output += indent
            runStart = index
        }
        output += text[runStart..<index]
    }

    private mutating func interpolate(_ value: MustacheValue, escaped: Bool) {
        switch value {
        case .markup(let text):
            output += text
        case .string(let text):
            if escaped || !options.rawStrings {
                MustacheEscaper.append(text, escapedTo: &output)
            } else {
                output += text
            }
        default:
            output += value.text
        }
    }

    /// The value of `name` by the spec's rules: the first part from the top of the stack down, then inside.
    private func resolve(_ name: MustacheName) -> MustacheValue {
        guard let first = name.parts.first else { return stack.last ?? .null }
        guard var value = stack.reversed().lazy.compactMap({ $0[first] }).first else { return .null }
        for part in name.parts.dropFirst() {
            guard let next = value[part] else { return .null }
            value = next
        }
        return value
    }

    /// Renders the partial `name` (nothing when there is none), parsing it on first use.
    private mutating func include(_ name: String, indent: String, line: Int) throws(MustacheError) {
        let nodes: [MustacheNode]
        if let parsed = partials[name] {
            nodes = parsed
        } else {
            guard let source = partialSources[name] else { return }
            var parser = MustacheParser(source, template: name)
            nodes = try parser.parse()
            partials[name] = nodes
        }
        guard depth < Self.partialDepthLimit else {
            let reason = MustacheError.Reason.partialsTooDeep(name, limit: Self.partialDepthLimit)
            throw MustacheError(template: template, line: line, reason: reason)
        }
        let includer = template
        template = name
        depth += 1
        try render(nodes, indent: indent)
        depth -= 1
        template = includer
    }
}
