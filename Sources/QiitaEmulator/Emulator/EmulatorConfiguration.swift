/// What the emulator serves and where: the API as Qiita answers it (faults and the rest are a layer's).
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
    /// Whether `/authenticated_user/items` carries views (false: `null`, as the API did before).
    public var listViews: Bool
    /// A second loopback address serving the avatar (e.g. 127.0.0.2); nil serves it from `host`.
    public var avatarHost: String?
    /// Raw JSON values replacing fields of the served items and user: hostile data on demand.
    public var edits: [JSONEdit]
    /// Whether items carry generated bodies (without, a different dataset that starts at once).
    public var bodies: Bool

    /// A configuration; every argument has the documented default.
    public init(
        host: String = "127.0.0.1", port: Int = 0, items: Int = 537, seed: UInt64 = 42, user: String = "emu-user",
        tokens: [String] = ["emu-token"], listViews: Bool = true, avatarHost: String? = nil, edits: [JSONEdit] = [],
        bodies: Bool = true
    ) {
        self.host = host
        self.port = port
        self.items = items
        self.seed = seed
        self.user = user
        self.tokens = tokens
        self.listViews = listViews
        self.avatarHost = avatarHost
        self.edits = edits
        self.bodies = bodies
    }

    /// Refuses values the emulator cannot serve.
    public func validate() throws(EmulatorError) {
        _ = try Socket.loopbackAddress(host)
        if let avatarHost { _ = try Socket.loopbackAddress(avatarHost) }
        guard (0...1_000_000).contains(items) else { throw EmulatorError("items must be in 0…1000000, not \(items)") }
        guard !user.isEmpty, user.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { throw EmulatorError("user '\(user)' must be letters, digits, '-' or '_'") }
    }
}
