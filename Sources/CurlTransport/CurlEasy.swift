internal import CCurl
internal import CCurlLoader
import QiitaStatsCore

/// A libcurl easy handle and its error buffer, kept in a pool and reused across transfers.
///
/// Not thread-safe: only the loop thread touches it.
final class CurlEasy {
    /// The `CURL *` handle.
    let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>

    /// A fresh handle, or nil when libcurl cannot allocate one.
    init?() {
        guard let handle = qs_curl_easy_init() else { return nil }
        self.handle = handle
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
        qs_curl_easy_cleanup(handle)
        errorBuffer.deallocate()
    }

    /// Forgets every option of the previous transfer (connections stay in the multi's cache)
    /// and points curl at the error buffer again.
    func reset() throws(TransportError) {
        qs_curl_easy_reset(handle)
        errorBuffer[0] = 0
        try set(CURLOPT_ERRORBUFFER, pointer: UnsafeMutableRawPointer(errorBuffer))
    }

    /// What curl wrote to the error buffer during the last transfer.
    var errorText: String { String(cString: errorBuffer) }

    /// Sets an integer option.
    func set(_ option: CURLoption, _ value: Int) throws(TransportError) {
        try check(qs_easy_setopt_long(handle, option, value), option)
    }

    /// Sets a string option (curl copies the string).
    func set(_ option: CURLoption, _ value: String) throws(TransportError) {
        try check(qs_easy_setopt_string(handle, option, value), option)
    }

    /// Sets a pointer option.
    func set(_ option: CURLoption, pointer: UnsafeMutableRawPointer?) throws(TransportError) {
        try check(qs_easy_setopt_pointer(handle, option, pointer), option)
    }

    /// Sets a header list (curl keeps the pointer: the list must outlive the transfer).
    func set(_ option: CURLoption, list: UnsafeMutablePointer<curl_slist>?) throws(TransportError) {
        try check(qs_easy_setopt_slist(handle, option, list), option)
    }

    /// Sets a data callback.
    func set(_ option: CURLoption, callback: qs_data_callback) throws(TransportError) {
        try check(qs_easy_setopt_callback(handle, option, callback), option)
    }

    private func check(_ code: CURLcode, _ option: CURLoption) throws(TransportError) {
        try CurlStatus.check(code, during: "setting curl option \(option.rawValue)")
    }

    /// The HTTP status of the last response.
    func responseCode() throws(TransportError) -> Int {
        var code = 0
        try CurlStatus.check(qs_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &code), during: "reading the status")
        return code
    }
}
