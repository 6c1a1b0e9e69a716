import Foundation
import QiitaStatsCore

/// When and how long to wait before another GET: capped exponential backoff, full jitter, `Retry-After` honoured.
struct RetryPolicy: Sendable {
    /// Tries in all, the first included.
    var maxAttempts = 4
    /// The backoff of the first retry.
    var base: Duration = .milliseconds(250)
    /// The longest backoff.
    var cap: Duration = .seconds(8)
    /// The longest `Retry-After` waited for; a longer one fails the request.
    var longestRetryAfter: Duration = .seconds(120)

    /// Statuses worth another try (docs/cli.md §6): 429 and the transient 5xx.
    static func isRetryable(status: Int) -> Bool { [429, 500, 502, 503, 504].contains(status) }

    /// Transport failures worth another try: dropped or refused connections and timeouts.
    static func isRetryable(_ error: TransportError) -> Bool {
        switch error {
        case .connectionFailed, .timedOut: true
        case .untrusted, .bodyTooLarge, .refused, .internalFailure, .cancelled: false
        }
    }

    /// The wait before retry `retry` (from 1): `Retry-After`, else random up to `min(cap, base · 2^(retry-1))`.
    func delay(retry: Int, retryAfter: Duration?, random: Double) -> Duration {
        if let retryAfter { return retryAfter }
        let ceiling = min(cap, base * (1 << min(20, max(0, retry - 1))))
        return ceiling * max(0, min(1, random))
    }

    /// Parses `Retry-After`: seconds, or an IMF-fixdate relative to `now` (``HTTPDateParser``: `DateFormatter` traps on
    /// some ill-formed text).
    static func retryAfter(_ value: String?, now: Date) -> Duration? {
        guard let value = value.map({ String(HTTPHeaders.trimmed($0[...])) }), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return .seconds(max(0, seconds)) }
        return HTTPDateParser.parse(value).map { .seconds(max(0, Int($0.timeIntervalSince(now).rounded(.up)))) }
    }
}
