/// Renders a node tree against a context stack, appending everything to one string.
struct MustacheRenderer {
    private let options: MustacheOptions
    private var stack: [MustacheValue]
    /// What has been rendered so far.
    private(set) var output = ""

    /// A renderer with `value` as the only context.
    init(value: MustacheValue, options: MustacheOptions) {
        self.options = options
        stack = [value]
    }

    /// Appends `nodes`.
    mutating func render(_ nodes: [MustacheNode]) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name, let escaped, _):
                interpolate(resolve(name), escaped: escaped)
            case .section(let name, let inverted, let children, _):
                let value = resolve(name)
                if inverted {
                    if !value.isTruthy { render(children) }
                } else if case .list(let elements) = value {
                    for element in elements {
                        stack.append(element)
                        render(children)
                        stack.removeLast()
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    render(children)
                    stack.removeLast()
                }
            case .partial:
                continue
            }
        }
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
}
