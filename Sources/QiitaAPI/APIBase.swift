import Foundation
import QiitaStatsCore

/// Where API requests go and which host a token belongs to (docs/cli.md §2): `https://qiita.com`,
/// `https://HOST` for `--host HOST`, or the `QIITA_API_BASE_URL` override.
///
/// A plain `http://` override is accepted only for loopback hosts, so a token is never sent
/// in clear over a network.
public struct APIBase: Sendable, Equatable {
    /// The Qiita host when no `--host` is given.
    public static let defaultHost = "qiita.com"

    /// Scheme, host and port, without a path (`https://qiita.com`, `http://127.0.0.1:8080`).
    public let origin: URL
    /// The host a token and a cache belong to: `--host` (default `qiita.com`), or the
    /// override's `host[:port]` so that an emulator's token never replaces a real one.
    public let host: String
    /// Whether `QIITA_API_BASE_URL` (or `ZENN_API_BASE_URL`) chose the origin.
    public internal(set) var isOverridden: Bool
    /// The API's folder: `api/v2/` for Qiita, `api/` for Zenn.
    public internal(set) var apiPath = "api/v2/"

    /// The base for `--host` (nil: `qiita.com`) and the environment's `QIITA_API_BASE_URL`.
    public static func resolve(host: String?, environment: [String: String]) throws(APIBaseError) -> APIBase {
        if let override = environment["QIITA_API_BASE_URL"], !override.isEmpty {
            return try overridden(by: override)
        }
        let name = (host ?? defaultHost).lowercased()
        guard Self.isHostName(name), let origin = URL(string: "https://\(name)") else {
            throw .invalidHost(host ?? "")
        }
        return APIBase(origin: origin, host: name, isOverridden: false)
    }

    /// Zenn's base: `https://zenn.dev`, or `ZENN_API_BASE_URL` (checked as `QIITA_API_BASE_URL` is).
    public static func zenn(environment: [String: String]) throws(APIBaseError) -> APIBase {
        let value = environment["ZENN_API_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
        var base = try overridden(by: value ?? "https://zenn.dev", variable: "ZENN_API_BASE_URL")
        base.isOverridden = value != nil
        base.apiPath = "api/"
        return base
    }

    /// `ORIGIN/api/v2/PATH?QUERY` (Zenn's: `ORIGIN/api/PATH?QUERY`), e.g. `url("authenticated_user/items", query: [...])`.
    public func url(_ path: String, query: [URLQueryItem] = []) -> URL {
        let url = origin.appending(path: apiPath + path, directoryHint: .notDirectory)
        return query.isEmpty ? url : url.appending(queryItems: query)
    }

    /// The `auth login` command that stores a token for this base: `--host` names a host other
    /// than qiita.com, while an overridden base is chosen by `QIITA_API_BASE_URL` itself.
    public var loginCommand: String {
        isOverridden || host == Self.defaultHost ? "qiita-stats auth login" : "qiita-stats auth login --host \(host)"
    }

    /// The page where a user creates a token for this host, with the scopes ticked.
    public var newTokenPage: String {
        let team = !isOverridden && host != Self.defaultHost ? "&read_qiita_team=1" : ""
        return "\(origin.absoluteString)/settings/tokens/new?read_qiita=1\(team)&description=qiita-stats"
    }

    private static func overridden(by value: String, variable: String = "QIITA_API_BASE_URL") throws(APIBaseError)
        -> APIBase
    {
        let invalid = { (reason: String) in APIBaseError.invalidBaseURL(value, reason: reason, variable: variable) }
        guard let components = URLComponents(string: value), let scheme = components.scheme?.lowercased(),
            let url = URL(string: value), let name = url.host(percentEncoded: false)?.lowercased(), !name.isEmpty
        else { throw invalid("it is not an absolute URL") }
        guard scheme == "https" || scheme == "http" else {
            throw invalid("its scheme must be https (or http for a loopback host)")
        }
        guard components.user == nil, components.password == nil, components.query == nil,
            components.fragment == nil, components.path.isEmpty || components.path == "/"
        else { throw invalid("give only a scheme, host and port; the API's paths are added to it") }
        guard scheme == "https" || isLoopback(name) else { throw .insecureBaseURL(value, variable: variable) }
        let bracketed = name.contains(":") ? "[\(name)]" : name
        let authority = bracketed + (components.port.map { ":\($0)" } ?? "")
        guard let origin = URL(string: "\(scheme)://\(authority)") else { throw invalid("it is not an absolute URL") }
        return APIBase(origin: origin, host: authority, isOverridden: true)
    }

    /// `127.0.0.0/8`, `::1` or `localhost`.
    static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if name == "localhost" || name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127"
            && octets.allSatisfy { octet in
                (1...3).contains(octet.count) && octet.allSatisfy { $0.isASCII && $0.isNumber } && UInt8(octet) != nil
            }
    }
}

/// A `--host` or `QIITA_API_BASE_URL` that cannot be used (exit 64).
public enum APIBaseError: UserFacingError, Equatable, Sendable {
    /// `--host` is not a host name.
    case invalidHost(String)
    /// `QIITA_API_BASE_URL` (or the variable named) is not a usable base URL.
    case invalidBaseURL(String, reason: String, variable: String = "QIITA_API_BASE_URL")
    /// `QIITA_API_BASE_URL` (or the variable named) is plain http to a host that is not loopback.
    case insecureBaseURL(String, variable: String = "QIITA_API_BASE_URL")

    public var exitCode: ExitCode { .usage }

    public var message: String {
        switch self {
        case .invalidHost(let host): "--host \"\(host)\" is not a host name (e.g. qiita.com or TEAM.qiita.com)"
        case .invalidBaseURL(let value, let reason, let variable): "\(variable) \"\(value)\" is not usable: \(reason)"
        case .insecureBaseURL(let value, let variable):
            "\(variable) \"\(value)\" is plain http to a host that is not loopback; refusing to send a token"
        }
    }

    public var hint: String? {
        switch self {
        case .invalidHost: nil
        case .invalidBaseURL, .insecureBaseURL:
            "use https://HOST[:PORT], or http:// only with 127.0.0.1, ::1 or localhost"
        }
    }

}

extension APIBase {
    /// Whether `text` is a plausible DNS host name (optionally with `:port`).
    public static func isHostName(_ text: String) -> Bool {
        let hostPart = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = hostPart.first, !name.isEmpty, name.count <= 253 else { return false }
        if hostPart.count == 2 {
            guard hostPart[1].utf8.allSatisfy({ (48...57).contains($0) }), let port = Int(hostPart[1]),
                (1...65535).contains(port)
            else { return false }
        }
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }
}
