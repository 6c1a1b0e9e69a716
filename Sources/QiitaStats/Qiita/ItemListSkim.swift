/// A list page's items read straight off its bytes: each item's id and whether it came with
/// views. A page of 100 items with their bodies is megabytes of JSON; this reads what the
/// views queue needs in a fraction of the full decode's time, so that the views requests are
/// on their way while the page is decoded. The decode stays the authority.
struct ItemListSkim: Equatable {
    /// Every item's id, in page order.
    var ids: [String]
    /// The ids of the items whose `page_views_count` is `null` or absent, in page order.
    var idsWithoutViews: [String]

    /// Reads `bytes`; nil unless they are a JSON array of objects, each with a string `id`
    /// free of escapes. Values it does not need are skipped, not validated.
    init?(_ bytes: [UInt8]) {
        guard let skim = bytes.withUnsafeBufferPointer({ Self.read(JSONSkimmer(bytes: $0)) }) else { return nil }
        self = skim
    }

    private init(ids: [String], idsWithoutViews: [String]) {
        self.ids = ids
        self.idsWithoutViews = idsWithoutViews
    }

    private static func read(_ start: JSONSkimmer) -> ItemListSkim? {
        var reader = start
        var skim = ItemListSkim(ids: [], idsWithoutViews: [])
        guard reader.take(UInt8(ascii: "[")) else { return nil }
        if !reader.take(UInt8(ascii: "]")) {
            repeat {
                guard let (id, hasViews) = reader.item() else { return nil }
                skim.ids.append(id)
                if !hasViews { skim.idsWithoutViews.append(id) }
            } while reader.take(UInt8(ascii: ","))
            guard reader.take(UInt8(ascii: "]")) else { return nil }
        }
        return reader.atEnd ? skim : nil
    }
}

/// A cursor over JSON bytes that reads keys and skips values without building anything.
private struct JSONSkimmer {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether only whitespace is left.
    var atEnd: Bool {
        mutating get {
            skipSpace()
            return index == bytes.count
        }
    }

    /// Consumes `byte` after any whitespace; false (nothing consumed but the space) if it is not next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// One item object: its `id` and whether its `page_views_count` is a value other than `null`.
    mutating func item() -> (id: String, hasViews: Bool)? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var id: String?
        var hasViews = false
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipSpace()
                guard let key = string(), take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                if isKey(key, "id") {
                    guard let value = string(), !value.hasEscape else { return nil }
                    id = String(decoding: bytes[value.range], as: UTF8.self)
                } else if isKey(key, "page_views_count") {
                    hasViews = !(bytes[index...].starts(with: "null".utf8))
                    guard skipValue() else { return nil }
                } else {
                    guard skipValue() else { return nil }
                }
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        return id.map { ($0, hasViews) }
    }

    /// A string's contents (between the quotes, still escaped) and whether it has escapes;
    /// nil if no string starts here or it never ends.
    private mutating func string() -> (range: Range<Int>, hasEscape: Bool)? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var cursor = start
        var hasEscape = false
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\""):
                index = cursor + 1
                return (start..<cursor, hasEscape)
            case UInt8(ascii: "\\"):
                hasEscape = true
                cursor += 2
            default:
                cursor += 1
            }
        }
        return nil
    }

    /// Skips one value of any kind; containers are skipped by counting brackets outside strings.
    private mutating func skipValue() -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return string() != nil
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard string() != nil else { return false }
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
            while index < bytes.count, !Self.endsScalar(bytes[index]) { index += 1 }
            return index > start
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Whether a key read by ``string()`` is `name` (an escaped key never is: the decode decides).
    private func isKey(_ key: (range: Range<Int>, hasEscape: Bool), _ name: String) -> Bool {
        !key.hasEscape && bytes[key.range].elementsEqual(name.utf8)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }
}
