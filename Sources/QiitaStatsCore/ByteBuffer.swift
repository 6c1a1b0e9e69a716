/// A growing run of bytes that appends a piece with one capacity check and one copy.
///
/// `[UInt8]`'s `append(contentsOf:)` takes a generic path for every piece (about 70
/// instructions before the copy), and a report's JSON is hundreds of thousands of small pieces:
/// keys, separators, indentation, numbers.
struct ByteBuffer {
    /// Zero-filled beyond ``count``: the room written into next.
    private var storage: [UInt8]
    /// The bytes written so far.
    private(set) var count = 0

    /// The room there is before it grows.
    var capacity: Int { storage.count }

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        storage = [UInt8](repeating: 0, count: Swift.max(capacity, 16))
    }

    /// Appends one byte.
    @inline(__always) mutating func append(_ byte: UInt8) {
        if count == storage.count { grow(1) }
        storage[count] = byte
        count += 1
    }

    /// Appends `bytes`.
    @inline(__always) mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > storage.count { grow(bytes.count) }
        let start = count
        storage.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            (base + start).update(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    /// Lets `write` put up to `maxCount` bytes straight into the buffer, and keeps as many as it
    /// says it wrote: several small pieces (a line break, an indentation, a key) in one step.
    @inline(__always) mutating func append(
        upTo maxCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
    ) {
        if count + maxCount > storage.count { grow(maxCount) }
        let start = count
        let written = storage.withUnsafeMutableBufferPointer { target in
            write(UnsafeMutableBufferPointer(rebasing: target[start..<start + maxCount]))
        }
        count += Swift.min(Swift.max(written, 0), maxCount)
    }

    /// Appends the UTF-8 bytes of a literal.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends the UTF-8 bytes of `text` in one copy.
    mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `value` in decimal without making a string of it.
    mutating func appendDecimal(_ value: Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: a sign and 20 digits fit
        let written = withUnsafeMutableBytes(of: &digits) { room in
            var end = room.count
            var magnitude = value.magnitude
            repeat {
                end -= 1
                room[end] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                end -= 1
                room[end] = UInt8(ascii: "-")
            }
            return end
        }
        withUnsafeBytes(of: &digits) {
            append(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[written...]))
        }
    }

    /// Appends a line break and `indent` spaces, after a comma if `comma`: the start of a
    /// member of a document written on several lines, in one copy up to 64 spaces.
    mutating func appendLineBreak(comma: Bool, indent: Int) {
        let start = comma ? 0 : 1
        let first = Swift.min(indent, ByteBuffer.lineBreak.count - 2)
        ByteBuffer.lineBreak.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[start..<2 + first])) }
        var left = indent - first
        while left > 0 {
            let run = Swift.min(left, ByteBuffer.lineBreak.count - 2)
            ByteBuffer.lineBreak.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[2..<2 + run])) }
            left -= run
        }
    }

    /// Forgets the bytes from `count` on (a piece written to see if it fits).
    mutating func removeSuffix(from count: Int) {
        self.count = Swift.min(self.count, Swift.max(0, count))
    }

    /// Calls `body` with the bytes from `start` on.
    func withBytes<Result>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Swift.min(start, count)..<count])) }
    }

    /// The bytes written, as an array; the buffer is left empty.
    mutating func take() -> [UInt8] {
        var bytes = storage
        storage = []
        bytes.removeSubrange(count...)
        count = 0
        return bytes
    }

    /// Makes room for `extra` more bytes, at least doubling.
    private mutating func grow(_ extra: Int) {
        let target = Swift.max(storage.count * 2, count + extra)
        storage.append(contentsOf: repeatElement(0, count: target - storage.count))
    }

    /// A comma, a line break and 64 spaces.
    private static let lineBreak = Array(",\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 64)
}

extension ByteBuffer {
    /// Whether what was written from `start` is at most `width` characters: a line that fits.
    /// Characters are the bytes that do not continue a UTF-8 sequence: never more than the bytes.
    func fitsInline(from start: Int, width: Int) -> Bool {
        guard count - start > width else { return true }
        let characters = withBytes(from: start) { written in
            var characters = 0
            for byte in written where byte & 0xC0 != 0x80 { characters += 1 }
            return characters
        }
        return characters <= width
    }
}
