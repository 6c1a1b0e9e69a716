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
        String(decoding: prettyPrintedBytes, as: UTF8.self)
    }

    /// ``prettyPrinted`` as UTF-8 bytes, for a file or a descriptor: a large document is
    /// written without being turned into a string and back.
    public var prettyPrintedBytes: [UInt8] {
        var output: [UInt8] = []
        write(to: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return output
    }

    /// The text on one line, without spaces and without a trailing newline: a JSON Lines record.
    public var compactText: String {
        var output: [UInt8] = []
        writeCompact(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    // The writers append UTF-8 bytes to one buffer: a year's document is tens of thousands of
    // small pieces, and appending bytes costs a fraction of appending strings.

    private func write(to output: inout [UInt8], indent: Int, inlineWidth: Int = JSONValue.inlineWidth) {
        switch self {
        case .null: output.appendUTF8("null")
        case .bool(let value): output.appendUTF8(value ? "true" : "false")
        case .int(let value): output.appendDecimal(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array, .object:
            if writeInline(to: &output, width: inlineWidth) { return }
            writeMultiline(to: &output, indent: indent)
        }
    }

    private func writeCompact(to output: inout [UInt8]) {
        switch self {
        case .null, .bool, .int, .string: write(to: &output, indent: 0)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.writeCompact(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let pairs):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONValue.writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.writeCompact(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private var isScalar: Bool {
        switch self {
        case .null, .bool, .int, .string: true
        case .array, .object: false
        }
    }

    /// Writes an array or object of scalars on one line if it fits in `width` characters
    /// (Unicode scalars); otherwise leaves `output` as it was and returns false.
    private func writeInline(to output: inout [UInt8], width: Int) -> Bool {
        let start = output.count
        switch self {
        case .array(let elements):
            guard elements.allSatisfy(\.isScalar) else { return false }
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.appendUTF8(", ") }
                element.write(to: &output, indent: 0)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let pairs):
            guard pairs.allSatisfy({ $0.1.isScalar }) else { return false }
            guard !pairs.isEmpty else {
                output.appendUTF8("{}")
                return true
            }
            output.appendUTF8("{ ")
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { output.appendUTF8(", ") }
                JSONValue.writeString(key, to: &output)
                output.appendUTF8(": ")
                value.write(to: &output, indent: 0)
            }
            output.appendUTF8(" }")
        case .null, .bool, .int, .string:
            return false
        }
        // Characters are the bytes that do not continue a UTF-8 sequence.
        var characters = 0
        for byte in output[start...] where byte & 0xC0 != 0x80 { characters += 1 }
        guard characters > width else { return true }
        output.removeSubrange(start...)
        return false
    }

    private func writeMultiline(to output: inout [UInt8], indent: Int) {
        func newline(_ first: Bool, _ depth: Int) {
            if !first { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
            output.appendSpaces(depth)
        }
        switch self {
        case .null, .bool, .int, .string:
            write(to: &output, indent: indent)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                newline(index == 0, indent + 2)
                let isRow = if case .object = element { true } else { false }
                element.write(
                    to: &output, indent: indent + 2, inlineWidth: isRow ? JSONValue.rowWidth : JSONValue.inlineWidth)
            }
            output.append(UInt8(ascii: "\n"))
            output.appendSpaces(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let pairs):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in pairs.enumerated() {
                newline(index == 0, indent + 2)
                JSONValue.writeString(key, to: &output)
                output.appendUTF8(": ")
                value.write(to: &output, indent: indent + 2)
            }
            output.append(UInt8(ascii: "\n"))
            output.appendSpaces(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// The bytes that send a string down the escaping path (see ``writeString(_:to:)``).
    private static let startsAnEscape: [Bool] = (0...255).map { byte in
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    private static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Fast path: nothing to escape. 0xC2 starts the C1 controls, 0xD8 U+061C and 0xE2 the
        // line separators and bidi controls, so those take the slow path.
        var value = value
        let plain = value.withUTF8 { bytes in
            let escapes = JSONValue.startsAnEscape.withUnsafeBufferPointer { table in
                bytes.contains { table[Int($0)] }
            }
            if escapes { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if plain {
            output.append(UInt8(ascii: "\""))
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output.appendUTF8("\\\"")
            case "\\": output.appendUTF8("\\\\")
            case "\n": output.appendUTF8("\\n")
            case "\r": output.appendUTF8("\\r")
            case "\t": output.appendUTF8("\\t")
            case "\u{08}": output.appendUTF8("\\b")
            case "\u{0C}": output.appendUTF8("\\f")
            // Also C1 controls and bidi overrides: the same JSON, but harmless when it is shown
            // in a terminal (`\u{9B}` is a CSI, `\u{202E}` turns text around).
            case "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{202A}"..."\u{202E}",
                "\u{2066}"..."\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output.appendUTF8("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.appendUTF8(String(scalar))
            }
        }
        output.append(UInt8(ascii: "\""))
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

extension [UInt8] {
    /// Appends the UTF-8 bytes of `text` in one copy (`append(contentsOf: text.utf8)` goes
    /// through the generic path, byte by byte).
    fileprivate mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends `value` in decimal without making a string of it.
    fileprivate mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = count
        repeat {
            append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        self[start...].reverse()
    }

    /// Appends `count` spaces (an indentation), copied from a run of them.
    fileprivate mutating func appendSpaces(_ count: Int) {
        var left = count
        while left > 0 {
            let run = Swift.min(left, spaceRun.count)
            spaceRun.withUnsafeBufferPointer { append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run])) }
            left -= run
        }
    }
}

/// Spaces to indent with.
private let spaceRun = [UInt8](repeating: UInt8(ascii: " "), count: 64)
