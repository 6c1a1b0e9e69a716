/// Turns template source into a node tree in one pass over its UTF-8 bytes, applying the spec's standalone-line rules.
struct MustacheParser {
    /// A section being read, or the template itself at the bottom of the stack.
    private struct Frame {
        var name: MustacheName?
        var inverted = false
        var line = 0
        var children: [MustacheNode] = []
    }

    private let bytes: [UInt8]
    private let template: String
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)
    private var frames = [Frame()]
    private var line = 1
    private var textStart = 0

    /// A parser of `source`, reporting errors against `template`.
    init(_ source: String, template: String) {
        bytes = Array(source.utf8)
        self.template = template
    }

    /// The node tree of the whole source.
    mutating func parse() throws(MustacheError) -> [MustacheNode] {
        var index = 0
        while index < bytes.count {
            if bytes[index] == open[0], bytes[index...].starts(with: open) {
                index = try readTag(at: index)
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
        flushText(upTo: bytes.count)
        if frames.count > 1, let unclosed = frames.last, let name = unclosed.name {
            throw error(.unclosedSection(name.text), unclosed.line)
        }
        return frames[0].children
    }

    /// Reads the tag at `start`, drops its line when it stands alone, and returns where the text goes on.
    private mutating func readTag(at start: Int) throws(MustacheError) -> Int {
        let tag = try MustacheTag.read(bytes, at: start, open: open, close: close, line: line, template: template)
        let tagLine = line
        var end = tag.end
        if tag.canStandAlone, let lineStart = standaloneLineStart(before: start), let next = lineEnd(after: tag.end) {
            flushText(upTo: lineStart)
            end = next
        } else {
            flushText(upTo: start)
        }
        line += tag.newlines
        try apply(tag, line: tagLine)
        textStart = end
        if end > tag.end, bytes[end - 1] == UInt8(ascii: "\n") { line += 1 }
        return end
    }

    /// Adds the tag's node, opens or closes its section, or switches delimiters.
    private mutating func apply(_ tag: MustacheTag, line tagLine: Int) throws(MustacheError) {
        switch tag.kind {
        case .comment:
            return
        case .delimiters:
            guard let delimiters = tag.delimiters else {
                let written = String(decoding: open + Array("=\(tag.content)=".utf8) + close, as: UTF8.self)
                throw error(.badDelimiters(written), tagLine)
            }
            (open, close) = delimiters
        case .partial:
            guard !tag.content.isEmpty else { throw error(.badName(""), tagLine) }
            append(.partial(tag.content, line: tagLine))
        case .variable(let escaped):
            append(.variable(try name(tag.content, tagLine), escaped: escaped, line: tagLine))
        case .section, .inverted:
            frames.append(Frame(name: try name(tag.content, tagLine), inverted: tag.kind == .inverted, line: tagLine))
        case .close:
            guard frames.count > 1, let section = frames.popLast(), let opened = section.name else {
                throw error(.unopenedSectionEnd(tag.content), tagLine)
            }
            guard opened.text == tag.content else {
                let reason = MustacheError.Reason.mismatchedSectionEnd(
                    expected: opened.text, found: tag.content, openedOn: section.line)
                throw error(reason, tagLine)
            }
            append(.section(opened, inverted: section.inverted, children: section.children, line: section.line))
        }
    }

    /// The tag's name, or an error when it is empty or has an empty dotted part.
    private func name(_ text: String, _ tagLine: Int) throws(MustacheError) -> MustacheName {
        guard let name = MustacheName(text) else { throw error(.badName(text), tagLine) }
        return name
    }

    /// The start of the tag's line when only spaces and tabs come before the tag on it.
    private func standaloneLineStart(before start: Int) -> Int? {
        guard let last = bytes[..<start].lastIndex(where: { !MustacheTag.isBlank($0) }) else { return 0 }
        return bytes[last] == UInt8(ascii: "\n") ? last + 1 : nil
    }

    /// Where the next line starts (or the end) when only spaces and tabs follow `end` on its line.
    private func lineEnd(after end: Int) -> Int? {
        let index = bytes[end...].firstIndex { !MustacheTag.isBlank($0) } ?? bytes.count
        if index == bytes.count { return index }
        if bytes[index] == UInt8(ascii: "\n") { return index + 1 }
        return bytes[index...].starts(with: "\r\n".utf8) ? index + 2 : nil
    }

    /// Adds the text since the last tag or line start, if any.
    private mutating func flushText(upTo end: Int) {
        if end > textStart { append(.text(String(decoding: bytes[textStart..<end], as: UTF8.self))) }
        textStart = end
    }

    private mutating func append(_ node: MustacheNode) {
        frames[frames.count - 1].children.append(node)
    }

    private func error(_ reason: MustacheError.Reason, _ tagLine: Int) -> MustacheError {
        MustacheError(template: template, line: tagLine, reason: reason)
    }
}
