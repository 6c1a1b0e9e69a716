import Foundation

/// What `auth status` shows, as text or as one JSON object (with `null` for what is unknown).
struct AuthStatusReport {
    var base: APIBase
    var store: String
    var token: ResolvedToken?
    var verified: TokenVerifier.Verified?
    var error: String?

    init(base: APIBase, store: String) {
        self.base = base
        self.store = store
    }

    var text: String {
        var lines = [base.host]
        if let verified { lines.append("  Logged in as \(verified.user)") }
        if let token { lines.append("  Token: \(token.masked) (from \(token.source.label))") }
        lines.append("  API: \(base.origin.absoluteString)")
        if let remaining = verified?.rateRemaining {
            lines.append(
                "  Rate limit: \(remaining)" + (verified?.rateLimit.map { " of \($0)" } ?? "") + " requests left")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    var json: String {
        let source: Any =
            switch token?.source {
            case .environment: "environment"
            case .store: "store"
            case nil: NSNull()
            }
        let object: [String: Any] = [
            "host": base.host,
            "api_base": base.origin.absoluteString,
            "logged_in": verified != nil,
            "user": verified?.user ?? NSNull(),
            "token": token?.masked ?? NSNull(),
            "token_source": source,
            "store": store,
            "rate_remaining": verified?.rateRemaining ?? NSNull(),
            "rate_limit": verified?.rateLimit ?? NSNull(),
            "rate_reset": verified?.rateReset ?? NSNull(),
            "error": error ?? NSNull(),
        ]
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
