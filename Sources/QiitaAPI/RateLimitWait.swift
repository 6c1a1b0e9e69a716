import Foundation

/// How long `fetch --wait` sleeps for a used-up quota: until the window resets, but never less
/// than a floor that doubles with each wait in a row (1 s, 2 s, … 60 s), so that a reset already
/// past on this machine's clock can never become a busy loop, and never more than the ceiling.
enum RateLimitWait {
    /// Qiita's rate-limit window lasts an hour: a reset further away than that (and a minute of
    /// slack) is a broken clock or header, not worth sleeping for.
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

    /// The wait for a window resetting at `reset` (UNIX seconds on this machine's clock) at
    /// `now`, when `earlier` waits of `waited` seconds in all came before for this request. One
    /// second past the reset covers `Rate-Reset` being whole seconds. Waits that would add up
    /// past the ceiling give up too: a server that keeps refusing is not waited on forever.
    static func decide(reset: Int, now: Date, earlier: Int, waited: Int) -> Decision {
        let left = reset + 1 - Int(now.timeIntervalSince1970.rounded(.down))
        let floor = min(longestFloor, 1 << min(6, max(0, earlier)))
        let wait = max(floor, left)
        return waited + wait > ceiling ? .tooFar(seconds: left) : .sleep(seconds: wait)
    }
}
