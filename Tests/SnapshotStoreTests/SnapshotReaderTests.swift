import Foundation
import QiitaModel
import QiitaStatsCore
import TestSupport
import Testing

@testable import SnapshotStore

@Suite("SnapshotReader: the cache read off its bytes, or left to JSONDecoder")
struct SnapshotReaderTests {
    /// Text that JSON must escape, or that is easy to get wrong: quotes, backslashes, control
    /// characters, U+2028, non-BMP emoji (surrogate pairs when escaped), combining marks.
    static let alphabet = Array("aZ09 \"\\/{}[],:\n\t\r\u{01}\u{1F}\u{7F}日本語é\u{301}\u{2028}😀🇯🇵<&>'")

    static func text(_ random: inout SeededGenerator, upTo length: Int = 24) -> String {
        String(
            (0..<Int.random(in: 0...length, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
    }

    static func snapshot(_ random: inout SeededGenerator) -> Snapshot {
        let items = (0..<Int.random(in: 0...40, using: &random)).map { index in
            SnapshotItem(
                id: String(format: "%020x", index), title: text(&random), url: "https://qiita.com/u/items/\(index)",
                createdAt: "2025-0\(Int.random(in: 1...9, using: &random))-01T12:00:00+09:00",
                updatedAt: "2025-10-01T12:00:00+09:00", likesCount: Int.random(in: 0...99_999, using: &random),
                stocksCount: Int.random(in: 0...999, using: &random),
                commentsCount: Int.random(in: 0...9, using: &random),
                pageViewsCount: Bool.random(using: &random) ? Int.random(in: 0...9_999_999, using: &random) : nil,
                isPrivate: Bool.random(using: &random),
                tags: (0..<Int.random(in: 0...5, using: &random)).map { _ in text(&random, upTo: 8) },
                viewsStale: Bool.random(using: &random))
        }
        return Snapshot(
            host: Bool.random(using: &random) ? "qiita.com" : "127.0.0.1:8080", fetchedAt: "2025-11-30T02:00:00+09:00",
            user: QiitaUser(
                id: "user-\(text(&random, upTo: 4))", name: Bool.random(using: &random) ? text(&random) : nil,
                profileImageURL: "https://example.com/a.png", itemsCount: items.count,
                followersCount: Int.random(in: 0...5000, using: &random)),
            items: items, viewsAvailable: Bool.random(using: &random))
    }

    static func fast(_ bytes: [UInt8]) -> Snapshot? {
        SnapshotReader.fast(bytes)
    }

    /// What the cache's own encoder writes, the reader reads, to the last character.
    @Test func readsEverythingTheCacheWritesExactly() throws {
        var random = SeededGenerator(seed: 0xCAC4E)
        for _ in 0..<150 {
            let snapshot = Self.snapshot(&random)
            let bytes = SnapshotCache.encode(snapshot)
            let read = try #require(Self.fast(bytes), "the fast path stepped aside for its own format")
            #expect(Self.difference(read, snapshot) == nil)
            #expect(Self.difference(read, try JSONDecoder().decode(Snapshot.self, from: Data(bytes))) == nil)
        }
    }

    /// Other spellings of the same JSON (compact, every character escaped that can be, keys in
    /// another order): read as `JSONDecoder` reads them.
    @Test func readsOtherSpellingsAsTheDecoderDoes() throws {
        var random = SeededGenerator(seed: 0x5B311)
        for _ in 0..<100 {
            let encoder = JSONEncoder()
            encoder.outputFormatting = Bool.random(using: &random) ? [] : [.prettyPrinted]
            let bytes = Array(try encoder.encode(Self.snapshot(&random)))
            let escaped = Array(Self.escapeNonASCII(String(decoding: bytes, as: UTF8.self)).utf8)
            for spelling in [bytes, escaped] {
                let decoded = try JSONDecoder().decode(Snapshot.self, from: Data(spelling))
                let read = try #require(Self.fast(spelling), "the fast path stepped aside for plain JSON")
                #expect(Self.difference(read, decoded) == nil)
            }
        }
    }

    static let stepsAside: [String] = [
        #"{"format_version":1,"format_version":1}"#,  // repeated member
        #"{"format_version":1.0}"#, #"{"format_version":01}"#, #"{"format_version":"1"}"#, "[]", "", "{",
        #"{"host":"\ud800"}"#,  // lone surrogate
        #"{"host":"a\qb"}"#, "{\"host\":\"a\u{01}b\"}",  // unknown escape, raw control character
    ]

    /// Anything unusual goes to `JSONDecoder`: `decode` then succeeds or fails exactly as it does.
    @Test(arguments: stepsAside)
    func stepsAsideForAnythingUnusual(json: String) throws {
        let bytes = Array(json.utf8)
        #expect(Self.fast(bytes) == nil)
        #expect(throws: (any Error).self) { try SnapshotReader.decode(bytes) }
    }

    @Test func aRepeatedMemberIsReadAsTheDecoderReadsIt() throws {
        var random = SeededGenerator(seed: 7)
        let original = String(decoding: SnapshotCache.encode(Self.snapshot(&random)), as: UTF8.self)
        let doubled = Array(
            original.replacingOccurrences(of: #""host" : "#, with: #""host" : "other", "host" : "#).utf8)
        #expect(Self.fast(doubled) == nil)
        let viaDecoder = try JSONDecoder().decode(Snapshot.self, from: Data(doubled))
        #expect(try SnapshotReader.decode(doubled) == viaDecoder)
    }

    @Test func unknownMembersAreSkippedAsTheDecoderSkipsThem() throws {
        var random = SeededGenerator(seed: 11)
        let snapshot = Self.snapshot(&random)
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(SnapshotCache.encode(snapshot))) as? [String: Any])
        object["later_field"] = ["nested": [1, 2, ["deep": "]}\"["]], "flag": true, "none": NSNull()]
        let bytes = Array(try JSONSerialization.data(withJSONObject: object))
        #expect(Self.difference(try #require(Self.fast(bytes)), snapshot) == nil)
    }

    /// The first difference between two snapshots, short enough to read in a test log.
    static func difference(_ lhs: Snapshot, _ rhs: Snapshot) -> String? {
        guard lhs != rhs else { return nil }
        for (index, (left, right)) in zip(lhs.items, rhs.items).enumerated() where left != right {
            return "item \(index): \(left) ≠ \(right)"
        }
        return lhs.items.count != rhs.items.count
            ? "\(lhs.items.count) items ≠ \(rhs.items.count)" : "outside the items: \(lhs.user) ≠ \(rhs.user)"
    }

    static func escapeNonASCII(_ json: String) -> String {
        var out = ""
        for unit in json.utf16 {
            if unit < 0x80 {
                out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            } else {
                out += String(format: "\\u%04x", unit)
            }
        }
        return out
    }
}
