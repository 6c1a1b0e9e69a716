import Foundation
import Synchronization

/// The API quota as a budget: each request started is charged at once, and every answer's
/// `Rate-Remaining` corrects the count downwards (other clients share the quota). No request
/// is started that the budget cannot cover.
final class RateBudget: Sendable {
    private struct State {
        var remaining: Int?
        var reset: Int?
    }

    private let state = Mutex(State())

    /// Charges one request; false when the quota known so far is used up.
    func reserve(now: Date) -> Bool {
        state.withLock { state in
            Self.expire(&state, now: now)
            if let remaining = state.remaining {
                guard remaining > 0 else { return false }
                state.remaining = remaining - 1
            }
            return true
        }
    }

    /// Reads the rate-limit headers of an answer. A request that got no answer stays charged,
    /// since the server may have counted it.
    func record(_ status: RateLimitStatus) {
        state.withLock { state in
            guard let remaining = status.remaining else { return }
            if let reset = status.reset, reset > state.reset ?? Int.min {
                // The first answer, or the first of a new window.
                state.reset = reset
                state.remaining = remaining
                return
            }
            state.remaining = min(state.remaining ?? remaining, remaining)
        }
    }

    /// Requests that may still be started, if known (nil once the window has reset).
    func available(now: Date) -> Int? {
        state.withLock { state in
            Self.expire(&state, now: now)
            return state.remaining
        }
    }

    /// Forgets the count of a window that has ended: the next answer tells the new one.
    private static func expire(_ state: inout State, now: Date) {
        if let reset = state.reset, Int(now.timeIntervalSince1970) >= reset {
            state.remaining = nil
            state.reset = nil
        }
    }

    /// When the window resets (UNIX seconds), if known.
    var reset: Int? { state.withLock { $0.reset } }
}
