/// An API quota as every process using one token counts it: the lowest `Rate-Remaining` known of the window that ends
/// at `reset` (UNIX seconds of the server), and the requests started since.
public struct QuotaCount: Sendable, Equatable {
    /// The lowest `Rate-Remaining` known of the window, less the requests then in flight; nil while unknown.
    public var remaining: Int?
    /// When the window resets.
    public var reset: Int?
    /// Requests started since `remaining` was known.
    public var reserved: Int

    /// A count; by default, nothing known.
    public init(remaining: Int? = nil, reset: Int? = nil, reserved: Int = 0) {
        (self.remaining, self.reset, self.reserved) = (remaining, reset, reserved)
    }
}

/// Where a budget keeps its ``QuotaCount`` for the other processes using the token: runs `change` on it under a lock
/// they wait for, and keeps what it leaves.
public typealias QuotaLedger = @Sendable (_ change: (inout QuotaCount) -> Void) throws -> Void
