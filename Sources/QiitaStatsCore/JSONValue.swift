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
        var writer = JSONWriter(compact: true)
        writer.value(self)
        return String(decoding: writer.takePending(), as: UTF8.self)
    }

    /// Whether the value is a container whose members are all scalars (so it may go on one line).
    var membersAreScalars: Bool {
        switch self {
        case .array(let elements): !elements.contains(where: \.isContainer)
        case .object(let pairs): !pairs.contains { $0.1.isContainer }
        case .null, .bool, .int, .string, .raw: false
        }
    }

    private var isContainer: Bool { if case .array = self { true } else if case .object = self { true } else { false } }
}

/// The one JSON writer: a document written piece by piece, so that a large one (a report's days
/// and articles over years) is never built as one value. Compact is on one line without spaces
/// (JSON Lines); pretty has 2-space indentation and puts an array or object of scalars on one line
/// when it fits in 100 characters, a table's row (an object in an array, as `days`) in 200.
public struct JSONWriter {
    private var bytes: [UInt8] = []
    private let compact: Bool
    /// The containers open, innermost last: whether each is an array, has no member yet, and is
    /// written on one line.
    private var open: [(isArray: Bool, isEmpty: Bool, oneLine: Bool)] = []
    /// Whether a key was just written, so the next value is its member's.
    private var afterKey = false

    /// An empty writer, pretty unless `compact`.
    public init(compact: Bool = false) {
        self.compact = compact
    }

    /// Opens an object as the next value.
    public mutating func beginObject() {
        _ = startValue()
        begin(isArray: false, oneLine: compact)
    }

    /// Opens an array as the next value.
    public mutating func beginArray() {
        _ = startValue()
        begin(isArray: true, oneLine: compact)
    }

    /// Closes the innermost container.
    public mutating func end() {
        guard let container = open.popLast() else { return }
        if !container.isEmpty && !container.oneLine {
            newLine()
        } else if !container.isEmpty && !compact && !container.isArray {
            bytes.append(UInt8(ascii: " "))
        }
        bytes.append(UInt8(ascii: container.isArray ? "]" : "}"))
    }

    /// Starts the next member of the innermost object; its value follows.
    public mutating func key(_ name: String) {
        startMember()
        Self.appendString(name, to: &bytes)
        append(compact ? ":" : ": ")
        afterKey = true
    }

    /// A member of the innermost object.
    public mutating func member(_ name: String, _ value: JSONValue) {
        key(name)
        self.value(value)
    }

    /// Writes `value` as the next value.
    public mutating func value(_ value: JSONValue) {
        let inArray = startValue()
        switch value {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .int(let value): bytes += String(value).utf8
        case .string(let value): Self.appendString(value, to: &bytes)
        case .raw(let text): bytes += text.utf8
        case .array, .object:
            let start = bytes.count
            let scalars = value.membersAreScalars
            container(value, oneLine: compact || scalars)
            guard !compact, scalars else { return }
            // Characters are the bytes that do not continue a UTF-8 sequence.
            let width = bytes[start...].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            let isRow = if inArray, case .object = value { true } else { false }
            if width <= (isRow ? 200 : 100) { return }
            bytes.removeSubrange(start...)
            container(value, oneLine: false)
        }
    }

    /// How many bytes are written and not yet taken.
    public var pendingCount: Int { bytes.count }

    /// The bytes written so far, handed over while the document goes on (to write a large one to
    /// its file in pieces); the writer keeps its place.
    public mutating func takePending() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// The document with its trailing newline; the writer is left empty.
    public mutating func finish() -> [UInt8] {
        while !open.isEmpty { end() }
        bytes.append(UInt8(ascii: "\n"))
        return takePending()
    }

    private mutating func container(_ value: JSONValue, oneLine: Bool) {
        switch value {
        case .array(let elements):
            begin(isArray: true, oneLine: oneLine)
            for element in elements { self.value(element) }
        case .object(let pairs):
            begin(isArray: false, oneLine: oneLine)
            for (name, member) in pairs { self.member(name, member) }
        case .null, .bool, .int, .string, .raw:
            return
        }
        end()
    }

    private mutating func begin(isArray: Bool, oneLine: Bool) {
        bytes.append(UInt8(ascii: isArray ? "[" : "{"))
        open.append((isArray, true, oneLine))
    }

    /// Makes room for a value: after a key, nothing; in an array, its separator. True in an array.
    private mutating func startValue() -> Bool {
        if afterKey {
            afterKey = false
            return false
        }
        guard open.last?.isArray == true else { return false }
        startMember()
        return true
    }

    /// The separator before a member of the innermost container: a comma after the previous one,
    /// then a new line and the indentation, or on one line a space (`{ "a": 1, "b": [1, 2] }`).
    private mutating func startMember() {
        guard let container = open.last else { return }
        if !container.isEmpty { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].isEmpty = false
        if !container.oneLine {
            newLine()
        } else if !compact && !(container.isArray && container.isEmpty) {
            bytes.append(UInt8(ascii: " "))
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes += $0 }
    }

    private mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        var indent = 2 * open.count
        while indent > 0 {
            bytes += Self.spaces.prefix(indent)
            indent -= Self.spaces.count
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 16)

    /// Bytes that may start an escape: controls, `"`, `\`, DEL, and the lead bytes of C1
    /// controls, U+061C and U+2028…U+2069.
    private static let mayEscape: [Bool] = (0...255).map {
        $0 < 0x20 || [0x22, 0x5C, 0x7F, 0xC2, 0xD8, 0xE2].contains($0)
    }

    /// Appends `value` quoted and escaped. Besides what JSON requires, C1 controls, line
    /// separators and bidi controls are escaped: the same JSON, but harmless when it is shown
    /// in a terminal (`\u{9B}` is a CSI, `\u{202E}` turns text around).
    static func appendString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var value = value
        // Almost every string has no byte that may start an escape: copied in one piece.
        let plain = value.withUTF8 { bytes in
            let plain = mayEscape.withUnsafeBufferPointer { table in !bytes.contains { table[Int($0)] } }
            if plain { output.append(contentsOf: bytes) }
            return plain
        }
        if !plain {
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
                    let hex = String(scalar.value, radix: 16)
                    output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
                default: output += scalar.utf8
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
