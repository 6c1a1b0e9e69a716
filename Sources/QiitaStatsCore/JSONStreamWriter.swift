/// Writes a pretty-printed JSON document piece by piece, byte for byte as
/// ``JSONValue/prettyPrintedBytes`` lays out the same document, so that a large one (a report's
/// days and articles over years) is never built as a value first.
///
/// A container opened with ``beginObject()`` or ``beginArray()`` is written on several lines,
/// or as `{}` / `[]` when nothing goes in it: callers open only containers that hold a
/// container, which ``JSONValue`` would write on several lines too. Members given as a
/// ``JSONValue`` are laid out by its rules (on one line when they fit).
///
///     var writer = JSONStreamWriter()
///     writer.beginObject()
///     writer.key("days")
///     writer.beginArray()
///     writer.value(.object(["date": .string("2026-11-30"), "posts": .int(1)]))
///     writer.end()
///     writer.end()
///     let bytes = writer.finish()
public struct JSONStreamWriter {
    private var bytes: ByteBuffer
    /// The containers open, innermost last.
    private var open: [Container] = []
    /// Whether a key was just written, so the next value is its member's.
    private var afterKey = false

    private struct Container {
        var isArray: Bool
        var isEmpty = true
    }

    /// A writer; `capacity` bytes are reserved up front when the document's size can be guessed.
    public init(reservingCapacity capacity: Int = 256) {
        bytes = ByteBuffer(capacity: capacity)
    }

    /// Opens an object as the next value.
    public mutating func beginObject() {
        _ = startValue()
        beginContainer(isArray: false)
    }

    /// Opens an array as the next value.
    public mutating func beginArray() {
        _ = startValue()
        beginContainer(isArray: true)
    }

    /// Closes the innermost container.
    public mutating func end() {
        guard let container = open.popLast() else { return }
        if !container.isEmpty { bytes.appendLineBreak(comma: false, indent: open.count * 2) }
        bytes.append(UInt8(ascii: container.isArray ? "]" : "}"))
    }

    /// Starts the next member of the innermost object; its value follows. The name is written
    /// as it is spelled: a document's keys are plain ASCII words (`"page_views_count"`).
    public mutating func key(_ name: StaticString) {
        guard let (comma, indent) = nextMember() else { return }
        // `,` `\n`, the indentation, the quoted name and `: `, in one step: two copies and a fill.
        name.withUTF8Buffer { name in
            bytes.append(upTo: indent + name.count + 6) { room in
                guard let base = room.baseAddress, let source = name.baseAddress else { return 0 }
                var at = 0
                if comma {
                    base[at] = UInt8(ascii: ",")
                    at += 1
                }
                base[at] = UInt8(ascii: "\n")
                (base + at + 1).update(repeating: UInt8(ascii: " "), count: indent)
                at += 1 + indent
                base[at] = UInt8(ascii: "\"")
                (base + at + 1).update(from: source, count: name.count)
                at += 1 + name.count
                base[at] = UInt8(ascii: "\"")
                base[at + 1] = UInt8(ascii: ":")
                base[at + 2] = UInt8(ascii: " ")
                return at + 3
            }
        }
        afterKey = true
    }

    /// A key that is not a literal: escaped as a string value is.
    private mutating func key(_ name: String) {
        startMember()
        JSONValue.writeString(name, to: &bytes)
        bytes.append(": ")
        afterKey = true
    }

    /// Writes `value` as the next value: on one line if it is a scalar or a container of scalars
    /// that fits, else on several.
    public mutating func value(_ value: JSONValue) {
        let inArray = startValue()
        let isRow = if inArray, case .object = value { true } else { false }
        if value.writeScalarOrInline(to: &bytes, width: isRow ? JSONValue.rowWidth : JSONValue.inlineWidth) {
            return
        }
        switch value {
        case .array(let elements):
            beginContainer(isArray: true)
            for element in elements { self.value(element) }
            end()
        case .object(let pairs):
            beginContainer(isArray: false)
            for (name, member) in pairs {
                key(name)
                self.value(member)
            }
            end()
        case .null, .bool, .int, .string:
            break
        }
    }

    /// Writes a string as the next value (``value(_:)`` with `.string`, without making one).
    public mutating func value(_ string: String) {
        _ = startValue()
        JSONValue.writeString(string, to: &bytes)
    }

    /// Writes the string whose UTF-8 (valid) is `utf8` as the next value, escaped as
    /// a string value is escaped: for text that is bytes already.
    public mutating func value(utf8: UnsafeBufferPointer<UInt8>) {
        _ = startValue()
        JSONValue.writeString(utf8: utf8, to: &bytes)
    }

    /// Writes an array of strings as the next value, laid out as ``value(_:)-(JSONValue)``
    /// lays out the same `.array` of `.string`s (on one line when it fits). `elements` calls
    /// its argument with each string's UTF-8 (valid), in order, and may be called twice.
    public mutating func stringArray(_ elements: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        _ = startValue()
        let start = bytes.count
        bytes.append(UInt8(ascii: "["))
        var first = true
        elements { element in
            if !first { bytes.append(", ") }
            first = false
            JSONValue.writeString(utf8: element, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        guard !bytes.fitsInline(from: start, width: JSONValue.inlineWidth) else { return }
        bytes.removeSuffix(from: start)
        beginContainer(isArray: true)
        elements { element in
            startMember()
            JSONValue.writeString(utf8: element, to: &bytes)
        }
        end()
    }

    /// Writes a whole number, or `null` for nil, as the next value.
    public mutating func value(_ number: Int?) {
        _ = startValue()
        if let number { bytes.appendDecimal(number) } else { bytes.append("null") }
    }

    /// How many bytes are written and not yet taken.
    public var pendingCount: Int { bytes.count }

    /// The bytes written so far, handed over while the document goes on (to write a large one to
    /// its file in pieces); the writer keeps its place and as much room.
    public mutating func takePending() -> [UInt8] {
        let capacity = bytes.capacity
        defer { bytes = ByteBuffer(capacity: capacity) }
        return bytes.take()
    }

    /// The document with its trailing newline; the writer is left empty.
    public mutating func finish() -> [UInt8] {
        while !open.isEmpty { end() }
        bytes.append(UInt8(ascii: "\n"))
        return bytes.take()
    }

    /// Opens a container whose place is already taken (after ``value(_:)`` started it).
    private mutating func beginContainer(isArray: Bool) {
        bytes.append(UInt8(ascii: isArray ? "[" : "{"))
        open.append(Container(isArray: isArray))
    }

    /// Makes room for a value: after a key, nothing; in an array, a new line. True in an array.
    private mutating func startValue() -> Bool {
        if afterKey {
            afterKey = false
            return false
        }
        guard let container = open.last, container.isArray else { return false }
        startMember()
        return true
    }

    /// A comma after the previous member, a new line and the indentation.
    private mutating func startMember() {
        guard let (comma, indent) = nextMember() else { return }
        bytes.appendLineBreak(comma: comma, indent: indent)
    }

    /// Counts one more member in the innermost container: whether a comma goes before it, and
    /// the indentation of its line; nil outside any container.
    private mutating func nextMember() -> (comma: Bool, indent: Int)? {
        guard let last = open.indices.last else { return nil }
        defer { open[last].isEmpty = false }
        return (!open[last].isEmpty, open.count * 2)
    }
}
