import Foundation
import TestSupport
import Testing

@testable import QiitaAPI
@testable import QiitaModel
@testable import QiitaStatsCore

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

    // MARK: headers: Link, Rate-Limit and the arithmetic on them

    /// `page=0` in the `last` link made a last page of 0 (a fetch of "1/0 pages", and a views
    /// quota counted for -1 further pages). Only a page number of 1 or more is one.
    @Test func aLastPageIsAPageNumber() throws {
        let found = String(decoding: try Self.fixture("headers-crash-380b8e71"), as: UTF8.self)
        for line in found.split(separator: "\n", omittingEmptySubsequences: false) {
            let value = line.firstIndex(of: ":").map { String(line[line.index(after: $0)...]) } ?? String(line)
            #expect((ListPaging.lastPage(link: value) ?? 1) >= 1)
        }
        let link = { (page: String) in
            ListPaging.lastPage(link: #"<https://qiita.com/api/v2/items?page=\#(page)>; rel="last""#)
        }
        #expect(link("0") == nil)
        #expect(link("-3") == nil)
        #expect(link("6") == 6)
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
