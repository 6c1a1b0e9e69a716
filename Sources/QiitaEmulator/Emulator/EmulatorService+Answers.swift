import Foundation
import QiitaStatsCore

/// The small answers and helpers of ``EmulatorService``: errors, fault pages, ETags, liker users.
extension EmulatorService {
    var unauthorized: HTTPAnswer { error(401, "Unauthorized", "unauthorized") }
    var notFound: HTTPAnswer { error(404, "Not found", "not_found") }

    func error(_ status: Int, _ message: String, _ type: String) -> HTTPAnswer {
        HTTPAnswer(status: status, headers: [], body: Self.errorBody(message, type))
    }

    func statusFault(_ status: Int, _ fault: Fault?, rate: [(name: String, value: String)]) -> HTTPAnswer {
        let reason = HTTPAnswer.reason(status)
        var headers = rate
        if let seconds = fault?.retryAfter { headers.append(("Retry-After", String(seconds))) }
        if fault?.htmlBody == true {
            let page =
                "<!DOCTYPE html><html><head><title>\(status) \(reason)</title></head><body><h1>\(reason)</h1></body></html>\n"
            return HTTPAnswer(
                status: status, headers: [("Content-Type", "text/html; charset=utf-8")] + headers,
                body: Array(page.utf8))
        }
        let type = reason.lowercased().replacingOccurrences(of: " ", with: "_")
        return HTTPAnswer(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
            body: Self.errorBody(reason, type))
    }

    /// 307 to the same path and query on `http://HOST` at this emulator's port.
    func redirect(_ request: HTTPRequestHead, to host: String) -> HTTPAnswer {
        let port = URL(string: base)?.port.map { ":\($0)" } ?? ""
        let location = "http://\(host)\(port)\(request.path)" + (request.query.isEmpty ? "" : "?\(request.query)")
        return HTTPAnswer(
            status: 307, headers: [("Location", location), ("Content-Type", "text/plain")],
            body: Array("Moved to \(location)\n".utf8))
    }

    /// The `{message,type}` error body.
    static func errorBody(_ message: String, _ type: String) -> [UInt8] {
        Array(JSONValue.object(["message": .string(message), "type": .string(type)]).compactText.utf8)
    }

    /// The token of an `Authorization: Bearer …` header.
    static func bearer(_ header: String) -> String? {
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// A weak ETag: an FNV-1a-style hash of the body taken eight bytes at a time, since a list page
    /// of bodies is megabytes and the emulator shares the machine with the client it serves.
    static func etag(_ body: [UInt8]) -> String {
        let hash = body.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            let words = bytes.count / 8
            for index in 0..<words {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* 0x100_0000_01B3
            }
            for byte in bytes[(words * 8)...] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return hash
        }
        return String(format: "W/\"%016llx\"", hash)
    }

    /// How the log names a fault.
    static func describe(_ kind: Fault.Kind) -> String {
        switch kind {
        case .status(let status): "status=\(status)"
        case .reset: "reset"
        case .truncate: "truncate"
        case .malformedJSON: "malformed-json"
        case .stall(let milliseconds): "stall:ms=\(milliseconds)"
        case .avatar(let avatar): "avatar=\(avatar.rawValue)"
        case .redirect(let host): "redirect=\(host)"
        }
    }
}
