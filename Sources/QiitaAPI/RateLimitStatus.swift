import Foundation
import QiitaStatsCore

/// The `Rate-Limit`, `Rate-Remaining` and `Rate-Reset` headers of one answer.
public struct RateLimitStatus: Sendable, Equatable {
    /// The quota of the window.
    public var limit: Int? = nil
    /// Requests left in the window.
    public var remaining: Int? = nil
    /// When the window resets (UNIX seconds).
    public var reset: Int? = nil
    /// The server's clock when it answered (`Date`), if it said.
    public var serverDate: Date? = nil
}

extension RateLimitStatus {
    /// Reads the headers; absent, garbled or overflowing values (counts past 2³¹−1, resets past 9999) are nil.
    init(_ headers: HTTPHeaders) {
        func number(_ name: String, in range: ClosedRange<Int>) -> Int? {
            headers[name].flatMap { Int(HTTPHeaders.trimmed($0[...])) }.flatMap { range.contains($0) ? $0 : nil }
        }
        let counts = 0...Int(Int32.max)
        self.init(
            limit: number("Rate-Limit", in: counts), remaining: number("Rate-Remaining", in: counts),
            reset: number("Rate-Reset", in: 0...253_402_300_799),
            serverDate: headers["Date"].flatMap(HTTPDateParser.parse))
    }
}
