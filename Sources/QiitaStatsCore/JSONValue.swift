/// A JSON value whose objects keep their keys in the order given, for byte-stable documents.
public enum JSONValue: Sendable {
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
    /// Text that is JSON already, written as it stands (the emulator's edited fields, which
    /// may be any JSON a test wants the client to meet).
    case raw(String)

    /// An `int`, or `null` for nil.
    public static func int(_ value: Int?) -> JSONValue {
        value.map(JSONValue.int) ?? .null
    }

    /// A `string`, or `null` for nil.
    public static func string(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// An ordered object from key–value pairs.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { ($0.key, $0.value) })
    }

    /// The text, pretty-printed with 2-space indentation and a trailing newline.
    public var prettyPrinted: String {
        var writer = JSONWriter()
        writer.value(self)
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    /// The text on one line, without spaces and without a trailing newline: a JSON Lines record.
    public var compactText: String {
        var output: [UInt8] = []
        appendLine(to: &output, compact: true)
        return String(decoding: output, as: UTF8.self)
    }

    var isScalar: Bool {
        switch self {
        case .null, .bool, .int, .string, .raw: true
        case .array, .object: false
        }
    }

    /// Appends the value on one line: `compact` without spaces, else `{ "a": 1, "b": [1, 2] }`.
    func appendLine(to output: inout [UInt8], compact: Bool) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .int(let value): output += String(value).utf8
        case .string(let value): Self.appendString(value, to: &output)
        case .raw(let text): output += text.utf8
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output += (compact ? "," : ", ").utf8 }
                element.appendLine(to: &output, compact: compact)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let pairs):
            guard !pairs.isEmpty else { return output += "{}".utf8 }
            output += (compact ? "{" : "{ ").utf8
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { output += (compact ? "," : ", ").utf8 }
                Self.appendString(key, to: &output)
                output += (compact ? ":" : ": ").utf8
                value.appendLine(to: &output, compact: compact)
            }
            output += (compact ? "}" : " }").utf8
        }
    }

    /// Appends `value` quoted and escaped. Besides what JSON requires, C1 controls, line
    /// separators and bidi controls are escaped: the same JSON, but harmless when it is shown
    /// in a terminal (`\u{9B}` is a CSI, `\u{202E}` turns text around).
    static func appendString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Almost every string has no byte that may start an escape (controls, `"`, `\`, DEL,
        // and the lead bytes of C1 controls, U+061C and U+2028…U+2069): copied as they are.
        let plain = value.utf8.allSatisfy {
            $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F && $0 != 0xC2 && $0 != 0xD8 && $0 != 0xE2
        }
        guard !plain else {
            output += value.utf8
            return output.append(UInt8(ascii: "\""))
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\"".utf8
            case "\\": output += "\\\\".utf8
            case "\n": output += "\\n".utf8
            case "\r": output += "\\r".utf8
            case "\t": output += "\\t".utf8
            case "\u{08}": output += "\\b".utf8
            case "\u{0C}": output += "\\f".utf8
            case "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{202A}"..."\u{202E}",
                "\u{2066}"..."\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: output += String(scalar).utf8
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// Writes a pretty-printed JSON document piece by piece, laid out as ``JSONValue/prettyPrinted``
/// lays out the same document, so that a large one (a report's days and articles over years)
/// is never built as one value.
public struct JSONWriter {
    private var bytes: [UInt8] = []
    /// The containers open, innermost last: whether each is an array, and whether it is empty.
    private var open: [(isArray: Bool, isEmpty: Bool)] = []
    /// Whether a key was just written, so the next value is its member's.
    private var afterKey = false

    /// An empty writer.
    public init() {}

    /// Opens an object as the next value.
    public mutating func beginObject() {
        _ = startValue()
        begin(isArray: false)
    }

    /// Opens an array as the next value.
    public mutating func beginArray() {
        _ = startValue()
        begin(isArray: true)
    }

    /// Closes the innermost container.
    public mutating func end() {
        guard let container = open.popLast() else { return }
        if !container.isEmpty { newLine(indent: open.count * 2) }
        bytes.append(UInt8(ascii: container.isArray ? "]" : "}"))
    }

    /// Starts the next member of the innermost object; its value follows.
    public mutating func key(_ name: String) {
        startMember()
        JSONValue.appendString(name, to: &bytes)
        bytes += ": ".utf8
        afterKey = true
    }

    /// A member of the innermost object.
    public mutating func member(_ name: String, _ value: JSONValue) {
        key(name)
        self.value(value)
    }

    /// Writes `value` as the next value: on one line if it is a scalar or a container of scalars
    /// that fits, else on several.
    public mutating func value(_ value: JSONValue) {
        let inArray = startValue()
        if value.isScalar { return value.appendLine(to: &bytes, compact: false) }
        if value.membersAreScalars {
            let start = bytes.count
            value.appendLine(to: &bytes, compact: false)
            let isRow = if inArray, case .object = value { true } else { false }
            // Characters are the bytes that do not continue a UTF-8 sequence.
            let width = bytes[start...].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            // A table's row (an object in an array, as `days`) may run to 200 characters, else 100.
            if width <= (isRow ? 200 : 100) { return }
            bytes.removeSubrange(start...)
        }
        switch value {
        case .array(let elements):
            begin(isArray: true)
            for element in elements { self.value(element) }
            end()
        case .object(let pairs):
            begin(isArray: false)
            for (name, member) in pairs { self.member(name, member) }
            end()
        case .null, .bool, .int, .string, .raw:
            break
        }
    }

    /// How many bytes are written and not yet taken.
    public var pendingCount: Int { bytes.count }

    /// The bytes written so far, handed over while the document goes on (to write a large one to
    /// its file in pieces); the writer keeps its place.
    public mutating func takePending() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// The document with its trailing newline; the writer is left empty.
    public mutating func finish() -> [UInt8] {
        while !open.isEmpty { end() }
        bytes.append(UInt8(ascii: "\n"))
        return takePending()
    }

    private mutating func begin(isArray: Bool) {
        bytes.append(UInt8(ascii: isArray ? "[" : "{"))
        open.append((isArray, true))
    }

    /// Makes room for a value: after a key, nothing; in an array, a new line. True in an array.
    private mutating func startValue() -> Bool {
        if afterKey {
            afterKey = false
            return false
        }
        guard open.last?.isArray == true else { return false }
        startMember()
        return true
    }

    /// A comma after the previous member of the innermost container, a new line and the indentation.
    private mutating func startMember() {
        guard let last = open.indices.last else { return }
        if !open[last].isEmpty { bytes.append(UInt8(ascii: ",")) }
        open[last].isEmpty = false
        newLine(indent: open.count * 2)
    }

    private mutating func newLine(indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes += repeatElement(UInt8(ascii: " "), count: indent)
    }
}

extension JSONValue {
    /// Whether the value is a container whose members are all scalars (so it may go on one line).
    var membersAreScalars: Bool {
        switch self {
        case .array(let elements): elements.allSatisfy(\.isScalar)
        case .object(let pairs): pairs.allSatisfy(\.1.isScalar)
        case .null, .bool, .int, .string, .raw: false
        }
    }
}
