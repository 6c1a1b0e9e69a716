import Credentials
import Foundation
import QiitaAPI
import QiitaStatsCore

/// What `auth status` shows, as text or as one JSON object (with `null` for what is unknown).
struct AuthStatusReport {
    var base: APIBase
    var store: String
    var token: ResolvedToken?
    var verified: TokenVerifier.Verified?
    var error: String?
    /// The Zenn user linked to the account (`--zenn`).
    var zennUser: String?

    /// The lines for a terminal, without a final newline (`OutputSink.line` strips the API's escapes).
    var text: String {
        var lines = [base.host]
        if let verified { lines.append("  Logged in as \(verified.user)") }
        if let token { lines.append("  Token: \(token.masked) (from \(token.source.label))") }
        lines.append("  API: \(base.origin.absoluteString)")
        if let zennUser { lines.append("  Zenn: \(zennUser) (linked with --zenn; --zenn - unlinks)") }
        if let remaining = verified?.rateRemaining {
            lines.append(
                "  Rate limit: \(remaining)" + (verified?.rateLimit.map { " of \($0)" } ?? "") + " requests left")
        }
        return lines.joined(separator: "\n")
    }

    /// One JSON object, keys in alphabetical order, through the report's JSON writer.
    var json: String {
        JSONValue.object([
            "api_base": .string(base.origin.absoluteString),
            "error": .string(error),
            "host": .string(base.host),
            "logged_in": .bool(verified != nil),
            "rate_limit": .int(verified?.rateLimit),
            "rate_remaining": .int(verified?.rateRemaining),
            "rate_reset": .int(verified?.rateReset),
            "store": .string(store),
            "token": .string(token?.masked),
            "token_source": .string(token.map { $0.source == .environment ? "environment" : "store" }),
            "user": .string(verified?.user),
            "zenn_user": .string(zennUser),
        ]).prettyPrinted
    }
}
