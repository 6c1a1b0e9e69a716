internal import CCurl
internal import CCurlLoader
import Foundation
import QiitaStatsCore

/// One transfer on the loop thread: its easy handle, its header list and what has arrived.
///
/// Only the loop thread touches it: curl calls the callbacks from `curl_multi_perform` there.
final class CurlTransfer {
    /// The caller waiting for this transfer.
    let ticket: CurlTicket
    /// The handle doing the transfer.
    let easy: CurlEasy
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private var headers = HTTPHeaders()
    private var body = Data()
    private var bodyTooLarge = false
    /// The `Content-Length` of the answer, when it sent one: how much to reserve for the body.
    private var expectedBodyBytes: Int?

    /// A transfer of `ticket`'s request on `easy`; call ``configure()`` before adding it.
    init(ticket: CurlTicket, easy: CurlEasy) {
        self.ticket = ticket
        self.easy = easy
    }

    deinit { qs_curl_slist_free_all(headerList) }

    /// Sets every option of the request on the easy handle.
    func configure() throws(TransportError) {
        let request = ticket.request
        try easy.reset()
        try easy.set(CURLOPT_URL, request.url.absoluteString)
        try easy.set(CURLOPT_PROTOCOLS_STR, "http,https")
        try easy.set(CURLOPT_NOSIGNAL, 1)
        try easy.set(CURLOPT_FOLLOWLOCATION, 0)  // redirects are followed in Swift, origin-checked
        try easy.set(CURLOPT_ACCEPT_ENCODING, "")  // every encoding curl can decode, decoded
        // A hint, not a requirement: libcurl refuses to resize the buffer of a handle whose
        // last transfer failed before it could free it, and the request must not fail for that.
        try? easy.set(CURLOPT_BUFFERSIZE, Self.receiveBufferBytes)
        try easy.set(CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(request.connectTimeout))
        try easy.set(CURLOPT_TIMEOUT_MS, Self.milliseconds(request.timeout))
        try easy.set(CURLOPT_HTTPGET, 1)
        if let limit = request.maxBodyBytes { try easy.set(CURLOPT_MAXFILESIZE, limit) }
        for (name, value) in request.headers {
            // "Name;" is curl's way to send a header with an empty value.
            guard let list = qs_curl_slist_append(headerList, value.isEmpty ? "\(name);" : "\(name): \(value)") else {
                throw .internalFailure("curl could not allocate the header list")
            }
            headerList = list
        }
        try easy.set(CURLOPT_HTTPHEADER, list: headerList)
        let me = Unmanaged.passUnretained(self).toOpaque()
        try easy.set(CURLOPT_WRITEDATA, pointer: me)
        try easy.set(CURLOPT_HEADERDATA, pointer: me)
        try easy.set(CURLOPT_WRITEFUNCTION) { data, size, count, user in
            guard let user else { return 0 }
            let chunk = UnsafeRawBufferPointer(start: data, count: size * count)
            return Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().receiveBody(chunk) ? chunk.count : 0
        }
        try easy.set(CURLOPT_HEADERFUNCTION) { data, size, count, user in
            guard let user else { return 0 }
            let line = UnsafeRawBufferPointer(start: data, count: size * count)
            Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().receiveHeader(line)
            return line.count
        }
    }

    /// The caller's answer once curl reports the transfer done with `code`.
    func outcome(_ code: CURLcode) -> CurlTicket.Outcome {
        if let limit = ticket.request.maxBodyBytes, bodyTooLarge || code == CURLE_FILESIZE_EXCEEDED {
            return .failure(.bodyTooLarge(limit: limit))
        }
        do throws(TransportError) {
            try CurlStatus.check(code, detail: easy.errorText)
            let status = try easy.responseCode()
            return .success(HTTPResponse(status: status, headers: headers, body: body, url: ticket.request.url))
        } catch {
            return .failure(error)
        }
    }

    /// Appends a chunk of the decoded body; false (abort) once it would pass the limit.
    private func receiveBody(_ chunk: UnsafeRawBufferPointer) -> Bool {
        if let limit = ticket.request.maxBodyBytes, body.count + chunk.count > limit {
            bodyTooLarge = true
            return false
        }
        if body.isEmpty, let expected = expectedBodyBytes, expected > 0 {
            // One allocation for the whole body rather than a copy at every doubling; never more
            // than the body may be, nor than a lying `Content-Length` could make us waste.
            body.reserveCapacity(min(expected, ticket.request.maxBodyBytes ?? Self.largestReservation))
        }
        body.append(chunk.bindMemory(to: UInt8.self))
        return true
    }

    /// Records one header line; a status line starts a new response (1xx), so that only the
    /// last response's headers are kept. Parsed as bytes: this runs for every header line.
    private func receiveHeader(_ line: UnsafeRawBufferPointer) {
        let bytes = line.bindMemory(to: UInt8.self)
        if bytes.starts(with: "HTTP/".utf8) {
            headers = HTTPHeaders()
            expectedBodyBytes = nil
            return
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return }
        let name = String(decoding: bytes[..<colon], as: UTF8.self)
        let value = String(decoding: Self.trimmed(bytes[(colon + 1)...]), as: UTF8.self)
        headers.append(name: name, value: value)
        if HTTPHeaders.sameName(name, "Content-Length") { expectedBodyBytes = Int(value) }
    }

    /// `bytes` without leading and trailing spaces, tabs, CRs and LFs.
    private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        let start = bytes.drop(while: blank)
        return start[..<(start.lastIndex { !blank($0) }.map { $0 + 1 } ?? start.startIndex)]
    }

    /// The most reserved up front for a body whose request sets no limit.
    static let largestReservation = 16 << 20

    /// curl's receive buffer: an item answer (tens of KiB) arrives in one or two callbacks, not many.
    static let receiveBufferBytes = 128 << 10

    /// A duration in whole milliseconds, at least 1 (0 would mean "no timeout" to curl).
    private static func milliseconds(_ duration: Duration) -> Int { max(1, Int(duration / .milliseconds(1))) }
}
