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
        var writer = JSONStreamWriter()
        writer.value(self)
        return writer.finish()
    }

    /// The text on one line, without spaces and without a trailing newline: a JSON Lines record.
    public var compactText: String {
        var output = ByteBuffer()
        writeCompact(to: &output)
        return String(decoding: output.take(), as: UTF8.self)
    }

    // The writers append UTF-8 bytes to one buffer: a 10-year document is hundreds of thousands
    // of small pieces, and appending bytes costs a fraction of appending strings.

    /// Writes a scalar, or a container on one line if it fits in `width` (Unicode scalars):
    /// false, with `output` as it was, for a container that does not (``JSONStreamWriter``
    /// then writes it on several lines).
    func writeScalarOrInline(to output: inout ByteBuffer, width: Int) -> Bool {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .int(let value): output.appendDecimal(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array, .object: return writeInline(to: &output, width: width)
        }
        return true
    }

    private func writeCompact(to output: inout ByteBuffer) {
        switch self {
        case .null, .bool, .int, .string: _ = writeScalarOrInline(to: &output, width: 0)
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

    var isScalar: Bool {
        switch self {
        case .null, .bool, .int, .string: true
        case .array, .object: false
        }
    }

    /// Writes an array or object of scalars on one line if it fits in `width` characters
    /// (Unicode scalars); otherwise leaves `output` as it was and returns false.
    private func writeInline(to output: inout ByteBuffer, width: Int) -> Bool {
        let start = output.count
        switch self {
        case .array(let elements):
            guard elements.allSatisfy(\.isScalar) else { return false }
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(", ") }
                _ = element.writeScalarOrInline(to: &output, width: 0)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let pairs):
            guard pairs.allSatisfy({ $0.1.isScalar }) else { return false }
            guard !pairs.isEmpty else {
                output.append("{}")
                return true
            }
            output.append("{ ")
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { output.append(", ") }
                JSONValue.writeString(key, to: &output)
                output.append(": ")
                _ = value.writeScalarOrInline(to: &output, width: 0)
            }
            output.append(" }")
        case .null, .bool, .int, .string:
            return false
        }
        guard !output.fitsInline(from: start, width: width) else { return true }
        output.removeSuffix(from: start)
        return false
    }

    /// Whether `bytes` hold a byte that sends a string down the escaping path of
    /// ``writeString(_:to:)``: a control (below 0x20), `"`, `\`, DEL, or the first byte of a C1
    /// control (0xC2), of U+061C (0xD8), or of a line separator or bidi control (0xE2).
    ///
    /// Eight bytes are tested at once with the zero-byte test of "Bit Twiddling Hacks" (a byte
    /// equal to `b` is a zero byte of `word ^ b…b`; one below 0x20 borrows when 0x20…20 is
    /// subtracted), exact for any bytes; the last few are padded with `a` to a word. A report's
    /// strings are megabytes, and a table lookup per byte was a tenth of writing one.
    static func mayNeedEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // One test of the whole word: the flags of all seven tests, or-ed, then masked once.
        @inline(__always) func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word }
        @inline(__always) func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
            zeroBytes(word ^ (ones &* UInt64(byte)))
        }
        @inline(__always) func escapes(_ word: UInt64) -> Bool {
            let below = (word &- ones &* 0x20) & ~word
            let quoted = matches(word, 0x22) | matches(word, 0x5C) | matches(word, 0x7F)
            let leads = matches(word, 0xC2) | matches(word, 0xD8) | matches(word, 0xE2)
            return (below | quoted | leads) & highs != 0
        }
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            if escapes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) {
                return true
            }
            offset += 8
        }
        guard offset < raw.count else { return false }
        var tail = ones &* UInt64(UInt8(ascii: "a"))
        withUnsafeMutableBytes(of: &tail) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[offset...])) }
        return escapes(UInt64(littleEndian: tail))
    }

    static func writeString(_ value: String, to output: inout ByteBuffer) {
        var value = value
        value.withUTF8 { writeString(utf8: $0, to: &output) }
    }

    /// Writes the string whose UTF-8 (valid) is `bytes`, quoted and escaped.
    static func writeString(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteBuffer) {
        // Fast path: nothing to escape, so the quotes and the bytes go in one step.
        if !JSONValue.mayNeedEscape(bytes) {
            output.append(upTo: bytes.count + 2) { room in
                room[0] = UInt8(ascii: "\"")
                if let source = bytes.baseAddress, let target = room.baseAddress {
                    (target + 1).update(from: source, count: bytes.count)
                }
                room[bytes.count + 1] = UInt8(ascii: "\"")
                return bytes.count + 2
            }
            return
        }
        let value = String(decoding: bytes, as: UTF8.self)
        output.append(UInt8(ascii: "\""))
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            // Also C1 controls and bidi overrides: the same JSON, but harmless when it is shown
            // in a terminal (`\u{9B}` is a CSI, `\u{202E}` turns text around).
            case "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{202A}"..."\u{202E}",
                "\u{2066}"..."\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output.append(contentsOf: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.append(contentsOf: String(scalar))
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
