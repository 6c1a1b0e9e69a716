import QiitaEmulator

/// What makes the API hostile or observable around an emulator: latency, rate limits, injected
/// faults, a skewed clock, rewritten headers and the request log.
public struct FaultOptions: Sendable, Equatable {
    /// Added to every answer, milliseconds.
    public var latencyMilliseconds: Int
    /// Requests per window for each token.
    public var rateLimit: Int
    /// Requests per window for each client address without a token.
    public var anonymousRateLimit: Int
    /// The fixed rate-limit window.
    public var rateLimitWindow: Duration
    /// The status when over the quota: 429 or 403.
    public var rateLimitStatus: Int
    /// Injected failures, tried in order.
    public var faults: [Fault]
    /// A file getting one JSON line per request.
    public var logPath: String?
    /// Seconds added to the emulator's clock (its `Date` header and rate-limit windows): a skewed server.
    public var clockOffsetSeconds: Int
    /// The clock the offset is added to (the system's unless a test passes its own).
    public var clock: EmulatorClock
    /// Headers left out of every API answer (`Date`, `Total-Count`, `Link`, `Rate-Reset`…).
    public var droppedHeaders: [String]
    /// Header values replacing (or added to) those of every API answer: a lying `Total-Count`.
    public var headerOverrides: [String: String]
    /// Zenn's `next_page` as other clients have seen it: this JSON, `N` standing for the next page's number
    /// (`"N"` is a string of digits, `1` points back, `true` is no page); nil serves the number.
    public var zennNextPage: String?
    /// Whether a Zenn user the emulator does not know gets 200 and an empty list, as some clients report, not 404.
    public var zennUnknownUserEmpty: Bool

    /// Options; every argument has the documented default.
    public init(
        latencyMilliseconds: Int = 0, rateLimit: Int = 1000, anonymousRateLimit: Int = 60,
        rateLimitWindow: Duration = .seconds(3600), rateLimitStatus: Int = 429, faults: [Fault] = [],
        logPath: String? = nil, clockOffsetSeconds: Int = 0, droppedHeaders: [String] = [],
        headerOverrides: [String: String] = [:], clock: EmulatorClock = .system, zennNextPage: String? = nil,
        zennUnknownUserEmpty: Bool = false
    ) {
        self.latencyMilliseconds = latencyMilliseconds
        self.rateLimit = rateLimit
        self.anonymousRateLimit = anonymousRateLimit
        self.rateLimitWindow = rateLimitWindow
        self.rateLimitStatus = rateLimitStatus
        self.faults = faults
        self.logPath = logPath
        self.clockOffsetSeconds = clockOffsetSeconds
        self.droppedHeaders = droppedHeaders
        self.headerOverrides = headerOverrides
        self.clock = clock
        self.zennNextPage = zennNextPage
        self.zennUnknownUserEmpty = zennUnknownUserEmpty
    }

    /// Refuses values the layer cannot apply.
    func validate() throws(EmulatorError) {
        guard latencyMilliseconds >= 0 else { throw EmulatorError("latency must not be negative") }
        guard rateLimit >= 0, anonymousRateLimit >= 0 else { throw EmulatorError("rate limits must not be negative") }
        guard rateLimitWindow > .zero else { throw EmulatorError("the rate-limit window must be positive") }
        guard abs(clockOffsetSeconds) <= 100 * 366 * 86_400 else {
            throw EmulatorError("the clock offset must be within a hundred years")
        }
        for (name, value) in headerOverrides {
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }),
                !value.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
            else { throw EmulatorError("header override '\(name)' must be a header name and a one-line value") }
        }
        guard rateLimitStatus == 429 || rateLimitStatus == 403 else {
            throw EmulatorError("rate-limit status must be 429 or 403, not \(rateLimitStatus)")
        }
    }
}
