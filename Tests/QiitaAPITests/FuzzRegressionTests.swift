import Foundation
import TestSupport
import Testing

@testable import QiitaAPI
@testable import QiitaModel
@testable import QiitaStatsCore
@testable import SnapshotStore

/// What the fuzzers of `fuzz/` (`make fuzz`, docs/fuzzing.md) found, each input fed to the
/// function it broke and checked against the invariant it broke. Inputs libFuzzer saved are
/// in `Fixtures/fuzz/` byte for byte, named after their target and the start of their SHA-1;
/// the shortest form of each is spelled out beside it. Three inputs were not found by
/// libFuzzer's search but by reading the code the fuzzers cover, and were confirmed by feeding
/// them to the fuzz entries (marked as such).
@Suite("Fuzz regressions: the inputs the fuzzers found, fed to the functions they broke")
struct FuzzRegressionTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = fixturesFolder().appendingPathComponent("fuzz/\(name)")
        return Array(try Data(contentsOf: url))
    }

    // MARK: items: ItemReader (before it, ItemListSkim) against the decode of [ItemDTO]

    /// The items fuzzer's reference and its fast path: the page as the decode and as
    /// `ItemReader` read it.
    static func fastAndDecode(_ bytes: [UInt8]) -> (fast: [ItemDTO]?, decoded: [ItemDTO]?) {
        (ItemReader.page(bytes), try? JSONDecoder().decode([ItemDTO].self, from: Data(bytes)))
    }

    /// A repeated `id` was read last by the skim (the reader of ids before ``ItemReader``) and
    /// first by the decode, so the skim queued the views of an item the page does not hold. A
    /// repeated member now makes the fast path step aside.
    @Test func aRepeatedMemberOfAnItemIsTheDecodesToRead() throws {
        let found = try Self.fixture("items-crash-02a2d065")
        let minimal = #"[{"created_at":"","id":"a","id":"3","title":"","url":""}]"#
        // The same for the views, which the skim read last as well (found by reading the skim).
        let views = #"[{"id":"a","page_views_count":null,"page_views_count":5,"title":"","url":"","created_at":""}]"#
        for bytes in [found, Array(minimal.utf8), Array(views.utf8)] {
            let (fast, decoded) = Self.fastAndDecode(bytes)
            #expect(decoded != nil, "the decode reads a repeated member (the first)")
            #expect(fast == nil)
        }
        #expect(Self.fastAndDecode(Array(minimal.utf8)).decoded?.map(\.id) == ["a"])
        #expect(Self.fastAndDecode(Array(views.utf8)).decoded?.first?.pageViewsCount == nil)
    }

    /// Found by reading, confirmed through the items fuzz entry: `"\u0069d"` is `"id"` to the
    /// decode, which keeps the first of the two; the skim skipped it as an unknown key and read
    /// the second. An escaped key now makes `JSONCursor.object` step aside.
    @Test func anEscapedKeyIsTheDecodesToRead() {
        let page = Array(#"[{"\u0069d":"aaa","id":"bbb","title":"","url":"","created_at":""}]"#.utf8)
        let (fast, decoded) = Self.fastAndDecode(page)
        #expect(decoded?.map(\.id) == ["aaa"])
        #expect(fast == nil)
    }

    // MARK: snapshot: SnapshotReader's fast path against JSONDecoder

    static func fast(_ bytes: [UInt8]) -> Snapshot? {
        SnapshotReader.fast(bytes)
    }

    /// A snapshot as the cache writes it, with `old` replaced by `new` in its text.
    static func cacheFile(replacing old: String, with new: String) throws -> [UInt8] {
        let snapshot = Snapshot(
            host: "qiita.com", fetchedAt: "2026-11-30T21:04:05+09:00",
            user: QiitaUser(id: "emu-user", name: nil, profileImageURL: "", itemsCount: 1, followersCount: 0),
            items: [
                SnapshotItem(
                    id: "b1ae4edef67d22fcce7a", title: "t",
                    url: "https://qiita.com/emu-user/items/b1ae4edef67d22fcce7a",
                    createdAt: "2024-11-29T08:59:41+09:00", updatedAt: "2024-11-29T08:59:41+09:00", likesCount: 0,
                    stocksCount: 0, pageViewsCount: 854)
            ])
        let text = String(decoding: SnapshotCache.encode(snapshot), as: UTF8.self)
        #expect(text.contains(old))
        return Array(text.replacingOccurrences(of: old, with: new).utf8)
    }

    /// The fast path skipped an unknown member by counting brackets, so it read a snapshot
    /// around a value that is not JSON (`"":n`) which `JSONDecoder` refuses. Unknown members are
    /// now skipped only when they are well-formed.
    @Test func aMalformedUnknownMemberIsTheDecodersToRefuse() throws {
        for name in ["snapshot-crash-168fb5d1", "snapshot-crash-dd781d20"] {
            let found = try Self.fixture(name)
            #expect(Self.fast(found) == nil)
            #expect(throws: (any Error).self) { try SnapshotReader.decode(found) }
        }
        // The fast path steps aside for anything but well-formed JSON (and for 300 levels, which
        // the decoder reads); `decode` then reads what `JSONDecoder` reads, or fails as it does.
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        for value in ["n", "u", "[1 2]", #"{"a" 1}"#, #"{"a":}"#, #""\q""#, "01", "1.", "-", "1e", "tru", deep] {
            let bytes = try Self.cacheFile(replacing: #""title" : "t""#, with: #""title" : "t", "later" : \#(value)"#)
            #expect(Self.fast(bytes) == nil, "\(value.prefix(20))")
            let reference = try? JSONDecoder().decode(Snapshot.self, from: Data(bytes))
            #expect((try? SnapshotReader.decode(bytes)) == reference, "\(value.prefix(20))")
        }
        // Well-formed unknown members are still skipped, and read as the decoder reads them.
        for value in ["-0.5e+3", "0", "[]", "{}", #"{"a":[true,false,null,"x\u00e9"]}"#, #""\ud83d\ude00""#] {
            let bytes = try Self.cacheFile(replacing: #""title" : "t""#, with: #""title" : "t", "later" : \#(value)"#)
            let read = try #require(Self.fast(bytes), "\(value)")
            #expect(read == (try JSONDecoder().decode(Snapshot.self, from: Data(bytes))))
        }
    }

    /// Found by reading, confirmed through the snapshot fuzz entry: `UInt32(_:radix:)` takes a
    /// sign, so `\u+041` read as `A` (and `\u-000` as NUL) where `JSONDecoder` refuses the file.
    @Test func aUnicodeEscapeIsFourHexDigits() throws {
        for escape in [#"\u+041"#, #"\u-000"#, #"\u 041"#] {
            let bytes = try Self.cacheFile(replacing: #""title" : "t""#, with: #""title" : "t\#(escape)""#)
            #expect(Self.fast(bytes) == nil, "\(escape)")
            #expect(throws: (any Error).self) { try SnapshotReader.decode(bytes) }
        }
        let plain = try Self.cacheFile(replacing: #""title" : "t""#, with: #""title" : "t\u00E9\u00e9""#)
        #expect(Self.fast(plain)?.items.first?.title == "téé")
    }

    /// Found by reading: an escaped key spelling a member the reader knows was skipped as
    /// unknown, while `JSONDecoder` read it as the first of two.
    @Test func anEscapedKeyInTheCacheIsTheDecodersToRead() throws {
        let bytes = try Self.cacheFile(replacing: #""title" : "t""#, with: #""\u0074itle" : "first", "title" : "t""#)
        #expect(Self.fast(bytes) == nil)
        #expect(try SnapshotReader.decode(bytes).items.first?.title == "first")
    }

    // MARK: headers: Link, Rate-Limit and the arithmetic on them

    /// `page=0` in the `last` link made a last page of 0 (a fetch of "1/0 pages", and a views
    /// quota counted for -1 further pages). Only a page number of 1 or more is one.
    @Test func aLastPageIsAPageNumber() throws {
        let found = String(decoding: try Self.fixture("headers-crash-380b8e71"), as: UTF8.self)
        for line in found.split(separator: "\n", omittingEmptySubsequences: false) {
            let value = line.firstIndex(of: ":").map { String(line[line.index(after: $0)...]) } ?? String(line)
            #expect((LinkHeader(value).lastPage ?? 1) >= 1)
        }
        let link = { (page: String) in LinkHeader(#"<https://qiita.com/api/v2/items?page=\#(page)>; rel="last""#) }
        #expect(link("0").lastPage == nil)
        #expect(link("-3").lastPage == nil)
        #expect(link("6").lastPage == 6)
    }

    /// A `Retry-After` of a date with a run of combining and ill-formed bytes before `GMT`
    /// crashed the process: `RetryPolicy.retryAfter` handed it to Foundation's `DateFormatter`,
    /// which traps ("Incorrect range CFRange…") instead of returning nil. A server could stop
    /// every fetch that way; the date is now read by `HTTPDateParser`, which refuses it.
    @Test func aRetryAfterDateThatTrappedFoundationIsRefused() throws {
        let found = String(decoding: try Self.fixture("headers-crash-1fbcbd37"), as: UTF8.self)
        let line = try #require(found.split(separator: "\n").first { $0.hasPrefix("Retry-After:") })
        let value = String(line.dropFirst("Retry-After:".count))
        #expect(RetryPolicy.retryAfter(value, now: Date(timeIntervalSince1970: 1_764_000_000)) == nil)
        let good = RetryPolicy.retryAfter(
            "Sun, 06 Nov 1994 08:49:47 GMT", now: Date(timeIntervalSince1970: 784_111_777))
        #expect(good == .seconds(10))
    }

    /// Found by reading, confirmed through the headers fuzz entry: a `Rate-Reset` near `Int.max`
    /// (or `Int.min`) trapped on overflow in `RateLimitWait.decide` and `RateBudget.localReset`,
    /// for `fetch --wait` and for the message of a used-up quota. Counts and resets out of range
    /// are now garbled values, as unparsable ones are.
    @Test func rateLimitValuesOutOfRangeAreIgnored() {
        let now = Date(timeIntervalSince1970: 1_764_000_000)
        let answers: [[(String, String)]] = [
            [("Rate-Remaining", "0"), ("Rate-Reset", "9223372036854775807")],
            [
                ("Date", "Sun, 06 Nov 1994 08:49:37 GMT"), ("Rate-Remaining", "0"),
                ("Rate-Reset", "-9223372036854775807"),
            ],
            [("Rate-Limit", "-1"), ("Rate-Remaining", "-9223372036854775808"), ("Rate-Reset", "253402300800")],
        ]
        for fields in answers {
            let status = RateLimitStatus(HTTPHeaders(fields))
            #expect(status.reset == nil && status.limit == nil)
            #expect(status.remaining == (fields.contains { $0 == ("Rate-Remaining", "0") } ? 0 : nil))
            // What the client does with an answer, as the fuzz entry does: none of it traps.
            let budget = RateBudget()
            let tickets = [budget.reserve(now: now), budget.reserve(now: now)].compactMap { $0 }
            for ticket in tickets { budget.settle(ticket, status, now: now) }
            for reset in [status.reset, budget.reset].compactMap({ $0 }) {
                _ = budget.localReset(reset)
                _ = RateLimitWait.decide(reset: reset, now: budget.serverTime(now), earlier: 0, waited: 0)
            }
        }
        let sane = RateLimitStatus(
            HTTPHeaders([("Rate-Limit", "1000"), ("Rate-Remaining", "999"), ("Rate-Reset", "1796042775")]))
        #expect(sane == RateLimitStatus(limit: 1000, remaining: 999, reset: 1_796_042_775))
    }

    // MARK: sanitizer: TerminalText and OutputSink.line

    /// A first version of the sanitiser fuzzer expected `line(_)` to break lines at every LF
    /// byte; it splits at the character "\n", and a CRLF is one other character, which the
    /// sanitiser turns into two spaces. Kept as it is (the line is still free of controls); the
    /// fuzzer's invariant now says so.
    @Test func aCRLFInALineBecomesSpaces() {
        let found: [UInt8] = [
            0x61, 0xC2, 0x9B, 0x33, 0x31, 0x6D, 0xFE, 0x62, 0x3B, 0x74, 0xC2, 0x0D, 0x0A, 0x9C, 0x63, 0xC2, 0x85, 0x64,
            0xC2, 0x85, 0x64,
        ]
        let output = CapturedOutput()
        output.sink.line(String(decoding: found, as: UTF8.self))
        #expect(output.text == "a\u{FFFD}b;t\u{FFFD}  \u{FFFD}cdd\n")
        let crlf = CapturedOutput()
        crlf.sink.line("one\r\ntwo\nthree")
        #expect(crlf.text == "one  two\nthree\n")
    }

    /// U+0600 (bytes D8 80) is a prepended concatenation mark: it joins the space `pad` puts after
    /// it into one character, which a terminal still draws as two columns.
    @Test func padAfterAPrependedConcatenationMark() {
        let found = String(decoding: [0xD8, 0x80] as [UInt8], as: UTF8.self)
        #expect(TerminalText.sanitize(found) == found)
        for columns in 0...3 { #expect(TerminalText.width(TerminalText.truncate(found, toWidth: columns)) <= columns) }
        #expect(TerminalText.width(TerminalText.pad(found, toWidth: 2)) == 2)
        #expect(TerminalText.pad(found, toWidth: 3) == found + "  ")
        #expect(TerminalText.width(found + " x") == 3)
    }
}
