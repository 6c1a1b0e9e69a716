import QiitaStatsCore
import Synchronization

/// One waiting caller, shared by its task, its cancellation handler and the loop thread: the
/// continuation is taken out under the lock before it is resumed, so it is resumed once.
final class CurlTicket: Sendable {
    /// The result a caller waits for.
    typealias Outcome = Result<HTTPResponse, TransportError>

    /// The request to send (one hop: redirects are followed by the caller).
    let request: HTTPRequest

    private struct State {
        var continuation: CheckedContinuation<Outcome, Never>?
        var cancelled = false
    }

    private let state = Mutex(State())

    /// A ticket for `request`.
    init(request: HTTPRequest) {
        self.request = request
    }

    /// Whether the caller has cancelled.
    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Stores the continuation; false (and the continuation is resumed) if already cancelled.
    func park(_ continuation: CheckedContinuation<Outcome, Never>) -> Bool {
        let cancelled = state.withLock { state in
            if !state.cancelled { state.continuation = continuation }
            return state.cancelled
        }
        if cancelled { continuation.resume(returning: .failure(.cancelled)) }
        return !cancelled
    }

    /// Marks the ticket cancelled; true if a continuation is parked (so the loop must be told).
    func cancel() -> Bool {
        state.withLock { state in
            state.cancelled = true
            return state.continuation != nil
        }
    }

    /// Resumes the caller with `outcome`, unless it was already resumed.
    func finish(_ outcome: Outcome) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: outcome)
    }
}
