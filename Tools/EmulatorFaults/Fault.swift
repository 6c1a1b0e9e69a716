import Foundation

/// One injected failure, parsed from a `--faults` entry such as `status=503:path=/api/v2/items/*:times=2`.
public struct Fault: Sendable, Equatable {
    /// What goes wrong.
    public enum Kind: Sendable, Equatable {
        /// Answer with this status and a `{message,type}` body (an HTML page with `body=html`).
        case status(Int)
        /// Send the head and half the body, then reset the connection.
        case reset
        /// Send the full `Content-Length` but half the body, then close.
        case truncate
        /// A 200 whose JSON body is cut in half (with a matching `Content-Length`).
        case malformedJSON
        /// Wait this many milliseconds before answering.
        case stall(milliseconds: Int)
        /// Serve a broken avatar instead of the PNG.
        case avatar(AvatarFault)
        /// Answer 307 to the same path and query on `http://HOST:PORT`: another origin, such as `localhost`.
        case redirect(host: String)
    }

    /// The broken avatars `avatar=` serves: SVG, an HTML page, a 12 MiB PNG body, half the PNG.
    public enum AvatarFault: String, Sendable, CaseIterable {
        case svg, html, huge, truncated
    }

    /// What goes wrong.
    public var kind: Kind
    /// Only requests whose path matches this glob (`*` matches anything); nil matches every path.
    public var path: String?
    /// Only requests for this `page` (a request without `page` is page 1).
    public var page: Int?
    /// At most this many times.
    public var times: Int?
    /// Only every Nth matching request (the Nth, 2Nth, …).
    public var every: Int?
    /// A `Retry-After` header (seconds) on `status` faults.
    public var retryAfter: Int?
    /// Send an HTML error page instead of JSON on `status` faults.
    public var htmlBody: Bool

    /// A fault.
    public init(
        kind: Kind, path: String? = nil, page: Int? = nil, times: Int? = nil, every: Int? = nil,
        retryAfter: Int? = nil, htmlBody: Bool = false
    ) {
        self.kind = kind
        self.path = path
        self.page = page
        self.times = times
        self.every = every
        self.retryAfter = retryAfter
        self.htmlBody = htmlBody
    }

    /// Whether the fault applies to a request (avatar faults to the avatar; redirects not to their target).
    func matches(path requestPath: String, page requestPage: Int, isAvatar: Bool, host: String? = nil) -> Bool {
        if case .avatar = kind, !isAvatar { return false }
        if case .redirect(let target) = kind, host?.lowercased() == target.lowercased() { return false }
        if let path, fnmatch(path, requestPath, 0) != 0 { return false }
        if let page, page != requestPage { return false }
        return true
    }
}
