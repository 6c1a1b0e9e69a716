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

    var isContainer: Bool { if case .array = self { true } else if case .object = self { true } else { false } }
}

/// The one JSON writer: a document written piece by piece, so that a large one (a report's days
/// and articles over years) is never built as one value. Compact is on one line without spaces
/// (JSON Lines); pretty has 2-space indentation and puts an array or object of scalars on one line
/// when it fits in 100 characters, a table's row (an object in an array, as `days`) in 200.
public struct JSONWriter {
    private var bytes: [UInt8] = []
    private let compact: Bool
    /// The containers open, innermost last: whether each is an array and is written on one line.
    private var open: [(isArray: Bool, oneLine: Bool)] = []
    /// Whether the innermost container has no member yet (an outer one has one: the inner).
    private var isEmpty = true
    /// A comma, a new line and the indentation of the members of the innermost container.
    private var separator: [UInt8] = Array(",\n".utf8)
    /// Whether a key was just written, so the next value is its member's.
    private var afterKey = false

    /// An empty writer, pretty unless `compact`.
    public init(compact: Bool = false) {
        self.compact = compact
    }

    /// Opens an object (with `array`, an array) as the next value.
    public mutating func begin(array: Bool = false) {
        _ = startValue()
        push(isArray: array, oneLine: compact)
    }

    /// Closes the innermost container.
    public mutating func end() {
        guard let container = open.popLast() else { return }
        separator.removeLast(2)
        if !isEmpty && !container.oneLine {
            bytes += separator[1...]
        } else if !isEmpty && !compact && !container.isArray {
            bytes.append(UInt8(ascii: " "))
        }
        bytes.append(UInt8(ascii: container.isArray ? "]" : "}"))
        isEmpty = false
    }

    /// Writes as the next value an object (with `array`, an array) that `members` fills; pretty, on one line with
    /// `oneLineIfFits` (no member is an array or object) if it fits: 200 characters for a row in an array, else 100.
    public mutating func container(array: Bool = false, oneLineIfFits: Bool = false, _ members: (inout Self) -> Void) {
        let limit = startValue() && !array ? 200 : 100
        let start = bytes.count
        push(isArray: array, oneLine: compact || oneLineIfFits)
        members(&self)
        end()
        // Characters are the bytes that do not continue a UTF-8 sequence.
        guard !compact, oneLineIfFits, bytes.count - start > limit,
            bytes[start...].reduce(0, { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }) > limit
        else { return }
        bytes.removeSubrange(start...)
        push(isArray: array, oneLine: false)
        members(&self)
        end()
    }

    /// Starts the next member of the innermost object; its value follows.
    public mutating func key(_ name: StaticString) {
        name.withUTF8Buffer { key($0, escaping: false) }
    }

    /// A member of the innermost object.
    public mutating func member(_ name: StaticString, _ value: JSONValue) {
        key(name)
        self.value(value)
    }

    /// Writes `value` as the next value.
    public mutating func value(_ value: JSONValue) {
        if !value.isContainer { _ = startValue() }
        switch value {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .string(var value): value.withUTF8 { appendString($0, escaping: true) }
        case .raw(let text): bytes += text.utf8
        case .int(let value):
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            var first: UInt = 1
            while first <= value.magnitude / 10 { first *= 10 }
            for place in sequence(first: first, next: { $0 >= 10 ? $0 / 10 : nil }) {
                bytes.append(UInt8(ascii: "0") + UInt8(value.magnitude / place % 10))
            }
        case .array(let elements):
            container(array: true, oneLineIfFits: !elements.contains(where: \.isContainer)) {
                for element in elements { $0.value(element) }
            }
        case .object(let pairs):
            container(oneLineIfFits: !pairs.contains { $0.1.isContainer }) { writer in
                for (var name, member) in pairs {
                    name.withUTF8 { writer.key($0, escaping: true) }
                    writer.value(member)
                }
            }
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

    private mutating func key(_ name: UnsafeBufferPointer<UInt8>, escaping: Bool) {
        startMember()
        appendString(name, escaping: escaping)
        bytes.append(UInt8(ascii: ":"))
        if !compact { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    private mutating func push(isArray: Bool, oneLine: Bool) {
        bytes.append(UInt8(ascii: isArray ? "[" : "{"))
        open.append((isArray, oneLine))
        isEmpty = true
        separator += "  ".utf8
    }

    /// Makes room for a value: after a key, nothing; in an array, its separator. True in an array.
    private mutating func startValue() -> Bool {
        defer { afterKey = false }
        guard !afterKey, open.last?.isArray == true else { return false }
        startMember()
        return true
    }

    /// The separator before a member of the innermost container: a comma after the previous one,
    /// then a new line and the indentation, or on one line a space (`{ "a": 1, "b": [1, 2] }`).
    private mutating func startMember() {
        guard let container = open.last else { return }
        if !container.oneLine {
            // Through a buffer pointer: a slice of the array would retain it (atomically) for every member.
            separator.withUnsafeBufferPointer { bytes += UnsafeBufferPointer(rebasing: $0[(isEmpty ? 1 : 0)...]) }
        } else {
            if !isEmpty { bytes.append(UInt8(ascii: ",")) }
            if !compact && !(container.isArray && isEmpty) { bytes.append(UInt8(ascii: " ")) }
        }
        isEmpty = false
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes += $0 }
    }

    /// Bytes that may start an escape: controls, `"`, `\`, DEL, and the lead bytes of C1
    /// controls, U+061C and U+2028…U+2069.
    private static let mayEscape: [Bool] = (0...255).map {
        $0 < 0x20 || [0x22, 0x5C, 0x7F, 0xC2, 0xD8, 0xE2].contains($0)
    }

    /// Appends `value` quoted, escaped unless `escaping` is false (a literal), the runs between escapes in one piece
    /// each. Besides what JSON requires, C1 controls, line separators and bidi controls are escaped: the same JSON, but
    /// harmless when it is shown in a terminal (`\u{9B}` is a CSI, `\u{202E}` turns text around).
    private mutating func appendString(_ value: UnsafeBufferPointer<UInt8>, escaping: Bool) {
        bytes.append(UInt8(ascii: "\""))
        Self.mayEscape.withUnsafeBufferPointer { mayEscape in
            var run = 0
            for index in escaping ? value.indices : 0..<0 where mayEscape[Int(value[index])] {
                var (decoder, rest) = (UTF8(), value[index...].makeIterator())
                guard case .scalarValue(let scalar) = decoder.decode(&rest), let escaped = Self.escape(scalar) else {
                    continue
                }
                bytes += UnsafeBufferPointer(rebasing: value[run..<index])
                bytes += escaped.utf8
                run = index + UTF8.width(scalar)
            }
            bytes += UnsafeBufferPointer(rebasing: value[run...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escape of `scalar`, or nil when it is written as it is.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"", "\\": "\\\(scalar)"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\u{08}": "\\b"
        case "\u{0C}": "\\f"
        case "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{202A}"..."\u{202E}",
            "\u{2066}"..."\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}":
            // Four hex digits: those of 0x1xxxx after its leading 1.
            "\\u" + String(scalar.value + 0x1_0000, radix: 16).dropFirst()
        default: nil
        }
    }
}
