import Foundation
import QiitaEmulator
import TestSupport
import Testing

@testable import QiitaAPI
@testable import QiitaStatsCore

@Suite("ItemReader: the API's items read off their bytes, or left to JSONDecoder")
struct ItemReaderTests {
    /// Items as text, byte for byte: `==` on strings is canonical equivalence, and the fast path
    /// must give exactly what the decoder gives.
    static func exact(_ items: [ItemDTO]?) -> [UInt8]? {
        items.map { Array(String(reflecting: $0).utf8) }
    }

    static func decoded(_ bytes: [UInt8]) -> [ItemDTO]? {
        try? JSONDecoder().decode([ItemDTO].self, from: Data(bytes))
    }

    /// Wraps one item's members (JSON text) in a page.
    static func page(_ members: String) -> [UInt8] {
        Array("[{\(members)}]".utf8)
    }

    static let required = #""id":"a1","title":"t","url":"https://qiita.com/u/items/a1","created_at":"2025-01-01""#

    /// Spellings the fast path reads: each exactly as `JSONDecoder` does.
    static let readable: [String] = [
        required,
        required + #","updated_at":null,"likes_count":null,"private":null,"tags":null,"page_views_count":null"#,
        required + #","updated_at":"x","likes_count":0,"stocks_count":1000000000000,"comments_count":7"#,
        required + #","page_views_count":-0,"private":false,"tags":[]"#,
        required + #","tags":[{"name":"Swift","versions":["5.9"]},{"versions":[],"name":"日本語"}]"#,
        // Escapes and Unicode, in read members and in skipped ones.
        #""title":"\"q\" \\ \/ \b\f\n\r\t \u00e9 \ud83d\ude00 e\u0301 \u0000","id":"a1","url":"","created_at":"""#,
        required + #","body":"\u2028 \ud83d\ude00 \"\\\" \\","rendered_body":"<p data-x=\"1\">日本語</p>\n""#,
        // Skipped members of every kind, and bytes the decoder does not read inside a skipped string.
        required + #","user":{"id":"someone","nested":[[{}],{"a":[true,false,null]}],"n":-1.5e+3},"group":null"#,
        required + ",\"body\":\"\u{7F} \u{80}\"",
        "\n " + required.replacingOccurrences(of: ",", with: " ,\n\t") + " ",
    ]

    @Test(arguments: readable)
    func readsWhatTheDecoderReadsExactly(members: String) throws {
        let bytes = Self.page(members)
        let fast = try #require(ItemReader.page(bytes), "the fast path stepped aside")
        #expect(Self.exact(fast) == Self.exact(Self.decoded(bytes)))
        let one = try #require(ItemReader.item(Array("{\(members)}".utf8)))
        #expect(Self.exact([one]) == Self.exact(fast))
    }

    /// What the fast path leaves to `JSONDecoder`: refusals (which it words), and readings it
    /// is not sure to make as the decoder makes them.
    static let leftToTheDecoder: [String] = [
        #""id":"a1","title":"t","url":"u""#,  // created_at missing
        required + #","title":"again""#,  // a repeated member (the decoder keeps one of them)
        required + #","\u0074itle":"escaped key""#,
        required + #","likes_count":1.0"#, required + #","likes_count":1e2"#, required + #","likes_count":"1""#,
        required + #","likes_count":-1"#, required + #","likes_count":1000000000001"#,
        required + #","page_views_count":9223372036854775808"#, required + #","likes_count":0123"#,
        required + #","private":"true""#, required + #","tags":[{"name":null}]"#, required + #","tags":{}"#,
        required + #","tags":[{"name":"a","name":"b"}]"#, required + #","updated_at":5"#,
        #""id":"../users","title":"t","url":"u","created_at":"c""#, #""id":"","title":"t","url":"u","created_at":"c""#,
        #""id":null,"title":"t","url":"u","created_at":"c""#, #""id":"a1","title":null,"url":"u","created_at":"c""#,
        required + #","body":"\q""#, required + #","body":"\ud800""#, required + #","body":"\u12""#,
        required + ",\"body\":\"a\u{01}b\"", required + #","body":01"#, required + #","body":tru"#,
        required + #","body":[1 2]"#,
        required + ",\"x\":" + String(repeating: "[", count: 300)
            + String(repeating: "]", count: 300),
    ]

    @Test(arguments: leftToTheDecoder)
    func leavesToTheDecoderWhatItIsNotSureOf(members: String) {
        #expect(ItemReader.page(Self.page(members)) == nil)
        #expect(ItemReader.item(Array("{\(members)}".utf8)) == nil)
    }

    @Test func refusesWhatIsNotAnItemOrAPage() {
        for text in ["", "[", "{}", "[{}]", "[1]", "null", "[" + Self.required + "]", "[{\(Self.required)}] x"] {
            #expect(ItemReader.page(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(ItemReader.item(Self.page(Self.required)) == nil)
        #expect(ItemReader.item(Array("{\(Self.required)},".utf8)) == nil)
        #expect(ItemReader.page(Array("[]".utf8)).map(\.count) == 0)
    }

    /// Invalid UTF-8 in a string the decoder skips: it reads the page, and so does the fast path.
    /// In a string that is read, it is the decoder's to refuse.
    @Test func skipsInvalidUTF8AsTheDecoderDoes() throws {
        let skipped = Array("[{\(Self.required),\"body\":\"".utf8) + [0xE6, 0xFF, 0x80] + Array("\"}]".utf8)
        #expect(Self.exact(ItemReader.page(skipped)) == Self.exact(Self.decoded(skipped)))
        let read =
            Array("[{\"title\":\"".utf8) + [0xFF] + Array("\",\"id\":\"a\",\"url\":\"\",\"created_at\":\"\"}]".utf8)
        #expect(ItemReader.page(read) == nil)
        #expect(Self.decoded(read) == nil)
    }

    /// Strings scanned a word at a time: a quote, a backslash or a control character is found at
    /// every position of runs up to 40 bytes, and a skipped string is one ``JSONCursor/string()``
    /// reads, for every escape.
    @Test func findsTheEndOfEveryString() {
        for length in 0...40 {
            for position in 0..<length {
                for special: UInt8 in [0x22, 0x5C, 0x00, 0x1F, 0x0A] {
                    var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    text[position] = special
                    for other in position + 1..<max(position + 1, length) { text[other] = 0xE3 }
                    let found = text.withUnsafeBufferPointer { buffer in
                        buffer.baseAddress.map { JSONCursor.plainEnd($0, from: 0, to: length) }
                    }
                    #expect(found == position, "\(length) \(position) \(special)")
                }
            }
        }
        let escapes =
            [
                #"\n"#, #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\r"#, #"\t"#, #"\u00e9"#, #"\ud83d\ude00"#, #"\q"#,
                #"\u12"#,
            ]
            + [#"\ud800"#, #"\udc00"#, #"\ud83d\u0041"#, #"\uD83D\uDE00"#, #"\u+041"#, "\\"]
        for escape in escapes {
            for padding in 0...17 {
                let text = "\"" + String(repeating: "x", count: padding) + escape + "日本\"]"
                let bytes = Array(text.utf8)
                bytes.withUnsafeBufferPointer { buffer in
                    var skipped = JSONCursor(bytes: buffer)
                    var read = JSONCursor(bytes: buffer)
                    let wasSkipped = skipped.skipString()
                    let wasRead = read.string() != nil
                    #expect(wasSkipped == wasRead, "\(escape) \(padding)")
                    #expect(!wasRead || skipped.index == read.index)
                }
            }
        }
    }

    /// Random pages of hostile strings, serialised by Foundation: read, and as the decoder reads them.
    @Test func readsRandomPagesAsTheDecoderDoes() throws {
        var random = SeededGenerator(seed: 0x17E4)
        let alphabet = Array(#"ab"\/{}[],: 日本\#u{1F600}\#u{2028}e\#u{301}\#n\#t\#u{01}"#)
        func text() -> String {
            String(
                (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
        }
        for _ in 0..<200 {
            let items: [[String: Any]] = (0..<Int.random(in: 0...12, using: &random)).map { index in
                var item: [String: Any] = [
                    "id": "item\(index)-\(Int.random(in: 0...999, using: &random))", "title": text(), "body": text(),
                    "url": text(), "created_at": text(), "user": ["id": text(), "name": text()],
                    "tags": [["name": text(), "versions": [text()]]],
                    "likes_count": Int.random(in: 0...99, using: &random), "private": Bool.random(using: &random),
                ]
                if Bool.random(using: &random) { item["updated_at"] = Bool.random(using: &random) ? text() : NSNull() }
                switch Int.random(in: 0...2, using: &random) {
                case 0: item["page_views_count"] = NSNull()
                case 1: item["page_views_count"] = Int.random(in: 0...99_999, using: &random)
                default: break
                }
                return item
            }
            let bytes = Array(try JSONSerialization.data(withJSONObject: items, options: [.sortedKeys]))
            let fast = try #require(ItemReader.page(bytes), "\(String(decoding: bytes, as: UTF8.self))")
            #expect(Self.exact(fast) == Self.exact(Self.decoded(bytes)))
        }
    }

    /// The emulator's answers over loopback HTTP (bodies and all): page 1 with and without views,
    /// and one `GET /items/:id`, each read by the fast path exactly as by the decoder.
    @Test(arguments: [true, false])
    func readsTheEmulatorsAnswersAsTheDecoderDoes(listViews: Bool) async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 130, listViews: listViews))
        let base = harness.emulator.baseURL.absoluteString
        func get(_ path: String) async throws -> [UInt8] {
            let url = try #require(URL(string: base + path))
            let answer = try await harness.transport.send(
                HTTPRequest(url: url, headers: [("Authorization", "Bearer emu-token")]))
            #expect(answer.status == 200)
            return answer.body
        }
        let page = try await get("/api/v2/authenticated_user/items?page=1&per_page=100")
        let fast = try #require(ItemReader.page(page))
        #expect(fast.count == 100)
        #expect(Self.exact(fast) == Self.exact(Self.decoded(page)))
        #expect(fast.allSatisfy { ($0.pageViewsCount != nil) == listViews })
        let id = try #require(fast.first?.id)
        let item = try await get("/api/v2/items/\(id)")
        let one = try #require(ItemReader.item(item))
        #expect(one.pageViewsCount != nil)
        #expect(Self.exact([one]) == Self.exact([try JSONDecoder().decode(ItemDTO.self, from: Data(item))]))
    }
}
