internal import CCurl
internal import CCurlLoader
import QiitaStatsCore

/// The one place where libcurl's return codes become Swift errors with a sentence.
enum CurlStatus {
    /// Throws the ``TransportError`` for a failed `CURLcode`; `detail` is the transfer's error
    /// buffer, more specific than `curl_easy_strerror`. Texts are made only on failure.
    static func check(
        _ code: CURLcode, detail: @autoclosure () -> String = "", during makeAction: @autoclosure () -> String = ""
    ) throws(TransportError) {
        guard code != CURLE_OK else { return }
        let generic = qs_curl_easy_strerror(code).map { String(cString: $0) } ?? "curl error \(code.rawValue)"
        let detail = detail()
        let action = makeAction()
        var why = detail.isEmpty ? generic : detail
        if !action.isEmpty { why = "\(action): \(why)" }
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            throw .timedOut(why)
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_RECV_ERROR,
            CURLE_SEND_ERROR, CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_SSL_CONNECT_ERROR,
            CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_HTTP3, CURLE_QUIC_CONNECT_ERROR,
            CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING:
            throw .connectionFailed(why)
        case CURLE_PEER_FAILED_VERIFICATION:
            throw .untrusted(why)
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            throw .refused(why)
        case CURLE_ABORTED_BY_CALLBACK:
            throw .cancelled
        default:
            throw .internalFailure(why)
        }
    }

    /// Throws the ``TransportError`` for a failed `CURLMcode` of the multi handle.
    static func check(_ code: CURLMcode, during makeAction: @autoclosure () -> String) throws(TransportError) {
        guard code != CURLM_OK else { return }
        let action = makeAction()
        let why = qs_curl_multi_strerror(code).map { String(cString: $0) } ?? "curl multi error \(code.rawValue)"
        throw .internalFailure("\(action): \(why)")
    }

    /// Loads and initialises libcurl once per process; a libcurl that cannot be loaded is a
    /// transport failure with dlopen's reason.
    static func initialiseLibrary() throws(TransportError) {
        switch globalInit {
        case .success(let code): try check(code, during: "curl_global_init")
        case .failure(let error): throw error
        }
    }

    private static let globalInit: Result<CURLcode, TransportError> = {
        if let failure = qs_curl_load(Platform.libcurl) {
            return .failure(.internalFailure("\(String(cString: failure)) (install libcurl4: make deps)"))
        }
        return .success(qs_curl_global_init(Int(CURL_GLOBAL_ALL)))
    }()
}
