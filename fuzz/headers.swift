// Response headers, one `Name: value` a line: `ListPaging.lastPage` and `HTTPDateParser.parse` on every
// value, `RetryPolicy.retryAfter` on `Retry-After` (and on every well-formed date),
// `RateLimitStatus` on all of them, and what the client then does with that status (the quota
// budget, the reset shown, the wait for it). Nothing crashes, a retry-after is never negative,
// a last page is at least 1, a parsed date lies in 1970…9999, and the two readers of HTTP dates
// agree on a well-formed one.
import Foundation
import QiitaStatsCore

@testable import QiitaAPI

/// The machine's clock in every check: 2025-11-24T16:00:00Z.
private let now = Date(timeIntervalSince1970: 1_764_000_000)
/// 10000-01-01T00:00:00Z, one past the last date an IMF-fixdate can write.
private let endOfYear9999: TimeInterval = 253_402_300_800

private let imfFixdate: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter
}()

/// A value of any header, read by the parsers that take a header value alone.
private func checkValue(_ value: String) {
    if let last = ListPaging.lastPage(link: value) {
        invariant(last >= 1, "last page \(last) of \(shown(value).debugDescription)")
    }

    guard let date = HTTPDateParser.parse(value) else { return }
    let seconds = date.timeIntervalSince1970
    invariant((0..<endOfYear9999).contains(seconds), "date \(shown(value).debugDescription) is \(seconds)")
    // A date written the canonical way is read the same by Retry-After (and by Foundation's formatter).
    if imfFixdate.string(from: date) == value.trimmingCharacters(in: .whitespaces) {
        let expected = Duration.seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
        let after = RetryPolicy.retryAfter(value, now: now)
        invariant(after == expected, "Retry-After \(value.debugDescription) is \(String(describing: after))")
    }
}

/// `Retry-After` as the client reads it (with the server's clock when it sent one).
private func checkRetryAfter(_ value: String?, now: Date) {
    let after = RetryPolicy.retryAfter(value, now: now)
    if let after { invariant(after >= .zero, "Retry-After \(shown(value ?? "").debugDescription) is \(after)") }
    if let seconds = value.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
        invariant(after == .seconds(max(0, seconds)), "Retry-After \(seconds) read as \(String(describing: after))")
    }
    let delay = RetryPolicy().delay(retry: 1, retryAfter: after, random: 0.5)
    invariant(delay >= .zero, "a retry delay of \(delay)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeaders(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
    var headers = HTTPHeaders()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let colon = line.firstIndex(of: ":")
        let name = colon.map { String(line[..<$0]) } ?? ""
        let value = colon.map { String(line[line.index(after: $0)...]) } ?? String(line)
        headers.append(name: name, value: value)
        checkValue(value)
    }
    if let last = ListPaging.lastPage(link: headers["Link"]) { invariant(last >= 1, "last page \(last)") }

    let status = RateLimitStatus(headers)
    invariant(
        status.serverDate == headers["Date"].flatMap(HTTPDateParser.parse), "Date read unlike HTTPDateParser")
    checkRetryAfter(headers["Retry-After"], now: status.serverDate ?? now)
    // As the client does with answers: two requests in flight settle the budget with this
    // status, then a reset is shown and the wait for it decided.
    let budget = RateBudget()
    let tickets = [budget.reserve(now: now), budget.reserve(now: now)].compactMap { $0 }
    for ticket in tickets { budget.settle(ticket, status, now: now) }
    if let available = budget.available(now: now) { invariant(available >= 0, "the budget has \(available) left") }
    for reset in [status.reset, budget.reset].compactMap({ $0 }) {
        _ = budget.localReset(reset)
        for earlier in [0, 3, 10] {
            switch RateLimitWait.decide(reset: reset, now: budget.serverTime(now), earlier: earlier, waited: 0) {
            case .sleep(let seconds):
                invariant((1...RateLimitWait.ceiling).contains(seconds), "a wait of \(seconds) s for \(reset)")
            case .tooFar:
                break
            }
        }
    }
    return 0
}
