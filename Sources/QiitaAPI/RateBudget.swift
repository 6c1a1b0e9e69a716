import Foundation
import QiitaStatsCore
import Synchronization

/// The API quota as a budget: each request is charged when it starts and answers' `Rate-Remaining` correct it down.
/// While the quota is unknown requests go uncharged, and are charged when the first answer tells it. With a
/// ``QuotaLedger`` the count is kept there, so that every process using the same token charges one count.
public final class RateBudget: Sendable {
    /// A started request, to be settled when it ends.
    struct Ticket: Sendable {
        fileprivate let uncharged: Bool
    }

    private struct State {
        /// Where the count is kept while it can be: the store, for every process using the token.
        var ledger: QuotaLedger?
        /// The count when no ledger keeps it.
        var count = QuotaCount()
        var unchargedInFlight = 0
        /// The `Rate-Remaining` that set the count, and the requests then in flight charged to it as not yet counted.
        var adoptedFrom = 0
        var guessedInFlight = 0
        /// How far this clock is ahead of the server's `Date`: the smallest difference seen (delays only add to it).
        var skew: TimeInterval?
    }

    private let state: Mutex<State>

    /// A budget that knows nothing of the quota yet; with a `ledger`, it charges the count kept there, which other
    /// processes charge too.
    public init(ledger: QuotaLedger? = nil) { state = Mutex(State(ledger: ledger)) }

    /// Charges one request; nil when the quota known so far is used up.
    func reserve(now: Date) -> Ticket? {
        withCount { state, count in
            Self.expire(&count, now: Self.serverTime(state, now))
            // While the window is unknown nothing is refused: its first answer charges every request then in flight.
            if let remaining = count.remaining, remaining <= count.reserved { return nil }
            count.reserved += 1
            if count.remaining == nil { state.unchargedInFlight += 1 }
            return Ticket(uncharged: count.remaining == nil)
        }
    }

    /// Ends a request with its answer's rate-limit headers; one without an answer stays charged (it may have counted).
    func settle(_ ticket: Ticket, _ status: RateLimitStatus?, now: Date = Date()) {
        withCount { state, count in
            if ticket.uncharged {
                state.unchargedInFlight -= 1
                // While the window is unknown, `reserved` is every process's requests in flight.
                if count.remaining == nil { count.reserved = max(0, count.reserved - 1) }
            }
            if let serverDate = status?.serverDate {
                state.skew = min(state.skew ?? .infinity, now.timeIntervalSince(serverDate))
            }
            guard let status, let remaining = status.remaining else { return }
            if count.remaining == nil || (status.reset ?? count.reset) != count.reset {
                // The first answer of a window (or of another than the one counted, which another process, or an
                // earlier run, may have learnt from another server): the requests still in flight are charged to it.
                count = QuotaCount(remaining: max(0, remaining - count.reserved), reset: status.reset)
                state.adoptedFrom = remaining
                state.guessedInFlight = state.unchargedInFlight
                return
            }
            if ticket.uncharged && state.guessedInFlight > 0 {
                state.guessedInFlight -= 1
                // More left when it was counted than when the count was set: the server had
                // counted it already, so charging it again was one too many.
                if remaining > state.adoptedFrom { count.remaining? += 1 }
            }
            if remaining < (count.remaining ?? remaining) - count.reserved {
                count = QuotaCount(remaining: remaining, reset: count.reset)
            }
        }
    }

    /// Requests that may still be started, if known (nil once the window has reset).
    public func available(now: Date) -> Int? {
        withCount { state, count in
            Self.expire(&count, now: Self.serverTime(state, now))
            return count.remaining.map { max(0, $0 - count.reserved) }
        }
    }

    /// The server's time when this machine's clock says `now` (resets are the server's); the same without a `Date`.
    func serverTime(_ now: Date) -> Date { state.withLock { Self.serverTime($0, now) } }

    /// A reset (UNIX seconds of the server) on this machine's clock, for messages.
    func localReset(_ reset: Int) -> Int { reset + Int((state.withLock { $0.skew } ?? 0).rounded()) }

    private static func serverTime(_ state: State, _ now: Date) -> Date { now.addingTimeInterval(-(state.skew ?? 0)) }

    /// When the window resets (UNIX seconds), if known.
    var reset: Int? { withCount { $1.reset } }

    /// Runs `body` on the count: the ledger's (other processes wait meanwhile), else this budget's own; a ledger that
    /// fails leaves the budget on its own count from then on.
    private func withCount<Result: Sendable>(_ body: (inout State, inout QuotaCount) -> Result) -> Result {
        state.withLock { state in
            var result: Result?
            if let ledger = state.ledger {
                do { try ledger { result = body(&state, &$0) } } catch { state.ledger = nil }
            }
            if let result { return result }
            var count = state.count
            defer { state.count = count }
            return body(&state, &count)
        }
    }

    /// Forgets the count of a window that has ended: the next answer tells the new one.
    private static func expire(_ count: inout QuotaCount, now: Date) {
        if let reset = count.reset, Int(now.timeIntervalSince1970) >= reset { count = QuotaCount() }
    }
}
