import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A client that hung up must not kill the test run with SIGPIPE: MSG_NOSIGNAL on each send on
// Linux, SO_NOSIGPIPE on each accepted socket on Darwin (which has no MSG_NOSIGNAL).
#if canImport(Glibc)
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private let noSignal = Int32(MSG_NOSIGNAL)
    private let noSIGPIPEOption: Int32? = nil
#else
    private let streamSocket = SOCK_STREAM
    private let noSignal: Int32 = 0
    private let noSIGPIPEOption: Int32? = SO_NOSIGPIPE
#endif

/// A tiny HTTP/1.1 server on a loopback address (keep-alive, canned answers, a thread per
/// connection), so that the transport is tested by real round trips.
final class LoopbackServer: Sendable {
    /// A request as the server read it; header names lower-cased.
    struct Request: Sendable {
        let method: String
        let path: String
        let headers: [String: String]
    }

    /// What the server does with a request.
    enum Reply: Sendable {
        case respond(status: Int, headers: [String] = [], body: [UInt8] = [])
        /// Reads the request and never answers.
        case silence
        /// Writes these bytes as they are (head and all), then closes the connection.
        case raw([UInt8])
    }

    private struct State {
        var requests: [Request] = []
        var accepted = 0
        var open: Set<Int32> = []
        var stopped = false
    }

    let host: String
    let port: Int
    private let listener: Int32
    private let listening: Bool
    private let state = Mutex(State())
    private let handler: @Sendable (Request) -> Reply

    /// A server on `host`, port chosen by the system; with `listening` false the port is bound
    /// but refuses connections.
    init(
        host: String = "127.0.0.1", listening: Bool = true,
        handler: @escaping @Sendable (Request) -> Reply = { _ in
            .respond(status: 200)
        }
    ) throws {
        self.host = host
        self.handler = handler
        self.listening = listening
        let fd = socket(AF_INET, streamSocket, 0)
        listener = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        guard fd >= 0, inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw POSIXError(.EINVAL) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound, !listening || listen(fd, 64) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        if listening { Thread { [self] in acceptLoop() }.start() }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL { URL(string: "http://\(host):\(port)\(path)") ?? URL(fileURLWithPath: "/") }

    /// Every request received so far.
    var requests: [Request] { state.withLock { $0.requests } }

    /// How many connections were accepted.
    var acceptedConnections: Int { state.withLock { $0.accepted } }

    /// Stops accepting and drops every connection; safe to call twice.
    ///
    /// Descriptors are shut down and closed only under the lock, once: a closed descriptor's
    /// number can belong to another server's connection in this process a moment later.
    func stop() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            if !listening { close(listener) }
            for fd in state.open { shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }

    private func acceptLoop() {
        while true {
            let fd = accept(listener, nil, nil)
            if fd < 0 && errno == EINTR { continue }
            guard fd >= 0 else { break }
            if let option = noSIGPIPEOption {
                var one: Int32 = 1
                _ = setsockopt(fd, SOL_SOCKET, option, &one, socklen_t(MemoryLayout<Int32>.size))
            }
            let serving = state.withLock { state in
                guard !state.stopped else {
                    close(fd)
                    return false
                }
                state.accepted += 1
                state.open.insert(fd)
                return true
            }
            if serving { Thread { [self] in serve(fd) }.start() }
        }
        close(listener)
    }

    private func serve(_ fd: Int32) {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            guard let range = buffer.firstRange(of: end) else {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                buffer += chunk[0..<n]
                continue
            }
            let lines = String(decoding: buffer[..<range.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
            buffer.removeSubrange(..<range.upperBound)
            let start = lines[0].split(separator: " ").map(String.init)
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                    in: .whitespaces)
            }
            let request = Request(method: start.first ?? "", path: start.dropFirst().first ?? "", headers: headers)
            state.withLock { $0.requests.append(request) }
            let reply = handler(request)
            if case .raw(let bytes) = reply {
                _ = writeAll(fd, bytes)
                break
            }
            guard case .respond(let status, let extra, let body) = reply else { continue }
            let head = (["HTTP/1.1 \(status) Canned", "Content-Length: \(body.count)"] + extra + ["", ""])
            if !writeAll(fd, Array(head.joined(separator: "\r\n").utf8) + body) { break }
        }
        state.withLock { state in
            state.open.remove(fd)
            close(fd)
        }
    }

    private func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset, noSignal) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }
}
