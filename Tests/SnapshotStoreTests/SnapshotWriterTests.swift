import Foundation
import QiitaModel
import TestSupport
import Testing

@testable import SnapshotStore

@Suite("SnapshotWriter: the cache written byte for byte as JSONEncoder wrote it")
struct SnapshotWriterTests {
    /// The encoder the cache was written with before ``SnapshotWriter``: the reference.
    static func reference(_ snapshot: Snapshot) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(snapshot)) + [0x0A]
    }

    /// Random snapshots of hostile text (quotes, backslashes, every kind of control character,
    /// DEL, U+2028, emoji, combining marks, slashes): the same bytes.
    @Test func writesRandomSnapshotsAsJSONEncoderDid() throws {
        var random = SeededGenerator(seed: 0x5EED_3)
        for round in 0..<150 {
            var snapshot = SnapshotReaderTests.snapshot(&random)
            snapshot.truncated = round % 3 == 0
            snapshot.user.description = round % 2 == 0 ? SnapshotReaderTests.text(&random) : nil
            snapshot.host = "http://127.0.0.1:8080/a/b"
            let written = SnapshotWriter.encode(snapshot)
            #expect(written == (try Self.reference(snapshot)), "\(String(decoding: written, as: UTF8.self))")
        }
    }

    /// The edges: no items, no tags, unknown views, every control character, counts at the ends
    /// of their range and past it.
    @Test func writesTheEdgesAsJSONEncoderDid() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let item = SnapshotItem(
            id: "a", title: controls + "\u{7F}\u{80}\u{9F}\u{2028}\u{2029}/\\\"", url: "https://qiita.com/u/items/a",
            createdAt: "", updatedAt: "x", likesCount: Int.max, stocksCount: Int.min, commentsCount: 0,
            pageViewsCount: nil, isPrivate: true, tags: [], viewsStale: true)
        let user = QiitaUser(
            id: "", name: "", profileImageURL: "", itemsCount: -1, followersCount: 0, description: "\r\n")
        for items in [[], [item], [item, item]] {
            for name: String? in [nil, "名前"] {
                var withName = user
                withName.name = name
                let snapshot = Snapshot(
                    formatVersion: 7, host: "", fetchedAt: "", user: withName, items: items, viewsAvailable: false)
                #expect(SnapshotWriter.encode(snapshot) == (try Self.reference(snapshot)))
            }
        }
    }
}
