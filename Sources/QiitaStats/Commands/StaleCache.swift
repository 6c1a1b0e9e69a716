import Foundation
import QiitaAPI
import QiitaStatsCore

/// A cache older than `--max-age` when the fetch that should replace it fails: which failures it may stand in for.
enum StaleCache {
    /// Whether `error` is the API failing for the moment (down, rate-limited, unreadable), so an old snapshot will do.
    static func isPassing(_ error: QiitaError) -> Bool {
        switch error {
        case .unavailable, .rateLimited, .resetTooFar, .badData: true
        case .unauthorized, .untrusted, .notFound, .refused, .redirected, .interrupted: false
        }
    }

    /// `40 s`, `5 min`, `3 h`, `2 days`: how old a snapshot is.
    static func age(_ seconds: TimeInterval) -> String {
        let whole = max(0, Int(seconds.rounded(.down)))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min" }
        if whole < 2 * 86_400 { return "\(whole / 3600) h" }
        return "\(whole / 86_400) days"
    }
}
