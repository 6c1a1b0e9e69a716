import Foundation
import Synchronization

/// The API quota as a budget: each request started is charged at once, and every answer's
/// `Rate-Remaining` corrects the count downwards (other clients share the quota). No request
/// is started that the budget cannot cover.
///
/// While the quota is unknown (before the first answer, or after a reset) requests go out
/// uncharged; when the first answer tells the quota, the others still in flight are charged
/// against it, so a burst at the start of a window cannot overrun it.
public final class RateBudget: Sendable {
    /// A started request, to be settled when it ends.
    struct Ticket: Sendable {
        fileprivate let uncharged: Bool
    }

    private struct State {
        var remaining: Int?
        var reset: Int?
        var unchargedInFlight = 0
        /// The `Rate-Remaining` that set the count, and how many requests then in flight were
        /// charged to it on the guess that the server had not counted them yet.
        var adoptedFrom = 0
        var guessedInFlight = 0
        /// How far this machine's clock is ahead of the server's, from its `Date` headers: the
        /// smallest difference seen, since each answer's delay only adds to it.
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

    /// Ends a request with the rate-limit headers of its answer (received at `now`), if it got
    /// one. A request that got no answer stays charged, since the server may have counted it.
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

    /// The server's time when this machine's clock says `now`: resets are the server's, and a
    /// skewed clock must neither wait for a reset long past nor start before it came. Without
    /// a `Date` from the server, the two clocks are taken to agree.
    func serverTime(_ now: Date) -> Date { state.withLock { Self.serverTime($0, now) } }

    /// A reset (UNIX seconds of the server) on this machine's clock, for messages.
    func localReset(_ reset: Int) -> Int {
        reset + Int((state.withLock { $0.skew } ?? 0).rounded())
    }

    private static func serverTime(_ state: State, _ now: Date) -> Date {
        now.addingTimeInterval(-(state.skew ?? 0))
    }

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
