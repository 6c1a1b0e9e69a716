import Foundation
import QiitaAPI
import QiitaStatsCore

/// Where the token in use came from; `auth status` says which.
public enum TokenSource: Sendable, Equatable {
    /// The `QIITA_TOKEN` environment variable.
    case environment
    /// The secret store file at `path`.
    case store(path: String)

    /// `QIITA_TOKEN`, or `the secret store PATH`: for messages.
    public var label: String {
        switch self {
        case .environment: "QIITA_TOKEN"
        case .store(let path): "the secret store \(path)"
        }
    }
}

/// The token to send and where it came from. Printing it shows the masked token only.
public struct ResolvedToken: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The token, for the `Authorization: Bearer` header and nothing else.
    public let token: String
    /// Where it came from.
    public let source: TokenSource
    /// The account the store's token was saved for at login (checked with the API then); nil for `QIITA_TOKEN`.
    public var user: String? = nil

    /// `****abcd`.
    public var masked: String { TokenMask.mask(token) }

    /// The token for `host`: `QIITA_TOKEN` (trimmed, when not blank), else the store's entry, else nil; an
    /// ``AuthError`` or a ``SecretStoreError`` when it cannot be used.
    public static func resolve(host: String, environment: [String: String], store: SecretStore) throws -> ResolvedToken?
    {
        let resolved: ResolvedToken
        if let value = environmentToken(environment) {
            resolved = ResolvedToken(token: value, source: .environment)
        } else {
            guard let stored = try store.credential(for: host) else { return nil }
            resolved = ResolvedToken(token: stored.token, source: .store(path: store.path), user: stored.user)
        }
        guard isSendable(resolved.token) else { throw AuthError.malformedToken(source: resolved.source.label) }
        return resolved
    }

    /// `QIITA_TOKEN` trimmed of spaces and line breaks, or nil when it is unset or blank: the one reading of it, so
    /// that `auth login` refuses, and `auth logout` warns of, exactly the value a fetch would send.
    public static func environmentToken(_ environment: [String: String]) -> String? {
        let value = environment["QIITA_TOKEN"]?.trimmingCharacters(in: .whitespacesAndNewlines)
        return value?.isEmpty == false ? value : nil
    }

    /// The token for `base` in `context`: its environment and its secret store.
    public static func resolve(for base: APIBase, context: Context) throws -> ResolvedToken? {
        try resolve(
            host: base.host, environment: context.environment,
            store: SecretStore(file: SecretStore.url(in: context.locations)))
    }

    /// Whether `token` can go in a header as is: visible ASCII only, no spaces.
    public static func isSendable(_ token: String) -> Bool {
        !token.isEmpty && token.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
    }

    public var description: String { "ResolvedToken(token: \(masked), source: \(source.label))" }

    public var debugDescription: String { description }

    public var customMirror: Mirror { Mirror(self, children: ["token": masked, "source": source]) }
}
