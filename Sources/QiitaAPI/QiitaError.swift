import Foundation
import QiitaModel
import QiitaStatsCore

/// What can go wrong talking to the Qiita API, each with its exit code (docs/cli.md §3).
public enum QiitaError: UserFacingError, Equatable {
    /// 401: the token was rejected.
    case unauthorized(host: String)
    /// The quota is used up until `reset` (UNIX seconds), shown in `zone`.
    case rateLimited(reset: Int?, zone: String)
    /// `--wait`, but the reset is `seconds` away (past a window), or this request's waits added up past the ceiling.
    case resetTooFar(reset: Int, seconds: Int, zone: String)
    /// Connection failures, timeouts or 5xx, after retries.
    case unavailable(String)
    /// The API's TLS certificate could not be verified (nothing was sent).
    case untrusted(host: String, why: String)
    /// An answer that cannot be decoded.
    case badData(String)
    /// 404 for a user or an item.
    case notFound(String)
    /// Another 4xx: the request was refused.
    case refused(status: Int, path: String, message: String)
    /// `path` was redirected to another origin, which answered `status` (401 or 403) without the token.
    case redirected(path: String, to: String, status: Int)
    /// Ctrl-C or a cancelled task.
    case interrupted

    public var exitCode: ExitCode {
        switch self {
        case .unauthorized: .authentication
        case .rateLimited, .resetTooFar: .rateLimited
        case .unavailable, .untrusted, .redirected: .unavailable
        case .badData: .dataError
        case .notFound, .refused: .failure
        case .interrupted: .interrupted
        }
    }

    public var message: String {
        switch self {
        case .unauthorized(let host): "the API of \(host) rejected the token (401 Unauthorized)"
        case .rateLimited(let reset, let zone):
            "the API rate limit is used up"
                + (reset.map { "; it resets at \(Self.format(reset: $0, zone: zone))" } ?? "")
        case .resetTooFar(let reset, let seconds, let zone) where seconds > RateLimitWait.ceiling:
            "the API rate limit is used up and says it resets at \(Self.format(reset: reset, zone: zone)), "
                + "\(Self.span(seconds)) away, longer than its one-hour window: not waiting that long"
        case .resetTooFar(let reset, _, let zone):
            "the API rate limit stayed used up for over an hour of waiting, past its reset at "
                + "\(Self.format(reset: reset, zone: zone)): not waiting longer"
        case .unavailable(let why): "the Qiita API is unavailable: \(why)"
        case .untrusted(let host, let why): "the TLS certificate of \(host) could not be verified: \(why)"
        case .badData(let why): "the Qiita API sent data that cannot be read: \(why)"
        case .notFound(let what): "\(what) was not found"
        case .refused(let status, let path, let message): "the API refused \(path) (\(status)): \(message)"
        case .redirected(let path, let origin, let status):
            "the API redirected \(path) to another origin, \(origin), which answered \(status) to the request sent "
                + "there without the token (a token never leaves the API's origin)"
        case .interrupted: "interrupted"
        }
    }

    public var hint: String? {
        switch self {
        case .unauthorized: "run 'qiita-stats auth login' with a valid token, or fix QIITA_TOKEN"
        case .rateLimited: "run again after the reset, or add --wait to sleep until then"
        case .resetTooFar: "check this machine's clock and time zone, then run again within the hour"
        case .unavailable: "check the network and try again; the cache was left as it was"
        case .untrusted:
            "nothing was sent; check the system's CA certificates (ca-certificates) and any proxy that "
                + "intercepts TLS"
        case .badData: "the cache was left as it was; try again later"
        case .notFound(let what) where what.contains("/users/"): "check the user id"
        case .notFound: "check --host and QIITA_API_BASE_URL: they should name a Qiita API v2"
        case .refused(let status, _, _) where status == 403:
            "check the user id and, where a token is used, that it has the read_qiita scope "
                + "('qiita-stats auth status')"
        case .refused: "run again with --verbose to see the requests; the cache was left as it was"
        case .redirected:
            "point QIITA_API_BASE_URL (or --host) at the origin that serves the API itself; "
                + "nothing here says the token is wrong"
        case .interrupted: nil
        }
    }

    /// `3 h 20 min`, `400 days`: a rough span for a message.
    static func span(_ seconds: Int) -> String {
        if seconds >= 2 * 86_400 { return "\(seconds / 86_400) days" }
        if seconds >= 3600 { return "\(seconds / 3600) h \(seconds / 60 % 60) min" }
        return "\(seconds / 60) min \(seconds % 60) s"
    }

    /// A reset time as messages show it, in `zone` with its offset: `2026-11-30 01:00:00 +09:00`.
    public static func format(reset: Int, zone: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZoneName.timeZone(zone)
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss xxx"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(reset)))
    }
}
