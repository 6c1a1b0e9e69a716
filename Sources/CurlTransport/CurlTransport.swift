import Foundation
import QiitaStatsCore
import Synchronization

/// An ``HTTPTransport`` over libcurl's multi interface: one thread drives every transfer,
/// connections are reused, and redirects are followed (``redirect(after:to:)``) without carrying
/// credentials to another origin; each hop gets the request's full timeouts.
public final class CurlTransport: HTTPTransport {
    /// Whether the loop thread runs yet: it starts on first use, so a run that never goes to
    /// the network (a report from the cache, `--help`) pays for neither libcurl's initialisation
    /// nor a thread.
    private enum LoopState {
        case notStarted
        case started(Result<CurlMultiLoop, TransportError>)
        case shutDown
    }

    private let state = Mutex(LoopState.notStarted)
    private let maxTotalConnections: Int
    private let maxRedirects: Int

    /// A transport with its own thread and connection cache. It opens a connection for each
    /// request in flight (its callers limit those); transfers beyond `maxTotalConnections` wait.
    public init(maxTotalConnections: Int = 256, maxRedirects: Int = 5) {
        self.maxTotalConnections = max(1, maxTotalConnections)
        self.maxRedirects = max(0, maxRedirects)
    }

    deinit { shutdown() }

    /// Stops the transport's thread, failing requests in flight with ``TransportError/cancelled``
    /// and refusing later ones; returns once every curl handle is released. Safe to call twice.
    public func shutdown() {
        let previous = state.withLock { state in
            defer { state = .shutDown }
            return state
        }
        if case .started(.success(let loop)) = previous { loop.shutdown() }
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let loop = try self.loop()
        var current = request
        for _ in 0...maxRedirects {
            try Self.validate(current)
            let response = try await loop.perform(current)
            guard let next = Self.redirect(after: response, to: current) else { return response }
            current = next
        }
        throw .refused("gave up after \(maxRedirects) redirects, the last one to \(current.url.absoluteString)")
    }

    /// The loop, started on first use; refused once the transport is shut down.
    private func loop() throws(TransportError) -> CurlMultiLoop {
        let result = state.withLock { state -> Result<CurlMultiLoop, TransportError> in
            switch state {
            case .started(let result): return result
            case .shutDown: return .failure(.refused("the HTTP transport has been shut down"))
            case .notStarted:
                let result = Result { () throws(TransportError) in
                    try CurlMultiLoop(maxTotalConnections: maxTotalConnections)
                }
                state = .started(result)
                return result
            }
        }
        return try result.get()
    }

    /// The statuses followed when they carry a `Location`.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Headers (lower-cased) never sent to another origin than the one they came with.
    static let credentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]

    /// The request to send after `response` answered `request`, or nil when there is no redirect to follow. Redirects
    /// are followed in Swift rather than in curl, so that credentials never leave the origin they were given for.
    ///
    /// A redirect to another origin (scheme, host or port) is followed without the credential
    /// headers, and they stay dropped for every later hop, even one back to the first origin.
    static func redirect(after response: HTTPResponse, to request: HTTPRequest) -> HTTPRequest? {
        guard redirectStatuses.contains(response.status), let location = response.headers["Location"],
            let target = URL(string: location, relativeTo: request.url)?.absoluteURL
        else { return nil }
        var next = request
        next.url = target
        if !target.isSameOrigin(as: request.url) {
            next.headers.removeAll { credentialHeaders.contains($0.name.lowercased()) }
        }
        return next
    }

    /// Refuses what curl should never be asked to send: another scheme than http(s), a URL
    /// without a host, or a header that would split into several lines.
    static func validate(_ request: HTTPRequest) throws(TransportError) {
        let scheme = request.url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else {
            throw .refused("only http and https URLs can be fetched, not \(request.url.absoluteString)")
        }
        guard let host = request.url.host, !host.isEmpty else {
            throw .refused("the URL \(request.url.absoluteString) has no host")
        }
        let breaks: Set<Character> = ["\r", "\n", "\r\n", "\0"]
        for (name, value) in request.headers {
            if name.isEmpty || name.contains(":") || name.contains(where: breaks.contains)
                || value.contains(where: breaks.contains)
            {
                throw .refused("the request header \"\(name)\" has an invalid name or value")
            }
        }
    }
}
