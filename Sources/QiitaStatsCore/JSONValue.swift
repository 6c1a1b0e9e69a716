/// A JSON value whose objects keep their keys in the order given, for byte-stable documents.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, keys in this order.
    case object([(String, JSONValue)])

    /// An `int`, or `null` for nil.
    public static func int(_ value: Int?) -> JSONValue {
        value.map(JSONValue.int) ?? .null
    }

    /// An ordered object from key–value pairs.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { ($0.key, $0.value) })
    }

    /// The longest one-line rendering of an array or object of scalars (`{ "date": …, "level": 0 }`).
    public static let inlineWidth = 100
    /// The longest one-line rendering of an object of scalars inside an array: a row of a table
    /// such as `days`, one line each.
    public static let rowWidth = 200

    /// The text, pretty-printed with 2-space indentation and a trailing newline.
    ///
    /// An array or object whose members are all scalars is written on one line when that line
    /// is at most ``inlineWidth`` characters (``rowWidth`` for an object in an array), as the
    /// schema shows `days` and `totals`.
    public var prettyPrinted: String {
        var output = ""
        write(to: &output, indent: "")
        output += "\n"
        return output
    }

    /// The text on one line, without spaces and without a trailing newline: a JSON Lines record.
    public var compactText: String {
        var output = ""
        writeCompact(to: &output)
        return output
    }

    private func write(to output: inout String, indent: String, inlineWidth: Int = JSONValue.inlineWidth) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array, .object:
            if let inline = inlineText(width: inlineWidth) { return output += inline }
            writeMultiline(to: &output, indent: indent)
        }
    }

    private func writeCompact(to output: inout String) {
        switch self {
        case .null, .bool, .int, .string: write(to: &output, indent: "")
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.writeCompact(to: &output)
            }
            output += "]"
        case .object(let pairs):
            output += "{"
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { output += "," }
                JSONValue.writeString(key, to: &output)
                output += ":"
                value.writeCompact(to: &output)
            }
            output += "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .null, .bool, .int, .string: true
        case .array, .object: false
        }
    }

    /// The one-line text of an array or object of scalars, or nil when it has a container or is too long.
    private func inlineText(width: Int) -> String? {
        var output = ""
        switch self {
        case .array(let elements):
            guard elements.allSatisfy(\.isScalar) else { return nil }
            guard !elements.isEmpty else { return "[]" }
            output += "["
            for (index, element) in elements.enumerated() {
                output += index == 0 ? "" : ", "
                element.write(to: &output, indent: "")
            }
            output += "]"
        case .object(let pairs):
            guard pairs.allSatisfy({ $0.1.isScalar }) else { return nil }
            guard !pairs.isEmpty else { return "{}" }
            output += "{ "
            for (index, (key, value)) in pairs.enumerated() {
                output += index == 0 ? "" : ", "
                JSONValue.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, indent: "")
            }
            output += " }"
        case .null, .bool, .int, .string:
            return nil
        }
        return output.unicodeScalars.count <= width ? output : nil
    }

    private func writeMultiline(to output: inout String, indent: String) {
        switch self {
        case .null, .bool, .int, .string:
            write(to: &output, indent: indent)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                output += (index == 0 ? "\n" : ",\n") + indent + "  "
                let isRow = if case .object = element { true } else { false }
                element.write(
                    to: &output, indent: indent + "  ", inlineWidth: isRow ? JSONValue.rowWidth : JSONValue.inlineWidth)
            }
            output += "\n" + indent + "]"
        case .object(let pairs):
            output += "{"
            for (index, (key, value)) in pairs.enumerated() {
                output += (index == 0 ? "\n" : ",\n") + indent + "  "
                JSONValue.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, indent: indent + "  ")
            }
            output += "\n" + indent + "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        // Fast path: nothing to escape. 0xC2 starts the C1 controls, 0xD8 U+061C and 0xE2 the
        // line separators and bidi controls, so those take the slow path.
        if !value.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2
        }) {
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            // Also C1 controls and bidi overrides: the same JSON, but harmless when it is shown
            // in a terminal (`\u{9B}` is a CSI, `\u{202E}` turns text around).
            case "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{202A}"..."\u{202E}",
                "\u{2066}"..."\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// Equal when the same kind with equal contents (object keys compared in order).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.prettyPrinted == rhs.prettyPrinted
    }

    /// Hashes the text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(prettyPrinted)
    }
}
