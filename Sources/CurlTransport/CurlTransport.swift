internal import CCurl
import QiitaStats

/// An ``HTTPTransport`` over libcurl (placeholder until the multi-handle transport lands).
public struct CurlTransport: HTTPTransport {
    /// A transport.
    public init() {}

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        _ = curl_version()
        throw .internalFailure("not built yet")
    }
}
