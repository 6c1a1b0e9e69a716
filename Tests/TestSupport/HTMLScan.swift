/// A small HTML tokenizer for asserting what a page holds: every start tag with its attributes
/// (names lower-cased, values with character references decoded) and every text run, as a browser's
/// tokenizer would split them (raw text inside `script`/`style`, character data inside `title`).
public struct HTMLScan {
    public struct Tag: Equatable {
        public let name: String
        public let attributes: [(name: String, value: String)]

        public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

        public static func == (lhs: Tag, rhs: Tag) -> Bool {
            lhs.name == rhs.name && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
                && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
        }
    }

    public private(set) var tags: [Tag] = []
    public private(set) var texts: [String] = []
    /// The content of each `<style>` element.
    public private(set) var styles: [String] = []

    public init(_ html: String) {
        let s = Array(html.unicodeScalars)
        var i = 0
        var text = ""
        func flush() {
            if !text.isEmpty { texts.append(Self.decode(text)) }
            text = ""
        }
        while i < s.count {
            guard s[i] == "<", i + 1 < s.count else {
                text.unicodeScalars.append(s[i])
                i += 1
                continue
            }
            let next = s[i + 1]
            if Self.starts(s, i, "<!--") {
                flush()
                i = Self.find(s, "-->", from: i + 4).map { $0 + 3 } ?? s.count
            } else if next == "!" || next == "?" {
                flush()
                i = Self.find(s, ">", from: i).map { $0 + 1 } ?? s.count
            } else if next == "/" {
                flush()
                i = Self.find(s, ">", from: i).map { $0 + 1 } ?? s.count
            } else if Self.isLetter(next) {
                flush()
                var (tag, end) = Self.startTag(s, from: i + 1)
                tags.append(tag)
                i = end
                if ["script", "style", "title", "textarea"].contains(tag.name) {
                    end = Self.find(s, "</\(tag.name)", from: i, caseInsensitive: true) ?? s.count
                    let content = String(String.UnicodeScalarView(s[i..<end]))
                    if tag.name == "style" { styles.append(content) }
                    if tag.name == "title" || tag.name == "textarea" { texts.append(Self.decode(content)) }
                    tag = Tag(name: tag.name, attributes: [])
                    i = end
                }
            } else {
                text.unicodeScalars.append(s[i])
                i += 1
            }
        }
        flush()
    }

    /// The tags named `name`.
    public func tags(_ name: String) -> [Tag] { tags.filter { $0.name == name } }

    private static func startTag(_ s: [Unicode.Scalar], from start: Int) -> (Tag, Int) {
        var i = start
        var name = ""
        while i < s.count, !isSpace(s[i]), s[i] != ">", s[i] != "/" {
            name.unicodeScalars.append(s[i])
            i += 1
        }
        var attributes: [(String, String)] = []
        while i < s.count, s[i] != ">" {
            if isSpace(s[i]) || s[i] == "/" {
                i += 1
                continue
            }
            var attribute = ""
            while i < s.count, !isSpace(s[i]), s[i] != ">", s[i] != "=", !(s[i] == "/" && !attribute.isEmpty) {
                attribute.unicodeScalars.append(s[i])
                i += 1
            }
            while i < s.count, isSpace(s[i]) { i += 1 }
            var value = ""
            if i < s.count, s[i] == "=" {
                i += 1
                while i < s.count, isSpace(s[i]) { i += 1 }
                if i < s.count, s[i] == "\"" || s[i] == "'" {
                    let quote = s[i]
                    let end = find(s, String(quote), from: i + 1) ?? s.count
                    value = String(String.UnicodeScalarView(s[(i + 1)..<end]))
                    i = min(s.count, end + 1)
                } else {
                    while i < s.count, !isSpace(s[i]), s[i] != ">" {
                        value.unicodeScalars.append(s[i])
                        i += 1
                    }
                }
            }
            attributes.append((attribute.lowercased(), decode(value)))
        }
        return (Tag(name: name.lowercased(), attributes: attributes), min(s.count, i + 1))
    }

    /// Text with the character references the escaper writes, and numeric ones, decoded.
    public static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            rest = rest[amp...]
            let named = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'"]
            if let (entity, character) = named.first(where: { rest.hasPrefix($0.key) }) {
                output += character
                rest = rest.dropFirst(entity.count)
            } else if rest.hasPrefix("&#"), let semicolon = rest.firstIndex(of: ";"),
                let scalar = numericReference(rest[rest.index(rest.startIndex, offsetBy: 2)..<semicolon])
            {
                output.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                output += "&"
                rest = rest.dropFirst()
            }
        }
        return output + rest
    }

    private static func numericReference(_ digits: Substring) -> Unicode.Scalar? {
        let value =
            digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init)
    }

    private static func starts(_ s: [Unicode.Scalar], _ i: Int, _ prefix: String) -> Bool {
        let p = Array(prefix.unicodeScalars)
        return i + p.count <= s.count && Array(s[i..<(i + p.count)]) == p
    }

    private static func find(_ s: [Unicode.Scalar], _ needle: String, from: Int, caseInsensitive: Bool = false) -> Int?
    {
        let n = Array((caseInsensitive ? needle.lowercased() : needle).unicodeScalars)
        guard !n.isEmpty, s.count >= n.count, from <= s.count - n.count else { return nil }
        for i in from...(s.count - n.count) {
            let window = s[i..<(i + n.count)].map { caseInsensitive ? lower($0) : $0 }
            if window == n { return i }
        }
        return nil
    }

    private static func lower(_ c: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(c) ? Unicode.Scalar(c.value + 32) ?? c : c
    }

    private static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{0C}"
    }
    private static func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
}
