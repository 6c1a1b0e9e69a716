/// One host's entry in the secret store. Printing it (`dump`, a failed `#expect`) shows the masked token only.
public struct StoredCredential: Decodable, Sendable, Equatable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The access token.
    public var token: String
    /// The Qiita user id the token belonged to when it was saved.
    public var user: String?
    /// When it was saved, ISO 8601 in UTC.
    public var savedAt: String?

    enum CodingKeys: String, CodingKey {
        case token, user
        case savedAt = "saved_at"
    }

    public var description: String {
        "StoredCredential(token: \(TokenMask.mask(token)), user: \(user ?? "nil"), savedAt: \(savedAt ?? "nil"))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["token": TokenMask.mask(token), "user": user as Any, "savedAt": savedAt as Any])
    }
}

/// The secret store file: `{"version": 1, "hosts": {"qiita.com": {...}}}`.
struct CredentialsFile: Decodable, Equatable {
    /// The only format this version reads and writes.
    static let currentVersion = 1

    var version = currentVersion
    var hosts: [String: StoredCredential] = [:]
}
