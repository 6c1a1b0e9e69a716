/// Every option of the emulator, settable from Swift or from `qiita-emulator`'s command line.
public struct EmulatorConfiguration: Sendable, Equatable {
    /// The loopback address to bind (127.0.0.0/8).
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// How many items the user has.
    public var items: Int
    /// The dataset seed.
    public var seed: UInt64
    /// The user's login name.
    public var user: String
    /// The valid tokens (each authenticates as the user).
    public var tokens: [String]
    /// Added to every answer, milliseconds.
    public var latencyMilliseconds: Int
    /// Whether `/authenticated_user/items` carries views (false: `null`, as the API did before).
    public var listViews: Bool
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
    /// A second loopback address serving the avatar (e.g. 127.0.0.2); nil serves it from `host`.
    public var avatarHost: String?
    /// Seconds added to the emulator's clock (its `Date` header and rate-limit windows): a skewed server.
    public var clockOffsetSeconds: Int
    /// The clock the offset is added to (the system's unless a test passes its own).
    public var clock: EmulatorClock
    /// Headers left out of every API answer (`Date`, `Total-Count`, `Link`, `Rate-Reset`…).
    public var droppedHeaders: [String]
    /// Raw JSON values replacing fields of the served items and user: hostile data on demand.
    public var edits: [JSONEdit]
    /// Header values replacing (or added to) those of every API answer: a lying `Total-Count`.
    public var headerOverrides: [String: String]
    /// Whether items carry generated bodies (without, a different dataset that starts at once).
    public var bodies: Bool

    /// A configuration; every argument has the documented default.
    public init(
        host: String = "127.0.0.1", port: Int = 0, items: Int = 537, seed: UInt64 = 42, user: String = "emu-user",
        tokens: [String] = ["emu-token"], latencyMilliseconds: Int = 0, listViews: Bool = true, rateLimit: Int = 1000,
        anonymousRateLimit: Int = 60, rateLimitWindow: Duration = .seconds(3600), rateLimitStatus: Int = 429,
        faults: [Fault] = [], logPath: String? = nil, avatarHost: String? = nil, clockOffsetSeconds: Int = 0,
        droppedHeaders: [String] = [], edits: [JSONEdit] = [], headerOverrides: [String: String] = [:],
        bodies: Bool = true, clock: EmulatorClock = .system
    ) {
        self.host = host
        self.port = port
        self.items = items
        self.seed = seed
        self.user = user
        self.tokens = tokens
        self.latencyMilliseconds = latencyMilliseconds
        self.listViews = listViews
        self.rateLimit = rateLimit
        self.anonymousRateLimit = anonymousRateLimit
        self.rateLimitWindow = rateLimitWindow
        self.rateLimitStatus = rateLimitStatus
        self.faults = faults
        self.logPath = logPath
        self.avatarHost = avatarHost
        self.clockOffsetSeconds = clockOffsetSeconds
        self.droppedHeaders = droppedHeaders
        self.edits = edits
        self.clock = clock
        self.headerOverrides = headerOverrides
        self.bodies = bodies
    }

    /// Refuses values the emulator cannot serve.
    func validate() throws(EmulatorError) {
        _ = try Socket.loopbackAddress(host)
        if let avatarHost { _ = try Socket.loopbackAddress(avatarHost) }
        guard (0...1_000_000).contains(items) else { throw EmulatorError("items must be in 0…1000000, not \(items)") }
        guard !user.isEmpty, user.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { throw EmulatorError("user '\(user)' must be letters, digits, '-' or '_'") }
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
