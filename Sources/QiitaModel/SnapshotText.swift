import Foundation

/// A text field of an item: a string, or where a snapshot file holds it, made a string only
/// when asked for. A month's report from a cache of 2,000 articles reads every article but
/// shows a few titles; every other title, URL and id stays bytes of the file.
public struct SnapshotText: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    @usableFromInline enum Storage: Sendable {
        case string(String)
        /// Valid UTF-8 that holds no escape: the string is these very bytes.
        case file(SnapshotFileBytes, Range<Int>)
    }

    @usableFromInline var storage: Storage

    /// A text that is `string`.
    public init(_ string: String) {
        storage = .string(string)
    }

    /// A text that is a string literal.
    public init(stringLiteral value: String) {
        storage = .string(value)
    }

    /// The text held by `range` of `file`, which the caller has checked: valid UTF-8, no
    /// escape (a JSON string's contents taken as they stand).
    public init(unchecked file: SnapshotFileBytes, range: Range<Int>) {
        storage = .file(file, range)
    }

    /// The text as a string.
    public var string: String {
        switch storage {
        case .string(let string): string
        case .file(let file, let range): file.withBytes(in: range) { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The text's UTF-8, without making a string of text still in its file.
    @inlinable public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch storage {
        case .string(var string): try string.withUTF8(body)
        case .file(let file, let range): try file.withBytes(in: range, body)
        }
    }

    /// The string.
    public var description: String { string }

    /// Equal when the texts are, wherever they are kept.
    public static func == (left: SnapshotText, right: SnapshotText) -> Bool {
        left.withUTF8 { a in right.withUTF8 { b in a.elementsEqual(b) } }
    }
}

/// An item's tags: strings, or the JSON array of a snapshot file that holds them, read when
/// asked for.
public struct SnapshotTags: Sendable, Equatable {
    @usableFromInline enum Storage: Sendable {
        case strings([String])
        /// A JSON array of strings, each valid UTF-8 without escapes, from its `[` to its `]`.
        case file(SnapshotFileBytes, Range<Int>)
    }

    @usableFromInline var storage: Storage

    /// Tags that are `strings`.
    public init(_ strings: [String]) {
        storage = .strings(strings)
    }

    /// The tags of the JSON array in `range` of `file`, which the caller has checked: an
    /// array of strings, each valid UTF-8 without escapes. Its elements are then exactly the
    /// runs between its quotes, taken in pairs.
    public init(unchecked file: SnapshotFileBytes, range: Range<Int>) {
        storage = .file(file, range)
    }

    /// The tags as strings.
    public var strings: [String] {
        var strings: [String] = []
        forEachUTF8 { strings.append(String(decoding: $0, as: UTF8.self)) }
        return strings
    }

    /// `body` for each tag's UTF-8, in order.
    public func forEachUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch storage {
        case .strings(let strings):
            for var string in strings { string.withUTF8(body) }
        case .file(let file, let range):
            file.withBytes(in: range) { bytes in
                var open: Int?
                for index in bytes.indices where bytes[index] == UInt8(ascii: "\"") {
                    if let start = open {
                        body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                        open = nil
                    } else {
                        open = index + 1
                    }
                }
            }
        }
    }

    /// Equal when the tags are, wherever they are kept.
    public static func == (left: SnapshotTags, right: SnapshotTags) -> Bool {
        left.strings == right.strings
    }
}
