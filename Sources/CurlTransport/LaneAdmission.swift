import QiitaStatsCore

/// Which transfers may start: a lane with a limit holds at most that many in flight and the
/// rest wait in the order they came; transfers without a lane, or in a lane without a limit,
/// start at once (and are counted, in case a limit comes later).
///
/// Pure bookkeeping, owned by the loop thread.
struct LaneAdmission<Ticket> {
    private var limits: [HTTPLane: Int] = [:]
    private var running: [HTTPLane: Int] = [:]
    private var waiting: [HTTPLane: [Ticket]] = [:]

    /// Sets `lane`'s limit (at least 1); returns the waiting tickets that may now start, which
    /// count as running from now on.
    mutating func limit(_ lane: HTTPLane, to count: Int) -> [Ticket] {
        limits[lane] = max(1, count)
        var admitted: [Ticket] = []
        while let next = nextWaiting(in: lane) { admitted.append(next) }
        return admitted
    }

    /// Whether `ticket` may start now (it then counts as running); if not, it waits its turn.
    mutating func admit(_ ticket: Ticket, in lane: HTTPLane?) -> Bool {
        guard let lane else { return true }
        if let limit = limits[lane], running[lane, default: 0] >= limit {
            waiting[lane, default: []].append(ticket)
            return false
        }
        running[lane, default: 0] += 1
        return true
    }

    /// A running ticket of `lane` ended; returns the next waiting one, which now counts as running.
    mutating func finished(in lane: HTTPLane?) -> Ticket? {
        guard let lane else { return nil }
        running[lane, default: 1] -= 1
        return nextWaiting(in: lane)
    }

    /// Takes out the first waiting ticket that `matches` (one cancelled before it started).
    mutating func withdraw(in lane: HTTPLane?, where matches: (Ticket) -> Bool) -> Ticket? {
        guard let lane, let index = waiting[lane]?.firstIndex(where: matches) else { return nil }
        return waiting[lane]?.remove(at: index)
    }

    /// Every waiting ticket, taken out (the loop is closing).
    mutating func drain() -> [Ticket] {
        defer { waiting.removeAll() }
        return waiting.values.flatMap { $0 }
    }

    /// The first waiting ticket of `lane` if the lane has room, counted as running.
    private mutating func nextWaiting(in lane: HTTPLane) -> Ticket? {
        guard let queue = waiting[lane], !queue.isEmpty, running[lane, default: 0] < limits[lane] ?? Int.max else {
            return nil
        }
        running[lane, default: 0] += 1
        return waiting[lane]?.removeFirst()
    }
}
