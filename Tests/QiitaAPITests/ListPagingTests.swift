import EmulatorFaults
import Foundation
import QiitaEmulator
import QiitaModel
import QiitaStatsCore
import TestSupport
import Testing

@testable import QiitaAPI

/// A list without `Total-Count` or `Link` stopped
/// after page 1 ("Fetched 100 items", exit 0, for 537), a low `Total-Count` cut the fetch the
/// same way, and past the API's 10,000 articles the oldest were dropped without a word.
@Suite(.serialized) struct ListPagingTests {
    @Test func aListWithoutCountOrLinkIsReadUpToItsShortPage() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(), FaultOptions(droppedHeaders: ["Total-Count", "Link"]))
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("Fetched 537 items of emu-user"), "\(run.stdout)")
        #expect(try harness.snapshot().items.map(\.id) == harness.emulator.dataset.items.map(\.id))
        // Pages 1…6: the sixth, with 37 items, is the last; nothing past it is asked for.
        let pages = harness.requests("/api/v2/authenticated_user/items").map(\.query).sorted()
        #expect(pages == (1...6).map { "page=\($0)&per_page=100" }.sorted(), "\(pages)")
    }

    @Test func aCountLowerThanThePagesShowDoesNotCutTheList() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(), FaultOptions(headerOverrides: ["Total-Count": "50"]))
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(try harness.snapshot().items.count == 537)
        #expect(harness.requests("/api/v2/authenticated_user/items").count == 6)
    }

    @Test func aListOfWholePagesWithItsCountTakesNoRequestMore() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 300))
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(harness.requests("/api/v2/authenticated_user/items").count == 3)
        let bare = try EmulatorHarness(
            EmulatorConfiguration(items: 300), FaultOptions(droppedHeaders: ["Total-Count", "Link"]))
        #expect(await bare.run(["fetch"]).status == .success)
        #expect(bare.requests("/api/v2/authenticated_user/items").count == 4, "without a count, page 4 says it ended")
    }

    @Test func aCountHigherThanTheListEndsAtTheFirstShortPage() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 150), FaultOptions(headerOverrides: ["Total-Count": "9223372036854775807"]))
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(try harness.snapshot().items.count == 150)
        #expect(!(try harness.snapshot().truncated))
        #expect(harness.requestLog.allSatisfy { $0.status != 400 }, "never past page 100")
    }

    @Test func theOtherPagesStillGoTogetherWhenTheCountIsKnown() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(), FaultOptions(latencyMilliseconds: 150))
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        let later = harness.requests("/api/v2/authenticated_user/items").filter { !$0.query.hasPrefix("page=1&") }
        #expect(later.count == 5)
        #expect(maximumOverlap(later) == 5, "pages 2…6 were not fetched together")
    }

    @Test func moreThanTenThousandArticlesAreSaidToBeCut() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 10_120, bodies: false))
        let user = harness.emulator.dataset.user
        let run = await harness.run(["fetch"])
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(run.stdout.contains("Fetched 10000 items"), "\(run.stdout)")
        let read = try harness.snapshot()
        let missing = user.itemsCount - read.items.filter { !$0.isPrivate }.count
        #expect(missing > 0)
        #expect(
            run.stderr.contains(
                "qiita-stats: warning: the Qiita API lists at most 10,000 articles (100 pages of 100), and emu-user "
                    + "has more: \(missing) of the \(user.itemsCount) public ones (items_count), the oldest, are missing"
            ),
            "\(run.stderr)")
        #expect(read.truncated)
        #expect(harness.requestLog.allSatisfy { $0.status != 400 }, "never past page 100")

        let report = await harness.run(["report", "--offline", "--year", "2025", "--json"])
        #expect(report.status == .partial, "\(report.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        #expect(document["truncated"] as? Bool == true)
        #expect(report.stderr.contains("the Qiita API lists at most 10,000 articles"))
        let quiet = await harness.run(["report", "--offline", "--year", "2025", "--json", "-q"])
        #expect(quiet.status == .partial && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    @Test func exactlyTenThousandArticlesAreWhole() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 10_000, bodies: false))
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(!(try harness.snapshot().truncated))
        let report = await harness.run(["report", "--offline", "--year", "2025", "--json"])
        #expect(report.stdout.contains("\"truncated\": false"))
    }

    @Test func theCountDecidesTheFirstWaveOnlyAndNeverOverflows() {
        let headers = { (total: String?, last: Int?) in
            var fields: [(String, String)] = []
            if let total { fields.append(("Total-Count", total)) }
            if let last {
                fields.append(("Link", "<https://qiita.com/api/v2/x?page=\(last)&per_page=100>; rel=\"last\""))
            }
            return ListPaging(HTTPHeaders(fields))
        }
        #expect(headers("537", 9).plannedPages(itemsCount: 3) == 6)
        #expect(headers(nil, 9).plannedPages(itemsCount: 3) == 9)
        #expect(headers(nil, nil).plannedPages(itemsCount: 250) == 3)
        #expect(headers(nil, nil).plannedPages(itemsCount: nil) == 1)
        #expect(headers("9223372036854775807", nil).plannedPages(itemsCount: nil) == 100)
        #expect(headers("-5", nil).plannedPages(itemsCount: nil) == 1)
        #expect(headers("12000", nil).isCut(lastPageRead: 100, lastPageFull: true, itemsCount: nil, publicItemsRead: 0))
        #expect(!headers("10000", nil).isCut(lastPageRead: 100, lastPageFull: true, itemsCount: 1, publicItemsRead: 0))
        #expect(
            headers(nil, nil).isCut(lastPageRead: 100, lastPageFull: true, itemsCount: 10_001, publicItemsRead: 9_990))
        #expect(
            !headers(nil, nil).isCut(lastPageRead: 100, lastPageFull: false, itemsCount: 20_000, publicItemsRead: 0))
        #expect(headers(nil, 3).goesOn(itemsRead: 300) && headers("50", nil).goesOn(itemsRead: 100))
        #expect(!headers("300", nil).goesOn(itemsRead: 300))
    }

    /// Header names are found whatever their ASCII case, and only then.
    @Test func headerNamesAreMatchedIgnoringASCIICaseOnly() {
        let headers = HTTPHeaders([("Total-Count", "537"), ("link", "<a>; rel=\"next\""), ("ÉTag", "x")])
        #expect(headers["total-count"] == "537")
        #expect(headers["TOTAL-COUNT"] == "537")
        #expect(headers["Link"] == "<a>; rel=\"next\"")
        #expect(headers["Total-Coun"] == nil)
        #expect(headers["Total-Counts"] == nil)
        #expect(headers["étag"] == nil, "only ASCII letters fold")
        #expect(headers["ÉTag"] == "x")
        #expect(HTTPHeaders.sameName("", ""))
        #expect(!HTTPHeaders.sameName("a", "b"))
        #expect(!HTTPHeaders.sameName("[", "{"), "brackets are not letters")
    }

    /// A header value loses the spaces and tabs around it (HTTP's optional whitespace), and
    /// nothing else.
    @Test func headerValuesLoseTheirOptionalWhitespaceOnly() {
        #expect(HTTPHeaders.trimmed(" \t42 \t") == "42")
        #expect(HTTPHeaders.trimmed("Sun, 06 Nov 1994 08:49:37 GMT  ") == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPHeaders.trimmed("") == "")
        #expect(HTTPHeaders.trimmed(" \t ") == "")
        #expect(HTTPHeaders.trimmed("\u{A0}7\u{A0}") == "\u{A0}7\u{A0}", "a no-break space is not HTTP's whitespace")
        #expect(RateLimitStatus(HTTPHeaders([("Rate-Remaining", " 57 "), ("Rate-Limit", "\t1000")])).remaining == 57)
        #expect(RateLimitStatus(HTTPHeaders([("Rate-Limit", "\t1000")])).limit == 1000)
        #expect(RateLimitStatus(HTTPHeaders([("Rate-Limit", "1 000")])).limit == nil)
    }
}
