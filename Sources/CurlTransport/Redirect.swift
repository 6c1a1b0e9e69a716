import Foundation
import QiitaStatsCore

/// How the transport follows redirects: in Swift rather than in curl, so that credentials
/// never leave the origin they were given for.
enum Redirect {
    /// The statuses followed when they carry a `Location`.
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Headers (lower-cased) never sent to another origin than the one they came with.
    static let credentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]

    /// The request to send after `response` answered `request`, or nil when there is no
    /// redirect to follow.
    ///
    /// A redirect to another origin (scheme, host or port) is followed without the credential
    /// headers, and they stay dropped for every later hop, even one back to the first origin.
    static func next(after response: HTTPResponse, to request: HTTPRequest) -> HTTPRequest? {
        guard statuses.contains(response.status), let location = response.headers["Location"],
            let target = URL(string: location, relativeTo: request.url)?.absoluteURL
        else { return nil }
        var next = request
        next.url = target
        if !target.isSameOrigin(as: request.url) {
            next.headers.removeAll { credentialHeaders.contains($0.name.lowercased()) }
        }
        return next
    }
}
