import Foundation
import QiitaModel
import QiitaStatsCore
import Testing

@testable import QiitaAPI

/// Zenn's list in the shapes its clients have seen: `next_page` a number or a string of digits, other fields beside
/// the articles; anything else is data that cannot be read, never the last page.
@Suite struct ZennListDecodingTests {
    static func decode(_ json: String) throws(QiitaError) -> ZennListDTO {
        try QiitaClient.decode(
            ZennListDTO.self, from: HTTPResponse(status: 200, body: Data(json.utf8), url: URL(fileURLWithPath: "/")),
            what: "page 1 of the articles", keys: .convertFromSnakeCase)
    }

    @Test(arguments: [
        (#"{"articles":[],"next_page":2}"#, 2), (#"{"articles":[],"next_page":"12"}"#, 12),
        (#"{"articles":[],"next_page":null}"#, nil), (#"{"articles":[]}"#, nil),
        (#"{"articles":[],"next_page":"3","total_count":60,"bookmarked_count":1}"#, 3),
    ])
    func nextPageIsANumberOrAStringOfDigits(json: String, next: Int?) throws {
        #expect(try Self.decode(json).nextPage == next)
    }

    @Test(arguments: [
        #"{"articles":[],"next_page":"2a"}"#, #"{"articles":[],"next_page":""}"#, #"{"articles":[],"next_page":"-2"}"#,
        #"{"articles":[],"next_page":"+2"}"#, #"{"articles":[],"next_page":true}"#,
        #"{"articles":[],"next_page":2.5}"#, #"{"articles":[],"next_page":"99999999999999999999"}"#,
        #"{"articles":[],"next_page":{"page":2}}"#,
    ])
    func anyOtherNextPageIsDataThatCannotBeRead(json: String) throws {
        let error = try #require(throws: QiitaError.self) { try Self.decode(json) }
        guard case .badData(let why) = error else { throw error }
        #expect(why == "page 1 of the articles: unexpected value at .nextPage" || why.hasSuffix("not valid JSON"))
    }

    @Test func aListWithoutItsArticlesCannotBeRead() {
        #expect(throws: QiitaError.badData(#"page 1 of the articles: missing "articles" at the top level"#)) {
            try Self.decode(#"{"next_page":null,"total_count":0}"#)
        }
    }
}
