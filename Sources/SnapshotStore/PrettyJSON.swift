/// JSON in `JSONEncoder`'s pretty-printed layout, appended as bytes; the caller gives the
/// members in order.
struct PrettyJSON {
    var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the container opened last has no member yet.
    private var empty = false

    mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        empty = true
    }

    mutating func close(_ bracket: UInt8) {
        if empty { bytes.append(UInt8(ascii: "\n")) }
        depth -= 1
        bytes.append(UInt8(ascii: "\n"))
        indent()
        bytes.append(bracket)
        empty = false
    }

    /// Starts the next element of an array.
    mutating func element() {
        if !empty { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        indent()
        empty = false
    }

    /// Starts the next member of an object (the key needs no escape).
    mutating func key(_ name: StaticString) {
        element()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
    }

    mutating func int(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
    }

    mutating func null() {
        bytes.append(contentsOf: "null".utf8)
    }

    /// A string: quotes, backslashes and control characters escaped (`\b`, `\f`, `\n`, `\r`,
    /// `\t` by name, the others as `\u00xx`); slashes, DEL and all else as they are.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { text in
            var start = 0
            for (index, byte) in text.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
                start = index + 1
                switch byte {
                case 0x22, 0x5C: bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
                case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
                case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
                case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
                case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
                case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: #"\u00"#.utf8)
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0x0F)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
