import Foundation

/// The emulator's idea of now: the system clock, or one a test moves on to pass a window at once.
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
