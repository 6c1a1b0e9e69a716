/// Hand-written JSON, so that keys keep Qiita's order and items can be encoded once at start-up.
enum JSONText {
    /// `value` as a JSON string literal (non-ASCII kept as UTF-8, like Qiita).
    static func string(_ value: String) -> String {
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A nullable string.
    static func string(_ value: String?) -> String { value.map { string($0) } ?? "null" }

    /// A nullable integer.
    static func int(_ value: Int?) -> String { value.map { String($0) } ?? "null" }

    /// An object from key/raw-JSON pairs, in order.
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// The `{message,type}` error body.
    static func error(_ message: String, _ type: String) -> [UInt8] {
        Array(object([("message", string(message)), ("type", string(type))]).utf8)
    }
}
