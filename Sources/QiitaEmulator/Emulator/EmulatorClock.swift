import Foundation

/// The emulator's idea of now (its `Date` header and rate-limit windows): the system clock, or
/// one a test moves on, so that an hour-long window passes without an hour of waiting.
public struct EmulatorClock: Sendable, Equatable {
    /// The current time.
    public let now: @Sendable () -> Date
    private let identity: UUID

    /// A clock reading `now`.
    public init(_ now: @escaping @Sendable () -> Date) {
        self.now = now
        identity = UUID()
    }

    /// The system clock.
    public static let system = EmulatorClock { Date() }

    public static func == (lhs: EmulatorClock, rhs: EmulatorClock) -> Bool { lhs.identity == rhs.identity }
}
