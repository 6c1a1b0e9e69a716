import Foundation
import QiitaEmulator
import Testing

@testable import QiitaAPI
@testable import QiitaStatsCore

@Suite("ItemListSkim: ids and missing views read off a list page's bytes")
struct ItemListSkimTests {
    static let readable: [(String, [String], [String])] = [
        ("[]", [], []),
        (" \n[ ]\t", [], []),
        (#"[{"id":"a","page_views_count":null},{"id":"b","page_views_count":12}]"#, ["a", "b"], ["a"]),
        (#"[{"id":"a"}]"#, ["a"], ["a"]),
        (#"[{"page_views_count":0,"id":"a"}]"#, ["a"], []),
        // "id" keys deeper down (the user, tags) are not the item's.
        (
            #"[{"user":{"id":"someone","x":[{"id":"deep"}]},"tags":[{"name":"id"}],"id":"top","page_views_count":null}]"#,
            ["top"], ["top"]
        ),
        // Strings that look like structure, escaped quotes, a backslash before a closing quote.
        (
            #"[{"title":"]}, {\"id\":\"fake\"} [","body":"C:\\","id":"real","page_views_count":3}]"#,
            ["real"], []
        ),
        (
            "[\n  {\n    \"id\" : \"x1\" ,\n    \"page_views_count\" : null\n  } ,\n  {\"id\":\"x2\", \"private\": true}\n]\n",
            ["x1", "x2"], ["x1", "x2"]
        ),
        (#"[{"title":"日本語","id":"c-1_d","likes_count":-1.5e3,"ok":false}]"#, ["c-1_d"], ["c-1_d"]),
        (#"[{"id":"a\u0062c"}]"#, ["abc"], ["abc"]),
    ]

    @Test(arguments: readable)
    func readsWhatTheDecodeWouldRead(json: String, ids: [String], withoutViews: [String]) throws {
        let skim = try #require(ItemListSkim(Array(json.utf8)))
        #expect(skim.ids == ids)
        #expect(skim.idsWithoutViews == withoutViews)
    }

    static let unreadable = [
        "", "{}", #"{"id":"a"}"#, "[", #"[{"id":"a"}"#, #"[{"id":"a"},]"#, #"[{"id":"a"}] x"#,
        #"[{"title":"no id"}]"#, #"[{"id":12}]"#, #"[{"id":null}]"#, #"[{"id":"a\q"}]"#, #"[{"id":"a}]"#,
        #"[{"id":"a","body":"unterminated}]"#, #"[{"id":"a","tags":[{"name":"x"}]"#, #"["a"]"#, #"[{"id" "a"}]"#,
        #"[{"id":"a","x":}]"#, #"[{"id":"a","page_views_count":"12"}]"#, #"[{"id":"a","page_views_count":1.5}]"#,
        // Ids that are not article ids are never requested: the decode refuses them.
        #"[{"id":"../../authenticated_user"}]"#, #"[{"id":"日本語"}]"#, #"[{"id":"a\u0062\n"}]"#, #"[{"id":""}]"#,
    ]

    @Test(arguments: unreadable)
    func refusesWhatIsNotAListOfItemsWithPlainIds(json: String) {
        #expect(ItemListSkim(Array(json.utf8)) == nil)
    }

    /// Random pages full of hostile strings, serialised by Foundation: the skim agrees with the decode.
    @Test func agreesWithTheDecodeOnRandomPages() throws {
        var random = SeededGenerator(seed: 0x5E1F)
        let alphabet = Array(#"ab"\/{}[],: 日本\#u{1F600}\#n\#t"#)
        func text() -> String {
            String(
                (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
        }
        for _ in 0..<200 {
            let items: [[String: Any]] = (0..<Int.random(in: 0...12, using: &random)).map { index in
                var item: [String: Any] = [
                    "id": "item\(index)-\(Int.random(in: 0...999, using: &random))", "title": text(), "body": text(),
                    "url": "https://qiita.com/x", "created_at": "2024-01-01T00:00:00+09:00",
                    "user": ["id": text(), "name": text()], "tags": [["name": text(), "versions": [text()]]],
                    "likes_count": Int.random(in: 0...99, using: &random), "private": Bool.random(using: &random),
                ]
                switch Int.random(in: 0...2, using: &random) {
                case 0: item["page_views_count"] = NSNull()
                case 1: item["page_views_count"] = Int.random(in: 0...99_999, using: &random)
                default: break
                }
                return item
            }
            let bytes = Array(try JSONSerialization.data(withJSONObject: items, options: [.sortedKeys]))
            let decoded = try JSONDecoder().decode([ItemDTO].self, from: Data(bytes))
            let skim = try #require(ItemListSkim(bytes), "\(String(decoding: bytes, as: UTF8.self))")
            #expect(skim.ids == decoded.map(\.id))
            #expect(skim.idsWithoutViews == decoded.filter { $0.pageViewsCount == nil }.map(\.id))
        }
    }

    /// The emulator's own page 1 (bodies and all), with and without views in the list.
    @Test(arguments: [true, false])
    func agreesWithTheDecodeOnTheEmulatorsPages(listViews: Bool) async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 130, listViews: listViews))
        let url = try #require(
            URL(
                string: "\(harness.emulator.baseURL.absoluteString)/api/v2/authenticated_user/items?page=1&per_page=100"
            ))
        let page = try await harness.transport.send(
            HTTPRequest(url: url, headers: [("Authorization", "Bearer emu-token")]))
        #expect(page.status == 200)
        let decoded = try JSONDecoder().decode([ItemDTO].self, from: Data(page.body))
        let skim = try #require(ItemListSkim(page.body))
        #expect(skim.ids == decoded.map(\.id) && skim.ids.count == 100)
        #expect(skim.idsWithoutViews == (listViews ? [] : decoded.map(\.id)))
    }
}
