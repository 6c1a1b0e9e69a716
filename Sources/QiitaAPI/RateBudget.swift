import Foundation
import Synchronization

/// The API quota as a budget: each request is charged when it starts and answers' `Rate-Remaining` correct it down.
/// While the quota is unknown requests go uncharged, and are charged when the first answer tells it.
public final class RateBudget: Sendable {
    /// A started request, to be settled when it ends.
    struct Ticket: Sendable {
        fileprivate let uncharged: Bool
    }

    private struct State {
        var remaining: Int?
        var reset: Int?
        var unchargedInFlight = 0
        /// The `Rate-Remaining` that set the count, and the requests then in flight charged to it as not yet counted.
        var adoptedFrom = 0
        var guessedInFlight = 0
        /// How far this clock is ahead of the server's `Date`: the smallest difference seen (delays only add to it).
        var skew: TimeInterval?
    }

    private let state = Mutex(State())

    /// A budget that knows nothing of the quota yet.
    public init() {}

    /// Charges one request; nil when the quota known so far is used up.
    func reserve(now: Date) -> Ticket? {
        state.withLock { state in
            Self.expire(&state, now: Self.serverTime(state, now))
            guard let remaining = state.remaining else {
                state.unchargedInFlight += 1
                return Ticket(uncharged: true)
            }
            guard remaining > 0 else { return nil }
            state.remaining = remaining - 1
            return Ticket(uncharged: false)
        }
    }

    /// Ends a request with its answer's rate-limit headers; one without an answer stays charged (it may have counted).
    func settle(_ ticket: Ticket, _ status: RateLimitStatus?, now: Date = Date()) {
        state.withLock { state in
            if ticket.uncharged { state.unchargedInFlight -= 1 }
            if let serverDate = status?.serverDate {
                state.skew = min(state.skew ?? .infinity, now.timeIntervalSince(serverDate))
            }
            guard let status, let remaining = status.remaining else { return }
            if state.remaining == nil || (status.reset ?? Int.min) > (state.reset ?? Int.min) {
                // The first answer of a window: the requests still in flight are charged to it.
                state.reset = status.reset
                state.remaining = max(0, remaining - state.unchargedInFlight)
                state.adoptedFrom = remaining
                state.guessedInFlight = state.unchargedInFlight
                return
            }
            if ticket.uncharged && state.guessedInFlight > 0 {
                state.guessedInFlight -= 1
                // More left when it was counted than when the count was set: the server had
                // counted it already, so charging it again was one too many.
                if remaining > state.adoptedFrom, let current = state.remaining { state.remaining = current + 1 }
            }
            state.remaining = min(state.remaining ?? remaining, remaining)
        }
    }

    /// Requests that may still be started, if known (nil once the window has reset).
    public func available(now: Date) -> Int? {
        state.withLock { state in
            Self.expire(&state, now: Self.serverTime(state, now))
            return state.remaining
        }
    }

    /// The server's time when this machine's clock says `now` (resets are the server's); the same without a `Date`.
    func serverTime(_ now: Date) -> Date { state.withLock { Self.serverTime($0, now) } }

    /// A reset (UNIX seconds of the server) on this machine's clock, for messages.
    func localReset(_ reset: Int) -> Int { reset + Int((state.withLock { $0.skew } ?? 0).rounded()) }

    private static func serverTime(_ state: State, _ now: Date) -> Date { now.addingTimeInterval(-(state.skew ?? 0)) }

    /// When the window resets (UNIX seconds), if known.
    var reset: Int? { state.withLock { $0.reset } }

    /// Forgets the count of a window that has ended: the next answer tells the new one.
    private static func expire(_ state: inout State, now: Date) {
        if let reset = state.reset, Int(now.timeIntervalSince1970) >= reset {
            state.remaining = nil
            state.reset = nil
        }
    }
}
