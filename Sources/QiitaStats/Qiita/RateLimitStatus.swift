import Foundation

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

    /// The same status with `reset` moved onto this machine's clock: the server's `Date` tells
    /// how far the two clocks differ, so a skewed clock neither waits too long nor too little.
    /// Without a `Date` the reset is taken as it is.
    public func onLocalClock(now: Date) -> RateLimitStatus {
        guard let reset, let serverDate else { return self }
        var status = self
        let skew = now.timeIntervalSince(serverDate)
        status.reset = reset + Int(skew.rounded())
        return status
    }
}
