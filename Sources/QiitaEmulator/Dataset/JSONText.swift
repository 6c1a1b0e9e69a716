/// Hand-written JSON, so that keys keep Qiita's order and items can be encoded once at start-up.
enum JSONText {
    /// `value` as a JSON string literal (non-ASCII kept as UTF-8, like Qiita).
    static func string(_ value: String) -> String {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(value.utf8.count + 16)
        let backslash = UInt8(ascii: "\\")
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), backslash:
                out.append(backslash)
                out.append(byte)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                out.append(backslash)
                out.append(byte == 10 ? UInt8(ascii: "n") : byte == 13 ? UInt8(ascii: "r") : UInt8(ascii: "t"))
            case 0..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(contentsOf: String(byte >> 4, radix: 16).utf8)
                out.append(contentsOf: String(byte & 15, radix: 16).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// A nullable string.
    static func string(_ value: String?) -> String { value.map { string($0) } ?? "null" }

    /// A nullable integer.
    static func int(_ value: Int?) -> String { value.map { String($0) } ?? "null" }

    /// An object from key/raw-JSON pairs, in order; `edits` replace the values of their keys.
    static func object(_ fields: [(String, String)], edits: [String: String] = [:]) -> String {
        "{" + fields.map { "\(string($0.0)):\(edits[$0.0] ?? $0.1)" }.joined(separator: ",") + "}"
    }

    /// The `{message,type}` error body.
    static func error(_ message: String, _ type: String) -> [UInt8] {
        Array(object([("message", string(message)), ("type", string(type))]).utf8)
    }
}
