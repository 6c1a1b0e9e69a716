/// The configured faults with their counters: decides which one, if any, hits a request.
final class FaultPlan: Sendable {
    private let faults: [Fault]
    private let counters: Locked<[(matched: Int, fired: Int)]>

    init(_ faults: [Fault]) {
        self.faults = faults
        counters = Locked(Array(repeating: (0, 0), count: faults.count))
    }

    /// The first fault that fires for this request, counting it.
    func next(path: String, page: Int, isAvatar: Bool, host: String? = nil) -> Fault? {
        guard !faults.isEmpty else { return nil }
        return counters.withLock { counters in
            for (index, fault) in faults.enumerated()
            where fault.matches(path: path, page: page, isAvatar: isAvatar, host: host) {
                counters[index].matched += 1
                if let times = fault.times, counters[index].fired >= times { continue }
                if let every = fault.every, counters[index].matched % every != 0 { continue }
                counters[index].fired += 1
                return fault
            }
            return nil
        }
    }
}
