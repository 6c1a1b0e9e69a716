/// One tag as read from the source bytes, before it becomes a node.
struct MustacheTag {
    /// The kinds of tag, by the character after the opening delimiter.
    enum Kind: Equatable {
        case variable(escaped: Bool)
        case section
        case inverted
        case close
        case partial
        case comment
        case delimiters
    }

    /// What the tag does.
    let kind: Kind
    /// The tag's content without sigil and surrounding whitespace: a name, a comment, or two delimiters.
    let content: String
    /// The byte offset one past the closing delimiter.
    let end: Int
    /// How many newlines the tag itself spans.
    let newlines: Int

    /// Whether the tag may stand alone on a line, which removes that whole line from the output.
    var canStandAlone: Bool { if case .variable = kind { false } else { true } }

    /// The opening and closing delimiters a set-delimiter tag names: two words without `=`.
    var delimiters: (open: [UInt8], close: [UInt8])? {
        let words = content.utf8.split(whereSeparator: Self.isWhitespace)
        guard kind == .delimiters, words.count == 2, !words.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            return nil
        }
        return (Array(words[0]), Array(words[1]))
    }

    /// Reads the tag whose opening delimiter `open` starts at `start`; throws when `close` never follows.
    static func read(
        _ bytes: [UInt8], at start: Int, open: [UInt8], close: [UInt8], line: Int, template: String
    ) throws(MustacheError) -> MustacheTag {
        var contentStart = start + open.count
        var terminator = close
        let kind: Kind
        switch contentStart < bytes.count ? bytes[contentStart] : 0 {
        case UInt8(ascii: "{"):
            kind = .variable(escaped: false)
            terminator = [UInt8(ascii: "}")] + close
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "="):
            kind = .delimiters
            terminator = [UInt8(ascii: "=")] + close
        default: kind = .variable(escaped: true)
        }
        if kind != .variable(escaped: true) { contentStart += 1 }
        guard let contentEnd = bytes[contentStart...].firstRange(of: terminator)?.lowerBound else {
            let reason = MustacheError.Reason.unclosedTag(
                open: String(decoding: open, as: UTF8.self), close: String(decoding: terminator, as: UTF8.self))
            throw MustacheError(template: template, line: line, reason: reason)
        }
        let newlines = bytes[start..<contentEnd].count { $0 == UInt8(ascii: "\n") }
        let content = kind == .comment ? "" : trimmed(bytes[contentStart..<contentEnd])
        return MustacheTag(kind: kind, content: content, end: contentEnd + terminator.count, newlines: newlines)
    }

    /// Whether `byte` is a space or a tab: the only characters a standalone line may add to its tag.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether `byte` is whitespace a tag's content is trimmed of.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        isBlank(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// `bytes` as text without leading and trailing whitespace.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        while let first = slice.first, isWhitespace(first) { slice.removeFirst() }
        while let last = slice.last, isWhitespace(last) { slice.removeLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
