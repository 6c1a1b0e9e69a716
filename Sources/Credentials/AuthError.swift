import QiitaAPI
import QiitaStatsCore

/// Why no usable, accepted token is at hand. The token itself is never part of a message.
public struct AuthError: UserFacingError, Equatable, Sendable {
    public let message: String
    public var hint: String?
    public var exitCode = ExitCode.authentication

    /// `auth login` while `QIITA_TOKEN` is set (the environment would win anyway).
    public static let environmentTokenSet = AuthError(
        message: "QIITA_TOKEN is set, and it is used instead of any stored token",
        hint: "to store a token instead, unset QIITA_TOKEN first", exitCode: .usage)

    /// No token for the base's host in the environment or the store.
    public static func notLoggedIn(_ base: APIBase) -> AuthError {
        AuthError(message: "not logged in to \(base.host)", hint: "run `\(base.loginCommand)`, or set QIITA_TOKEN")
    }

    /// `QIITA_TOKEN` has spaces or control characters, so it cannot go in a header.
    static func malformedToken(source: String) -> AuthError {
        AuthError(
            message: "the token from \(source) contains spaces, control or non-ASCII characters",
            hint: "set QIITA_TOKEN to the token alone, with no spaces or line breaks")
    }

    /// The API answered 401 (the token is rejected) or 403 without a rate limit (it lacks the needed scope).
    public static func rejected(_ base: APIBase, source: String, status: Int) -> AuthError {
        AuthError(
            message: "\(base.host) \(status == 401 ? "rejected" : "refused") the token from \(source) (HTTP \(status))",
            hint: source == "QIITA_TOKEN"
                ? "set QIITA_TOKEN to a valid token with the read_qiita scope, or unset it"
                : "run `\(base.loginCommand)` with a valid token with the read_qiita scope")
    }
}
