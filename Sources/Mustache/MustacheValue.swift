/// The data a template is rendered with: JSON-like values plus trusted markup.
public enum MustacheValue: Sendable, Equatable {
    /// No value: renders as nothing and is falsy.
    case null
    /// A boolean: `true` renders a section once, `false` hides it.
    case bool(Bool)
    /// A whole number, rendered in decimal.
    case int(Int)
    /// A number with a fraction, rendered in its shortest exact form (`1.21`, and `85` for `85.0`).
    case double(Double)
    /// Text from the data: always HTML-escaped by `{{name}}`.
    case string(String)
    /// HTML the program produced itself (an inline SVG, say): always emitted as it is.
    case markup(String)
    /// A list: a section renders once per element, with the element on top of the context stack.
    case list([MustacheValue])
    /// Named values: a section pushes the object on the context stack.
    case object([String: MustacheValue])

    /// Whether a section over this value renders: everything but `null`, `false`, `[]` and empty text.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int, .double, .object: true
        case .string(let text), .markup(let text): !text.isEmpty
        case .list(let elements): !elements.isEmpty
        }
    }

    /// The member `key` of an object, or `nil` when this is not an object or has no such member.
    public subscript(key: String) -> MustacheValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The text an interpolation emits before escaping: numbers in decimal, `true`/`false`, lists and objects empty.
    public var text: String {
        switch self {
        case .null, .list, .object: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.format(value)
        case .string(let text), .markup(let text): text
        }
    }

    /// `85.0` as `85`, `1.21` as `1.21`: integral values within ±2^53 print without a fraction.
    static func format(_ value: Double) -> String {
        if value.magnitude <= 9_007_199_254_740_992, Double(Int(value)) == value { return String(Int(value)) }
        return String(value)
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    /// `nil` is `.null`.
    public init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    /// `true` is `.bool(true)`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    /// `85` is `.int(85)`.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    /// `1.21` is `.double(1.21)`.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByStringLiteral {
    /// `"text"` is `.string("text")`: escaped when interpolated.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    /// `[a, b]` is `.list([a, b])`.
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// `["key": value]` is `.object(["key": value])`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
