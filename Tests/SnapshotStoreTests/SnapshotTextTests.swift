import Foundation
import TestSupport
import Testing

@testable import QiitaModel
@testable import QiitaStatsCore
@testable import SnapshotStore

@Suite("SnapshotText: an item's texts left in the cache file until asked for")
struct SnapshotTextTests {
    private static func isInFile(_ text: SnapshotText) -> Bool {
        if case .file = text.storage { true } else { false }
    }

    private static func isInFile(_ tags: SnapshotTags) -> Bool {
        if case .file = tags.storage { true } else { false }
    }

    private static func cache(title: String, tags: [String]) -> [UInt8] {
        SnapshotCache.encode(
            Snapshot(
                host: "qiita.com", fetchedAt: "2025-11-30T02:00:00+09:00",
                user: QiitaUser(
                    id: "u", name: nil, profileImageURL: "https://example.com/a.png", itemsCount: 1, followersCount: 0,
                    description: nil),
                items: [
                    SnapshotItem(
                        id: "0123456789abcdef0123", title: title, url: "https://qiita.com/u/items/0123456789abcdef0123",
                        createdAt: "2025-03-01T12:00:00+09:00", updatedAt: "2025-03-02T12:00:00+09:00", likesCount: 1,
                        stocksCount: 2, pageViewsCount: 3, tags: tags)
                ], viewsAvailable: true))
    }

    @Test func plainTextsStayInTheFileAndReadAsTheirStrings() throws {
        let read = try #require(SnapshotReader.fast(Self.cache(title: "日本語の title", tags: ["Swift", "C++", ""])))
        let item = try #require(read.items.first)
        for text in [item.texts.id, item.texts.title, item.texts.url, item.texts.createdAt, item.texts.updatedAt] {
            #expect(Self.isInFile(text))
        }
        #expect(Self.isInFile(item.texts.tags))
        #expect(item.title == "日本語の title")
        #expect(item.id == "0123456789abcdef0123")
        #expect(item.createdAt == "2025-03-01T12:00:00+09:00")
        #expect(item.tags == ["Swift", "C++", ""])
        #expect(item.texts.title == SnapshotText("日本語の title"))
        #expect(item.texts.title != SnapshotText("日本語の titl"))
        #expect(item.texts.tags == SnapshotTags(["Swift", "C++", ""]))
    }

    @Test func escapedTextsAreDecodedOnce() throws {
        let read = try #require(SnapshotReader.fast(Self.cache(title: "say \"hi\"\n", tags: ["a\\b", "plain"])))
        let item = try #require(read.items.first)
        // One field to decode makes the whole item strings: in the file, or strings, per item.
        #expect(!Self.isInFile(item.texts.title))
        #expect(!Self.isInFile(item.texts.tags))
        #expect(!Self.isInFile(item.texts.url))
        #expect(item.url == "https://qiita.com/u/items/0123456789abcdef0123")
        #expect(item.title == "say \"hi\"\n")
        #expect(item.tags == ["a\\b", "plain"])
    }

    /// Every item the cache's writer lays out is read by matching that layout; the same item
    /// in another layout (a space more, keys in another order) is read by looking keys up, to
    /// the same value.
    @Test func theCachesOwnLayoutIsMatchedAndAnyOtherReadAlike() throws {
        var random = SeededGenerator(seed: 0x1A70)
        for _ in 0..<60 {
            let snapshot = SnapshotReaderTests.snapshot(&random)
            let bytes = SnapshotCache.encode(snapshot)
            let file = SnapshotFileBytes(copying: Data(bytes))
            // Each item starts at a line of four spaces and a brace.
            let starts = bytes.indices.dropLast(6).filter {
                bytes[$0] == 0x0A && bytes[$0 + 1..<$0 + 6].elementsEqual(Array("    {".utf8))
            }.map { $0 + 5 }
            #expect(starts.count == snapshot.items.count)
            for (start, expected) in zip(starts, snapshot.items) {
                var cursor = JSONCursor(bytes: file.bytes)
                cursor.index = start
                let read = try #require(SnapshotReader.writtenItem(&cursor, file: file), "not matched")
                #expect(read == expected)
            }
            guard let first = starts.first else { continue }
            // A space more in the first item: that one is read by keys, and all still read alike.
            var spaced = bytes
            spaced.insert(0x20, at: first + 1)
            let read = try #require(SnapshotReader.fast(spaced), "the general path reads it")
            #expect(read.items == snapshot.items)
        }
    }

    /// Setting one field of an item read from the file keeps every other field's value.
    @Test func changingOneFieldKeepsTheOthers() throws {
        let read = try #require(SnapshotReader.fast(Self.cache(title: "題名", tags: ["Swift"])))
        var item = try #require(read.items.first)
        let before = item
        item.title = "new"
        #expect(item.title == "new")
        #expect(!Self.isInFile(item.texts.url))
        #expect(item.id == before.id && item.url == before.url && item.createdAt == before.createdAt)
        #expect(item.updatedAt == before.updatedAt && item.tags == ["Swift"])
        item.tags = ["a", "b"]
        #expect(item.tags == ["a", "b"] && item.title == "new")
        #expect(before.title == "題名", "the item it was copied from is as it was")
        var other = before
        other.texts.createdAt = SnapshotText("2026-01-01T00:00:00Z")
        #expect(other.createdAt == "2026-01-01T00:00:00Z" && other.title == "題名")
        #expect(other != before)
    }

    /// The elements of a tags array in a file are the runs between its quotes, whatever the
    /// spacing and commas between them.
    @Test func tagsInAFileAreSplitAtTheirQuotes() {
        let cases: [(String, [String])] = [
            (#"[]"#, []), (#"[ ]"#, []), (#"[""]"#, [""]), (#"["a"]"#, ["a"]),
            (#"[ "a" , "b,c" ,"" ,"d e"]"#, ["a", "b,c", "", "d e"]), ("[\n  \"x\",\n  \"y\"\n]", ["x", "y"]),
        ]
        for (json, expected) in cases {
            let file = SnapshotFileBytes(copying: Data(json.utf8))
            #expect(SnapshotTags(unchecked: file, range: 0..<file.bytes.count).strings == expected, "\(json)")
        }
    }

    /// The check that leaves a string in place agrees with the standard library's on every
    /// sequence of one to three bytes (and on four-byte leads with their boundaries).
    @Test func aStringIsLeftInPlaceExactlyWhenItIsValidUTF8() {
        func agrees(_ body: [UInt8]) -> Bool {
            let json = [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")]
            let valid = String(validating: body, as: UTF8.self) != nil
            let inPlace = json.withUnsafeBufferPointer { buffer in
                var cursor = JSONCursor(bytes: buffer)
                return cursor.plainString() != nil
            }
            return valid == inPlace
        }
        var disagreements: [[UInt8]] = []
        let bytes = (0x20...0xFF).map(UInt8.init).filter { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        for a in bytes where !agrees([a]) { disagreements.append([a]) }
        for a in bytes where a >= 0x80 {
            for b in bytes where !agrees([a, b]) { disagreements.append([a, b]) }
        }
        for a in (0xE0...0xEF).map(UInt8.init) {
            for b in (0x70...0xC1).map(UInt8.init) {
                for c in [0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0].map(UInt8.init) where !agrees([a, b, c]) {
                    disagreements.append([a, b, c])
                }
            }
        }
        for a in (0xF0...0xF5).map(UInt8.init) {
            for b in [0x80, 0x8F, 0x90, 0xBF, 0xC0].map(UInt8.init) where !agrees([a, b, 0x80, 0x80]) {
                disagreements.append([a, b, 0x80, 0x80])
            }
        }
        // The same, after eight ASCII bytes (the word-at-a-time path) and inside longer text.
        for a in bytes where a >= 0x80 && !agrees(Array("12345678".utf8) + [a, 0x80, 0x80] + Array("xy".utf8)) {
            disagreements.append([a, 0x80, 0x80])
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// A tags array written from bytes is laid out as the same `.array` of strings is.
    @Test func aStringArrayFromBytesIsLaidOutAsTheValue() {
        var random = SeededGenerator(seed: 0x7A65)
        var cases: [[String]] = [[], [""], ["Swift"], Array(repeating: "長いタグの名前", count: 14)]
        for _ in 0..<200 {
            cases.append((0..<Int.random(in: 0...8, using: &random)).map { _ in SnapshotReaderTests.text(&random) })
        }
        for strings in cases {
            var expected = JSONStreamWriter()
            expected.beginObject()
            expected.key("tags")
            expected.value(.array(strings.map(JSONValue.string)))
            expected.end()
            var written = JSONStreamWriter()
            written.beginObject()
            written.key("tags")
            written.stringArray { element in for var string in strings { string.withUTF8(element) } }
            written.end()
            #expect(written.finish() == expected.finish(), "\(strings)")
        }
    }

    @Test func aMappedFileHoldsTheBytesOfWhatWasOpened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("snapshot.json").path
        let bytes = Self.cache(title: "first", tags: ["a"])
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let modified = try #require(
            try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)

        let mapped = try #require(MappedFile.open(path))
        #expect(Array(mapped.bytes) == bytes)
        #expect(abs(mapped.modified.timeIntervalSince(modified)) < 0.001)
        let snapshot = try SnapshotReader.decode(mapped)

        // Replaced as the cache replaces it (a rename over it), then removed: what was read
        // still points into the file it opened.
        let next = folder.appendingPathComponent("next").path
        try Data(Self.cache(title: "second", tags: ["b"])).write(to: URL(fileURLWithPath: next))
        #expect(rename(next, path) == 0)
        #expect(unlink(path) == 0)
        #expect(snapshot.items.first?.title == "first")
        #expect(snapshot.items.first?.tags == ["a"])

        #expect(MappedFile.open(path) == nil, "nothing there")
        #expect(MappedFile.open(folder.path) == nil, "a folder")
        let empty = folder.appendingPathComponent("empty").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(try #require(MappedFile.open(empty)).bytes.isEmpty)
        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: empty)
        #expect(MappedFile.open(link)?.bytes.count == 0, "a symlink is followed, as FileManager follows it")
    }
}
