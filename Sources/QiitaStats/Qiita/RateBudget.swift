import Foundation
import Synchronization

/// The API quota as a budget: the remaining count read from every answer, minus the
/// requests in flight. No request is started that the budget cannot cover.
final class RateBudget: Sendable {
    private struct State {
        var remaining: Int?
        var reset: Int?
        var inFlight = 0
    }

    private let state = Mutex(State())

    /// Reserves one request; false when the quota known so far is used up.
    func reserve(now: Date) -> Bool {
        state.withLock { state in
            if let reset = state.reset, Int(now.timeIntervalSince1970) >= reset {
                state.remaining = nil  // a new window: unknown until the next answer
                state.reset = nil
            }
            if let remaining = state.remaining, remaining - state.inFlight <= 0 { return false }
            state.inFlight += 1
            return true
        }
    }

    /// Ends a reserved request, with the rate-limit headers of its answer if there was one.
    /// A request that got no answer may still have been counted, so it is charged.
    func complete(_ status: RateLimitStatus?) {
        state.withLock { state in
            state.inFlight -= 1
            guard let status, let remaining = status.remaining else {
                state.remaining = state.remaining.map { max(0, $0 - 1) }
                return
            }
            if let reset = status.reset, reset != state.reset {
                if state.reset == nil || reset > state.reset ?? 0 {
                    state.reset = reset
                    state.remaining = remaining
                }
                return
            }
            state.remaining = min(state.remaining ?? remaining, remaining)
        }
    }

    /// Requests that may still be started, if known.
    var available: Int? {
        state.withLock { state in state.remaining.map { max(0, $0 - state.inFlight) } }
    }

    /// When the window resets (UNIX seconds), if known.
    var reset: Int? { state.withLock { $0.reset } }

    /// The last known remaining quota, for progress and logs.
    var remaining: Int? { state.withLock { $0.remaining } }
}
