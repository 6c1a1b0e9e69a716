/// HTML escaping for `{{name}}`, over UTF-8 bytes.
public enum MustacheEscaper {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references.
    public static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        append(text, escapedTo: &output)
        return output
    }

    /// Appends `text` to `output` with `&`, `<`, `>`, `"` and `'` escaped as character references.
    public static func append(_ text: String, escapedTo output: inout String) {
        var bytes = text
        let escaped = bytes.withUTF8 { buffer in
            var runStart = 0
            for index in buffer.indices {
                let replacement: String
                switch buffer[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                if index > runStart { output += string(buffer[runStart..<index]) }
                output += replacement
                runStart = index + 1
            }
            guard runStart > 0 else { return false }
            if runStart < buffer.count { output += string(buffer[runStart...]) }
            return true
        }
        if !escaped { output += text }
    }

    /// The text of UTF-8 bytes cut from valid text at ASCII characters, so themselves valid.
    private static func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }
}
