import Foundation
import QiitaAPI
import QiitaStatsCore

/// Asks the API who a token belongs to (`GET /api/v2/authenticated_user`), retried as any request (docs/cli.md §6).
public enum TokenVerifier {
    /// What a successful check tells.
    public struct Verified: Sendable, Equatable {
        /// The user id (`emu-user`).
        public var user: String
        /// `Rate-Remaining`, if sent.
        public var rateRemaining: Int?
        /// `Rate-Limit`, if sent.
        public var rateLimit: Int?
        /// `Rate-Reset` (UNIX seconds), if sent.
        public var rateReset: Int?
    }

    /// Checks `token` (from `source`, for messages) against `base`; failures become ``AuthError``s.
    public static func verify(
        _ token: String, source: String, base: APIBase, context: Context
    ) async throws(AuthError) -> Verified {
        let client = QiitaClient(
            base: base, token: token, context: context, timeout: .seconds(30), budget: RateBudget(), zone: "UTC")
        let later = "check your connection, or try again later"
        let response: HTTPResponse
        do {
            response = try await client.answer("authenticated_user")
        } catch .interrupted {
            throw AuthError(message: "interrupted", hint: nil, exitCode: .interrupted)
        } catch {
            let reason = if case .unavailable(let why) = error { why } else { error.message }
            throw AuthError(message: "could not reach \(base.host): \(reason)", hint: later, exitCode: .unavailable)
        }
        guard base.origin.isSameOrigin(as: response.url) else {
            // The token never follows a redirect to another origin, so what answered there says nothing of it.
            throw AuthError(
                message: "\(base.host) redirected the token check to another origin, \(response.url.shownOrigin), "
                    + "which answered HTTP \(response.status) without the token (it is never sent to another origin); "
                    + "the token itself was not checked",
                hint: "point QIITA_API_BASE_URL (or --host) at the origin that serves the API itself; "
                    + "keep the token as it is", exitCode: .unavailable)
        }
        let rate = { (name: String) in response.headers[name].flatMap { Int($0) } }
        switch response.status {
        case 200:
            struct User: Decodable { var id: String }
            guard let user = try? JSONDecoder().decode(User.self, from: response.body), !user.id.isEmpty else {
                throw AuthError(
                    message: "\(base.host) answered the token check with something that is not a user",
                    hint: "check that QIITA_API_BASE_URL, if set, points at a Qiita API", exitCode: .dataError)
            }
            return Verified(
                user: user.id, rateRemaining: rate("Rate-Remaining"), rateLimit: rate("Rate-Limit"),
                rateReset: rate("Rate-Reset"))
        case 401: throw .rejected(base, source: source, status: 401)
        case 403 where rate("Rate-Remaining") != 0: throw .rejected(base, source: source, status: 403)
        case 403, 429:
            // The reset in the zone of `TZ` (else the system's), as ``QiitaError`` shows one.
            let zone = context.environment["TZ"] ?? TimeZone.current.identifier
            let until = rate("Rate-Reset").map { " until \(QiitaError.format(reset: $0, zone: zone))" } ?? ""
            throw AuthError(
                message: "the \(base.host) API rate limit is exhausted\(until)", hint: "try again after the reset time",
                exitCode: .rateLimited)
        default:
            throw AuthError(
                message: "\(base.host) answered HTTP \(response.status) when checking the token", hint: later,
                exitCode: .unavailable)
        }
    }
}
