import Contributions
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
        let response: HTTPResponse
        do {
            response = try await client.answer("authenticated_user")
        } catch {
            switch error {
            case .interrupted: throw .interrupted
            case .unavailable(let why): throw .unreachable(host: base.host, reason: why)
            default: throw .unreachable(host: base.host, reason: error.message)
            }
        }
        guard base.origin.isSameOrigin(as: response.url) else {
            // The token never follows a redirect to another origin, so what answered there says nothing of it.
            throw .redirected(base, to: Redirected.origin(of: response.url), status: response.status)
        }
        let rate = { (name: String) in response.headers[name].flatMap { Int($0) } }
        switch response.status {
        case 200:
            struct User: Decodable { var id: String }
            guard let user = try? JSONDecoder().decode(User.self, from: Data(response.body)), !user.id.isEmpty else {
                throw .undecodableAnswer(host: base.host)
            }
            return Verified(
                user: user.id, rateRemaining: rate("Rate-Remaining"), rateLimit: rate("Rate-Limit"),
                rateReset: rate("Rate-Reset"))
        case 401:
            throw .rejected(base, source: source)
        case 403, 429:
            guard response.status == 429 || rate("Rate-Remaining") == 0 else { throw .forbidden(base, source: source) }
            throw .rateLimited(host: base.host, resetsAt: rate("Rate-Reset").map { resetTime($0, context) })
        default:
            throw .unexpectedStatus(host: base.host, status: response.status)
        }
    }

    /// A `Rate-Reset` time in the zone of `TZ` (else the system's), as ``QiitaError`` shows one.
    static func resetTime(_ epoch: Int, _ context: Context) -> String {
        QiitaError.format(reset: epoch, zone: context.environment["TZ"] ?? TimeZone.current.identifier)
    }
}
