import Synchronization

/// The configured faults with their counters: decides which one, if any, hits a request.
final class FaultPlan: Sendable {
    private let state: Mutex<(faults: [Fault], counters: [(matched: Int, fired: Int)])>

    init(_ faults: [Fault]) { state = Mutex((faults, Array(repeating: (0, 0), count: faults.count))) }

    /// Starts afresh with `faults`, as a restart would.
    func reset(_ faults: [Fault]) {
        state.withLock { $0 = (faults, Array(repeating: (0, 0), count: faults.count)) }
    }

    /// The first fault that fires for this request, counting it.
    func next(path: String, page: Int, isAvatar: Bool, host: String? = nil) -> Fault? {
        state.withLock { state in
            for (index, fault) in state.faults.enumerated()
            where fault.matches(path: path, page: page, isAvatar: isAvatar, host: host) {
                state.counters[index].matched += 1
                if let times = fault.times, state.counters[index].fired >= times { continue }
                if let every = fault.every, state.counters[index].matched % every != 0 { continue }
                state.counters[index].fired += 1
                return fault
            }
            return nil
        }
    }
}
