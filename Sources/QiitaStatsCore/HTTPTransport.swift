import Foundation

/// One HTTP request, as the transport sends it.
public struct HTTPRequest: Sendable {
    /// The absolute URL.
    public var url: URL
    /// Request headers, in the order given.
    public var headers: [(name: String, value: String)]
    /// The whole-transfer timeout.
    public var timeout: Duration
    /// The connect timeout.
    public var connectTimeout: Duration
    /// The largest body accepted; a longer answer fails with ``TransportError/bodyTooLarge(limit:)``.
    public var maxBodyBytes: Int?

    /// A `GET` of `url`.
    public init(
        url: URL, headers: [(name: String, value: String)] = [],
        timeout: Duration = .seconds(30), connectTimeout: Duration = .seconds(10), maxBodyBytes: Int? = nil
    ) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.maxBodyBytes = maxBodyBytes
    }
}

/// One HTTP response.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The response headers.
    public var headers: HTTPHeaders
    /// The body, decoded from any `Content-Encoding`: `Data`, which `JSONDecoder` reads without a copy.
    public var body: Data
    /// The URL that answered (after redirects).
    public var url: URL

    /// A response.
    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), url: URL) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }
}

/// Response headers, looked up case-insensitively (HTTP/2 sends them lower-case).
public struct HTTPHeaders: Sendable {
    /// The fields in the order received.
    public private(set) var fields: [(name: String, value: String)] = []

    /// Empty headers.
    public init() {}

    /// Adds a field.
    public mutating func append(name: String, value: String) {
        fields.append((name: name, value: value))
    }

    /// The value of the last field called `name`, case-insensitively.
    public subscript(name: String) -> String? {
        fields.last { Self.sameName($0.name, name) }?.value
    }

    /// `value` without the spaces and tabs around it (HTTP's optional whitespace).
    public static func trimmed(_ value: some StringProtocol) -> String {
        value.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    }

    /// Whether two field names are equal ignoring ASCII case (field names are ASCII tokens).
    public static func sameName(_ lhs: String, _ rhs: String) -> Bool {
        func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        return lhs.utf8.elementsEqual(rhs.utf8) { lower($0) == lower($1) }
    }

}

extension URL {
    /// Whether `other` has this URL's scheme, host and port (default ports made explicit): only such URLs may carry
    /// a credential given for this one.
    public func isSameOrigin(as other: URL) -> Bool {
        guard let origin = Self.origin(of: self) else { return false }
        return origin == Self.origin(of: other)
    }

    /// `scheme://host[:port]`, as messages name an origin.
    public var shownOrigin: String {
        let host = host(percentEncoded: false) ?? "?"
        let bracketed = host.contains(":") ? "[\(host)]" : host
        return "\(scheme?.lowercased() ?? "?")://\(bracketed)" + (port.map { ":\($0)" } ?? "")
    }

    private static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host):\(port)"
    }
}

/// Why a request got no HTTP answer.
public enum TransportError: Error, Equatable, Sendable {
    /// The connection could not be made or was dropped.
    case connectionFailed(String)
    /// The connect or total timeout ran out.
    case timedOut(String)
    /// The server's TLS certificate could not be verified: no retry will change that.
    case untrusted(String)
    /// The body was longer than the request allowed.
    case bodyTooLarge(limit: Int)
    /// The URL or request is not something the transport will send.
    case refused(String)
    /// The transport itself failed.
    case internalFailure(String)
    /// The caller's task was cancelled (or the transport shut down) before the answer arrived.
    case cancelled

    /// A sentence for the user.
    public var message: String {
        switch self {
        case .connectionFailed(let why): "connection failed: \(why)"
        case .timedOut(let why): "timed out: \(why)"
        case .untrusted(let why): "the server's TLS certificate could not be verified: \(why)"
        case .bodyTooLarge(let limit): "the answer was larger than \(limit) bytes"
        case .refused(let why): why
        case .internalFailure(let why): "HTTP transport failure: \(why)"
        case .cancelled: "the request was cancelled"
        }
    }
}

/// Sends HTTP requests: libcurl in the tool, the same transport in tests against the emulator.
public protocol HTTPTransport: Sendable {
    /// Sends one request and returns its answer, whatever its status.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
