import QiitaAPI
import QiitaStatsCore

/// Why no usable, accepted token is at hand. The token itself is never part of a message.
public enum AuthError: UserFacingError, Equatable, Sendable {
    /// `auth login` while `QIITA_TOKEN` is set (the environment would win anyway).
    case environmentTokenSet
    /// No token for the base's host in the environment or the store.
    case notLoggedIn(APIBase)
    /// `QIITA_TOKEN` has spaces or control characters, so it cannot go in a header.
    case malformedToken(source: String)
    /// The API answered 401.
    case rejected(APIBase, source: String)
    /// The API answered 403 (not a rate limit): a token without the needed scope.
    case forbidden(APIBase, source: String)
    /// The rate limit is exhausted until `resetsAt` (formatted), if known.
    case rateLimited(host: String, resetsAt: String?)
    /// No answer from the API.
    case unreachable(host: String, reason: String)
    /// An answer that is neither success nor an auth failure.
    case unexpectedStatus(host: String, status: Int)
    /// A 200 whose body is not the user JSON.
    case undecodableAnswer(host: String)
    /// The check was redirected to another origin (`to`, never sent the token), which answered `status`.
    case redirected(APIBase, to: String, status: Int)
    /// Ctrl-C during the check.
    case interrupted

    public var exitCode: ExitCode {
        switch self {
        case .environmentTokenSet: .usage
        case .notLoggedIn, .malformedToken, .rejected, .forbidden: .authentication
        case .rateLimited: .rateLimited
        case .unreachable, .unexpectedStatus, .redirected: .unavailable
        case .interrupted: .interrupted
        case .undecodableAnswer: .dataError
        }
    }

    public var message: String {
        switch self {
        case .environmentTokenSet: "QIITA_TOKEN is set, and it is used instead of any stored token"
        case .notLoggedIn(let base): "not logged in to \(base.host)"
        case .malformedToken(let source): "the token from \(source) contains spaces, control or non-ASCII characters"
        case .rejected(let base, let source): "\(base.host) rejected the token from \(source) (HTTP 401)"
        case .forbidden(let base, let source): "\(base.host) refused the token from \(source) (HTTP 403)"
        case .rateLimited(let host, let resetsAt):
            "the \(host) API rate limit is exhausted" + (resetsAt.map { " until \($0)" } ?? "")
        case .unreachable(let host, let reason): "could not reach \(host): \(reason)"
        case .unexpectedStatus(let host, let status): "\(host) answered HTTP \(status) when checking the token"
        case .undecodableAnswer(let host): "\(host) answered the token check with something that is not a user"
        case .redirected(let base, let origin, let status):
            "\(base.host) redirected the token check to another origin, \(origin), which answered HTTP \(status) "
                + "without the token (it is never sent to another origin); the token itself was not checked"
        case .interrupted: "interrupted"
        }
    }

    public var hint: String? {
        switch self {
        case .environmentTokenSet: "to store a token instead, unset QIITA_TOKEN first"
        case .notLoggedIn(let base): "run `\(base.loginCommand)`, or set QIITA_TOKEN"
        case .malformedToken: "set QIITA_TOKEN to the token alone, with no spaces or line breaks"
        case .rejected(let base, let source), .forbidden(let base, let source):
            source == "QIITA_TOKEN"
                ? "set QIITA_TOKEN to a valid token with the read_qiita scope, or unset it"
                : "run `\(base.loginCommand)` with a valid token with the read_qiita scope"
        case .rateLimited: "try again after the reset time"
        case .unreachable, .unexpectedStatus: "check your connection, or try again later"
        case .undecodableAnswer: "check that QIITA_API_BASE_URL, if set, points at a Qiita API"
        case .redirected:
            "point QIITA_API_BASE_URL (or --host) at the origin that serves the API itself; keep the token as it is"
        case .interrupted: nil
        }
    }
}
