import Foundation
import QiitaModel
import QiitaStatsCore

/// Naming where a redirect went, for messages.
public enum Redirected {
    /// `scheme://host[:port]` of `url`.
    public static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? "?"
        let host = url.host(percentEncoded: false) ?? "?"
        let bracketed = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(bracketed)" + (url.port.map { ":\($0)" } ?? "")
    }
}
