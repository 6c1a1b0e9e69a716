import Foundation

/// How long `fetch --wait` sleeps for a used-up quota: until the reset, at least a floor doubling with each wait in a
/// row (1 s … 60 s, never a busy loop), at most the ceiling.
enum RateLimitWait {
    /// A window lasts an hour: a reset further than that (plus a minute) is a broken clock or header.
    static let ceiling = 3600 + 60
    /// The longest floor.
    static let longestFloor = 60

    /// What to do about a used-up quota.
    enum Decision: Equatable {
        /// Sleep this many whole seconds, then try again.
        case sleep(seconds: Int)
        /// The reset is further away than ``ceiling``: give up.
        case tooFar(seconds: Int)
    }

    /// The wait for a reset at `reset` (this clock's seconds; one more covers whole seconds) after `earlier` waits of
    /// `waited` seconds; past the ceiling in all, it gives up.
    static func decide(reset: Int, now: Date, earlier: Int, waited: Int) -> Decision {
        let left = reset + 1 - Int(now.timeIntervalSince1970.rounded(.down))
        let floor = min(longestFloor, 1 << min(6, max(0, earlier)))
        let wait = max(floor, left)
        return waited + wait > ceiling ? .tooFar(seconds: left) : .sleep(seconds: wait)
    }
}
