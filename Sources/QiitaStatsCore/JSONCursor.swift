#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A forward-only cursor over JSON bytes that reads exactly the values asked for and skips the
/// rest, building nothing on the way: the fast path under the API's item reader and
/// ``SnapshotReader``. Every read returns nil (or false) on anything it does not understand;
/// callers then fall back to `JSONDecoder`, which has the last word.
public struct JSONCursor {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var index = 0

    @inlinable public init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether only whitespace is left.
    @inlinable public mutating func atEnd() -> Bool {
        skipSpace()
        return index == bytes.count
    }

    /// Reads an object: `member` gets each key with the cursor at its value, and must consume
    /// that value. False on malformed input, on a key holding an escape (it may spell a key the
    /// caller reads, or repeat one: the decoder's to read), or as soon as `member` returns false.
    @inlinable public mutating func object(_ member: (inout JSONCursor, RawString) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            skipSpace()
            guard let key = rawString(), !key.hasEscape, take(UInt8(ascii: ":")) else { return false }
            skipSpace()
            guard member(&self, key) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// Reads an array: `element` is called with the cursor at each element, and must consume it.
    /// False on malformed input, or as soon as `element` returns false.
    @inlinable public mutating func array(_ element: (inout JSONCursor) -> Bool) -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            skipSpace()
            guard element(&self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }

    /// `bytes` as a string if they are valid UTF-8, else nil: checked in place (``isValidUTF8(_:)``),
    /// then decoded. `String(validating:as:)` would do, but it is generic and instantiates type
    /// metadata at every call (a third of a snapshot's reading).
    @inlinable static func validUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        isValidUTF8(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Whether two byte runs are equal (`memcmp`; the generic `elementsEqual` goes byte by byte).
    @inlinable static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        return memcmp(left, right, a.count) == 0
    }

    /// Whether `key` (from ``object(_:)``) is `name`; an escaped key never is.
    @inlinable public func isKey(_ key: RawString, _ name: StaticString) -> Bool {
        guard !key.hasEscape, key.range.count == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { JSONCursor.same(UnsafeBufferPointer(rebasing: bytes[key.range]), $0) }
    }

    /// A string value, escapes decoded; nil for anything else or invalid UTF-8.
    @inlinable public mutating func string() -> String? {
        guard let raw = rawString() else { return nil }
        guard raw.hasEscape else { return JSONCursor.validUTF8(UnsafeBufferPointer(rebasing: bytes[raw.range])) }
        return JSONCursor.unescape(bytes[raw.range])
    }

    /// Consumes `text` if the bytes go on exactly so (whitespace included); false, and the
    /// cursor stays, if not. For a document in a layout known in advance.
    @inlinable public mutating func expect(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        // `memcmp` at once, not through ``same(_:_:)``: this runs thirteen times an article.
        guard index + count <= bytes.count, let base = bytes.baseAddress,
            text.withUTF8Buffer({ literal in literal.baseAddress.map { memcmp(base + index, $0, count) == 0 } ?? false }
            )
        else { return false }
        index += count
        return true
    }

    /// Where the cursor is: an offset into the bytes.
    @inlinable public var offset: Int { index }

    /// The range of a string value's contents, consumed, when they hold no escape and are
    /// valid UTF-8: the string is then exactly those bytes, and nothing is built. Nil, with
    /// the cursor where it was, for anything else (``string()`` reads an escaped one).
    @inlinable public mutating func plainString() -> Range<Int>? {
        guard let (end, hasEscape) = stringEnd(checkingEscapes: false), !hasEscape,
            isValidUTF8(index + 1..<end)
        else { return nil }
        defer { index = end + 1 }
        return index + 1..<end
    }

    /// A string, or nil for `null` (the outer nil: neither).
    @inlinable public mutating func optionalString() -> String?? {
        if literal("null") { return .some(nil) }
        return string().map { .some($0) }
    }

    /// An integer that fits `Int`, written without fraction or exponent.
    @inlinable public mutating func integer() -> Int? {
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        let digits = negative ? index + 1 : index
        var end = digits
        var value = 0
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
            value = value &* 10 &+ Int(bytes[end] &- UInt8(ascii: "0"))
            end += 1
        }
        // At most 18 digits always fit; a leading zero, a fraction or an exponent is left to the decoder.
        guard end > digits, end - digits <= 18, end - digits == 1 || bytes[digits] != UInt8(ascii: "0"),
            end == bytes.count || JSONCursor.endsScalar(bytes[end])
        else { return nil }
        index = end
        return negative ? -value : value
    }

    /// An integer, or nil for `null` (the outer nil: neither).
    @inlinable public mutating func optionalInteger() -> Int?? {
        if literal("null") { return .some(nil) }
        return integer().map { .some($0) }
    }

    /// `true` or `false`.
    @inlinable public mutating func bool() -> Bool? {
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// Consumes `null`; false if it is not next.
    @inlinable public mutating func null() -> Bool {
        literal("null")
    }

    /// `true` or `false`, or nil for `null` (the outer nil: neither).
    @inlinable public mutating func optionalBool() -> Bool?? {
        if literal("null") { return .some(nil) }
        return bool().map { .some($0) }
    }

    /// An array, each element read by `element`; nil on malformed input or as soon as
    /// `element` returns nil. `capacity` is room reserved up front: a bound on the elements
    /// that the bytes can hold spares the copies of a growing array, and memory reserved but
    /// never written costs no page.
    @inlinable public mutating func list<Element>(
        reservingCapacity capacity: Int = 0, _ element: (inout JSONCursor) -> Element?
    ) -> [Element]? {
        var elements: [Element] = []
        elements.reserveCapacity(capacity)
        let read = array { cursor in
            guard let value = element(&cursor) else { return false }
            elements.append(value)
            return true
        }
        return read ? elements : nil
    }

    /// The whole of `bytes` read by `value`: nil unless it reads a value and only whitespace follows.
    @inlinable public static func document<Value>(_ bytes: [UInt8], _ value: (inout JSONCursor) -> Value?) -> Value? {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(bytes: buffer)
            guard let read = value(&cursor), cursor.atEnd() else { return nil }
            return read
        }
    }

    /// Reads a member into `slot`; false when it could not be read, or came before: the
    /// decoder's choice between two values of one member is not second-guessed here.
    @inlinable public static func fill<Value>(_ slot: inout Value?, _ read: () -> Value?) -> Bool {
        guard slot == nil, let value = read() else { return false }
        slot = value
        return true
    }

    /// Skips one value of any kind; containers are skipped by counting brackets outside strings.
    @inlinable public mutating func skipValue() -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return rawString() != nil
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard rawString() != nil else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                default:
                    break
                }
                index += 1
                if depth == 0 { return true }
            }
            return false
        default:
            // A number or a literal runs to the next separator.
            let start = index
            while index < bytes.count, !JSONCursor.endsScalar(bytes[index]) { index += 1 }
            return index > start
        }
    }

    /// Skips the value of a member whose key the caller does not read, but only where
    /// `JSONDecoder` would skip it too: false when the key is not UTF-8 or the value is not
    /// well-formed JSON.
    @inlinable public mutating func skipUnknownMember(_ key: RawString) -> Bool {
        isValidUTF8(key.range) && skipWellFormedValue(depth: 0)
    }

    /// Skips one value that is well-formed JSON (numbers as the grammar writes them, keys in
    /// UTF-8, strings with valid escapes: see ``skipString()`` for their other bytes); false on
    /// anything else, and past 256 levels (`JSONDecoder` stops at 512 in all).
    @inlinable mutating func skipWellFormedValue(depth: Int) -> Bool {
        guard depth < 256, index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"):
            return object { cursor, key in
                cursor.isValidUTF8(key.range) && cursor.skipWellFormedValue(depth: depth + 1)
            }
        case UInt8(ascii: "["):
            return array { $0.skipWellFormedValue(depth: depth + 1) }
        case UInt8(ascii: "t"):
            return literal("true")
        case UInt8(ascii: "f"):
            return literal("false")
        case UInt8(ascii: "n"):
            return literal("null")
        default:
            return number()
        }
    }

    /// Skips a number as JSON writes it: a minus, digits without a leading zero, a fraction, an
    /// exponent.
    @inlinable mutating func number() -> Bool {
        func digits(from start: Int) -> Int {
            var end = start
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            return end
        }
        let start = index < bytes.count && bytes[index] == UInt8(ascii: "-") ? index + 1 : index
        var end = digits(from: start)
        guard end > start, end - start == 1 || bytes[start] != UInt8(ascii: "0") else { return false }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            let fraction = digits(from: end + 1)
            guard fraction > end + 1 else { return false }
            end = fraction
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var sign = end + 1
            if sign < bytes.count, bytes[sign] == UInt8(ascii: "+") || bytes[sign] == UInt8(ascii: "-") { sign += 1 }
            let exponent = digits(from: sign)
            guard exponent > sign else { return false }
            end = exponent
        }
        guard end == bytes.count || JSONCursor.endsScalar(bytes[end]) else { return false }
        index = end
        return true
    }

    /// A string's contents between its quotes, still escaped.
    /// A string as it stands in the bytes: where, and whether it holds escapes.
    public struct RawString {
        @usableFromInline var range: Range<Int>
        @usableFromInline var hasEscape: Bool

        /// How many bytes it spans, escapes undecoded: a key can be told apart by its length
        /// before its bytes are compared.
        @inlinable public var byteCount: Int { range.count }

        @usableFromInline init(range: Range<Int>, hasEscape: Bool) {
            self.range = range
            self.hasEscape = hasEscape
        }
    }

    /// A string starting here, undecoded; nil if none starts here, it never ends, or it holds a
    /// raw control character (which JSON forbids).
    @inlinable mutating func rawString() -> RawString? {
        guard let (end, hasEscape) = stringEnd(checkingEscapes: false) else { return nil }
        defer { index = end + 1 }
        return RawString(range: index + 1..<end, hasEscape: hasEscape)
    }

    /// Skips a string whose escapes are valid and which holds no raw control character; its
    /// bytes are not checked for UTF-8: `JSONDecoder` does not read a skipped string's contents
    /// either (it accepts any byte but the quote and the backslash there), so an article body is
    /// passed over eight bytes at a time. An escape ends where `JSONDecoder`'s does only when it
    /// is valid, so anything else is refused.
    @inlinable mutating func skipString() -> Bool {
        guard let (end, _) = stringEnd(checkingEscapes: true) else { return false }
        index = end + 1
        return true
    }

    /// The index of the closing quote of the string starting here, and whether it holds
    /// escapes; nil if none starts here, it never ends, it holds a raw control character, or
    /// (`checkingEscapes`) an escape that ``unescape(_:)`` refuses.
    @inlinable func stringEnd(checkingEscapes: Bool) -> (end: Int, hasEscape: Bool)? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let base = bytes.baseAddress else { return nil }
        var cursor = index + 1
        var hasEscape = false
        while true {
            cursor = JSONCursor.plainEnd(base, from: cursor, to: bytes.count)
            guard cursor < bytes.count else { return nil }
            switch base[cursor] {
            case UInt8(ascii: "\""):
                return (cursor, hasEscape)
            case UInt8(ascii: "\\"):
                hasEscape = true
                if checkingEscapes, cursor + 1 >= bytes.count || !JSONCursor.isShortEscape(base[cursor + 1]) {
                    // `\u` (or no escape at all): the rare case, checked at length.
                    guard let next = JSONCursor.escapeEnd(base, at: cursor, end: bytes.count) else { return nil }
                    cursor = next
                } else {
                    cursor += 2
                }
            default:
                return nil  // a control character
            }
        }
    }

    /// Whether the bytes in `range` are valid UTF-8, checked in place.
    @inlinable func isValidUTF8(_ range: Range<Int>) -> Bool {
        JSONCursor.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// Whether `bytes` are valid UTF-8 (no overlong form, no surrogate, nothing past U+10FFFF),
    /// as the standard library judges them: ASCII eight bytes a step, a CJK lead and its two
    /// continuation bytes in one.
    @inlinable static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let end = bytes.count
        var cursor = 0
        while cursor < end {
            // ASCII eight bytes at a time: no byte with its high bit set.
            if cursor + 8 <= end, word(base, at: cursor) & highBits == 0 {
                cursor += 8
            } else if base[cursor] < 0x80 {
                cursor += 1
            } else if cursor + 3 <= end, (0xE1...0xEC).contains(base[cursor]),
                base[cursor + 1] & 0xC0 == 0x80, base[cursor + 2] & 0xC0 == 0x80
            {
                // Three bytes whose lead allows any continuation bytes: most of CJK text.
                cursor += 3
            } else if let next = scalarEnd(base, at: cursor, end: end) {
                cursor = next
            } else {
                return false
            }
        }
        return true
    }

    /// The first index from `start` before `end` of a byte that ends a plain run of a string (a
    /// quote, a backslash, a control character), else `end`; eight bytes at a time.
    @inlinable static func plainEnd(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var cursor = start
        while cursor + 16 <= end {
            let first = specialBytes(word(base, at: cursor))
            let second = specialBytes(word(base, at: cursor + 8))
            if first | second == 0 {
                cursor += 16
                continue
            }
            return cursor + (first != 0 ? first.trailingZeroBitCount >> 3 : 8 + (second.trailingZeroBitCount >> 3))
        }
        while cursor + 8 <= end {
            let special = specialBytes(word(base, at: cursor))
            // The lowest flag is exact (a false one only ever follows a true one): the first such byte.
            if special != 0 { return cursor + special.trailingZeroBitCount >> 3 }
            cursor += 8
        }
        while cursor < end {
            let byte = base[cursor]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return cursor }
            cursor += 1
        }
        return end
    }

    /// The eight bytes at `at`, the first one lowest.
    @inlinable static func word(_ base: UnsafePointer<UInt8>, at: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
    }

    @usableFromInline static let lowBits: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` (first byte lowest) that is a quote, a backslash or
    /// below 0x20, by the classic tests for a zero byte and for a byte less than n. A byte
    /// above a flagged one may be flagged wrongly; the lowest flag is always right.
    @inlinable static func specialBytes(_ word: UInt64) -> UInt64 {
        let quotes = word ^ (lowBits &* 0x22)
        let backslashes = word ^ (lowBits &* 0x5C)
        let zeroQuote = (quotes &- lowBits) & ~quotes
        let zeroBackslash = (backslashes &- lowBits) & ~backslashes
        let control = (word &- lowBits &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control) & highBits
    }

    /// The end of the escape at `at` (a backslash) if ``unescape(_:)`` accepts it: one of
    /// `"\/bfnrt`, or `\u` and four hex digits that are not a lone surrogate.
    @inlinable static func escapeEnd(_ base: UnsafePointer<UInt8>, at: Int, end: Int) -> Int? {
        guard at + 1 < end else { return nil }
        if isShortEscape(base[at + 1]) { return at + 2 }
        guard base[at + 1] == UInt8(ascii: "u"), let unit = hex4(base, at: at + 2, end: end) else { return nil }
        if (0xDC00...0xDFFF).contains(unit) { return nil }
        guard (0xD800...0xDBFF).contains(unit) else { return at + 6 }
        guard at + 7 < end, base[at + 6] == UInt8(ascii: "\\"), base[at + 7] == UInt8(ascii: "u"),
            let low = hex4(base, at: at + 8, end: end), (0xDC00...0xDFFF).contains(low)
        else { return nil }
        return at + 12
    }

    /// Whether `\` and `byte` make a whole escape (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`).
    @inlinable static func isShortEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "n"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "t"),
            UInt8(ascii: "r"), UInt8(ascii: "b"), UInt8(ascii: "f"):
            true
        default: false
        }
    }

    /// Four hex digits at `at`, as a number.
    @inlinable static func hex4(_ base: UnsafePointer<UInt8>, at: Int, end: Int) -> UInt32? {
        guard at + 4 <= end else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = base[at + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The end of the UTF-8 sequence of one scalar starting at `at` with a byte of 0x80 or more,
    /// if it is well-formed (no overlong form, no surrogate, nothing past U+10FFFF) and ends by `end`.
    @inlinable static func scalarEnd(_ base: UnsafePointer<UInt8>, at: Int, end: Int) -> Int? {
        let lead = base[at]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF:
            length = 3
            if lead == 0xE0 { low = 0xA0 }
            if lead == 0xED { high = 0x9F }
        case 0xF0...0xF4:
            length = 4
            if lead == 0xF0 { low = 0x90 }
            if lead == 0xF4 { high = 0x8F }
        default: return nil
        }
        guard at + length <= end, (low...high).contains(base[at + 1]) else { return nil }
        for offset in 2..<length where base[at + offset] & 0xC0 != 0x80 { return nil }
        return at + length
    }

    @inlinable mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            word.withUTF8Buffer({ bytes[index..<index + count].elementsEqual($0) }),
            index + count == bytes.count || JSONCursor.endsScalar(bytes[index + count])
        else { return false }
        index += count
        return true
    }

    /// Consumes `byte` after any whitespace; false if it is not next.
    @inlinable mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    @inlinable mutating func skipSpace() {
        while index < bytes.count, JSONCursor.isSpace(bytes[index]) { index += 1 }
    }

    @inlinable static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    @inlinable static func endsScalar(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }

    /// The escapes of a string's contents decoded; nil for an unknown escape, a lone surrogate
    /// or invalid UTF-8.
    @usableFromInline static func unescape(_ raw: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = raw.startIndex
        func hex4(_ at: Int) -> UInt32? {
            // Four hex digits: `UInt32(_:radix:)` alone would take a sign, as in `\u+041`.
            guard at + 4 <= raw.endIndex,
                raw[at..<at + 4].allSatisfy({ (48...57).contains($0) || (97...102).contains($0 | 0x20) })
            else { return nil }
            return UInt32(String(decoding: raw[at..<at + 4], as: UTF8.self), radix: 16)
        }
        while index < raw.endIndex {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            guard index + 1 < raw.endIndex else { return nil }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hex4(index) else { return nil }
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 1 < raw.endIndex, raw[index] == UInt8(ascii: "\\"),
                        raw[index + 1] == UInt8(ascii: "u"),
                        let low = hex4(index + 2), (0xDC00...0xDFFF).contains(low)
                    else { return nil }
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                out.append(contentsOf: String(unicode).utf8)
            default: return nil
            }
        }
        return out.withUnsafeBufferPointer { JSONCursor.validUTF8($0) }
    }
}
