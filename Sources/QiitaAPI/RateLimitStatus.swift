import Foundation
import QiitaStatsCore

/// The `Rate-Limit`, `Rate-Remaining` and `Rate-Reset` headers of one answer.
public struct RateLimitStatus: Sendable, Equatable {
    /// The quota of the window.
    public var limit: Int?
    /// Requests left in the window.
    public var remaining: Int?
    /// When the window resets (UNIX seconds).
    public var reset: Int?
    /// The server's clock when it answered (`Date`), if it said.
    public var serverDate: Date?

    /// A status.
    public init(limit: Int? = nil, remaining: Int? = nil, reset: Int? = nil) {
        self.limit = limit
        self.remaining = remaining
        self.reset = reset
    }

    /// Reads the headers (case-insensitively); absent or garbled values are nil.
    public init(_ headers: HTTPHeaders) {
        func number(_ name: String) -> Int? {
            headers[name].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        self.init(limit: number("Rate-Limit"), remaining: number("Rate-Remaining"), reset: number("Rate-Reset"))
        serverDate = headers["Date"].flatMap(HTTPDateParser.parse)
    }
}
