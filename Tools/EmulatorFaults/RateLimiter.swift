import Foundation
import Synchronization

/// Fixed-window request quotas, one bucket per token (or per client address without one).
final class RateLimiter: Sendable {
    private let window: Double
    private let buckets = Mutex<[String: (start: Double, used: Int)]>([:])

    init(window: Duration) { self.window = window / .seconds(1) }

    /// Counts a request against `key`'s quota (unless `count` is false): whether allowed, and the headers.
    func check(_ key: String, limit: Int, now: Date, count: Bool = true) -> (
        allowed: Bool, headers: [(name: String, value: String)]
    ) {
        let time = now.timeIntervalSince1970
        let (start, used) = buckets.withLock { buckets in
            var bucket = buckets[key] ?? (time, 0)
            if time >= bucket.start + window { bucket = (time, 0) }
            if count { bucket.used += 1 }
            buckets[key] = bucket
            return bucket
        }
        let reset = Int((start + window).rounded(.up))
        return (
            used <= limit,
            [
                ("Rate-Limit", String(limit)), ("Rate-Remaining", String(max(0, limit - used))),
                ("Rate-Reset", String(reset)),
            ]
        )
    }
}
