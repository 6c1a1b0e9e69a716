import Synchronization

/// The one wait of a client for a used-up quota (`--wait`): the first request to find it leads, sleeps and probes;
/// the others wait until the probe gets through (one line on the terminal). A wait given up is given up for all.
final class RateGate: Sendable {
    private struct State {
        var led = false
        var waiting: [CheckedContinuation<QiitaError?, Never>] = []
        var stopped: QiitaError?
    }

    private let state = Mutex(State())

    /// Returns at once while no wait is led, else when the leader's probe got through; throws what stopped the leader.
    func pass() async throws(QiitaError) {
        let (led, stopped) = state.withLock { ($0.led, $0.stopped) }
        if let stopped { throw stopped }
        if led { _ = try await follow() }
    }

    /// True when the caller now leads (ending with ``open()`` or ``fail(_:)``); false once another's probe got through.
    func lead() async throws(QiitaError) -> Bool {
        let (leads, stopped) = state.withLock { state in
            defer { state.led = true }
            return (!state.led, state.stopped)
        }
        if let stopped { throw stopped }
        if leads { return true }
        return try await follow()
    }

    /// The leader's probe got through: every waiting request goes on.
    func open() { release(nil) }

    /// The leader stopped with `error`: a rate limit given up or an interruption stops all requests, others only it.
    func fail(_ error: QiitaError) {
        switch error {
        case .rateLimited, .resetTooFar, .interrupted: release(error)
        default: release(nil)
        }
    }

    private func follow() async throws(QiitaError) -> Bool {
        let error = await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.led && state.stopped == nil { state.waiting.append(continuation) }
                return !state.led || state.stopped != nil
            }
            if resumeNow { continuation.resume(returning: state.withLock { $0.stopped }) }
        }
        if let error { throw error }
        return false
    }

    private func release(_ error: QiitaError?) {
        let waiting = state.withLock { state in
            defer { state = State(stopped: error) }
            return state.waiting
        }
        for continuation in waiting { continuation.resume(returning: error) }
    }
}
