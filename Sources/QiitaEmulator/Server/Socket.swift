import Foundation

// What Glibc and Darwin spell differently, here only: SOCK_STREAM (an enum in Glibc), and how a send
// to a peer that hung up fails with EPIPE instead of raising SIGPIPE (on Darwin, which has no
// MSG_NOSIGNAL, the socket option SO_NOSIGPIPE, set when accepting).
#if canImport(Glibc)
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private let noSIGPIPE = (sendFlags: Int32(MSG_NOSIGNAL), socketOption: Int32?.none)
#else
    private let streamSocket = SOCK_STREAM
    private let noSIGPIPE = (sendFlags: Int32(0), socketOption: Int32?.some(SO_NOSIGPIPE))
#endif

/// The POSIX socket calls the server makes, each failure as an ``EmulatorError`` sentence.
enum Socket {
    /// Parses an IPv4 loopback address (127.0.0.0/8, or `localhost`), refusing anything else.
    static func loopbackAddress(_ host: String) throws(EmulatorError) -> in_addr {
        var address = in_addr()
        let text = host == "localhost" ? "127.0.0.1" : host
        guard inet_pton(AF_INET, text, &address) == 1 else {
            throw EmulatorError("'\(host)' is not an IPv4 address (use a loopback address such as 127.0.0.1)")
        }
        guard UInt32(bigEndian: address.s_addr) >> 24 == 127 else {
            throw EmulatorError("'\(host)' is not a loopback address: the emulator binds only to 127.0.0.0/8")
        }
        return address
    }

    /// A listening TCP socket on `host:port` (0 picks a free port); returns the socket and its port.
    static func openListener(host: String, port: Int) throws(EmulatorError) -> (fd: Int32, port: Int) {
        let address = try loopbackAddress(host)
        guard (0...65_535).contains(port) else { throw EmulatorError("port \(port) is out of range 0–65535") }
        let fd = socket(AF_INET, streamSocket, 0)
        guard fd >= 0 else { throw failure("creating a socket") }
        // Not inherited by a process started meanwhile (a test's browser or child tool): it would
        // keep the port bound after the emulator stops, and a restart on that port would fail.
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var one: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var bindAddress = sockaddr_in()
        bindAddress.sin_family = sa_family_t(AF_INET)
        bindAddress.sin_port = in_port_t(UInt16(port).bigEndian)
        bindAddress.sin_addr = address
        let bound = withAddress(&bindAddress) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        guard bound == 0, listen(fd, 512) == 0 else {
            let error = failure("binding \(host):\(port)")
            _ = close(fd)
            throw error
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withAddress(&actual) { getsockname(fd, $0, &length) }
        return (fd, Int(UInt16(bigEndian: actual.sin_port)))
    }

    /// Runs `body` with `address` as the `sockaddr` that bind, accept and getsockname take.
    private static func withAddress<R>(_ address: inout sockaddr_in, _ body: (UnsafeMutablePointer<sockaddr>) -> R) -> R
    {
        withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }

    /// Accepts one connection; returns its socket (TCP_NODELAY set, SIGPIPE off) and the peer address, or nil.
    static func acceptClient(_ listener: Int32) -> (fd: Int32, peer: String)? {
        var peer = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let fd = withAddress(&peer) { accept(listener, $0, &length) }
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var one: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        if let option = noSIGPIPE.socketOption {
            _ = setsockopt(fd, SOL_SOCKET, option, &one, socklen_t(MemoryLayout<Int32>.size))
        }
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        inet_ntop(AF_INET, &peer.sin_addr, &text, socklen_t(text.count))
        return (fd, String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Waits until `fd` is readable or `wake` is signalled; false on wake or error.
    static func waitReadable(_ fd: Int32, wake: Int32) -> Bool {
        var fds = [
            pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&fds, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            return ready > 0 && fds[1].revents == 0 && fds[0].revents != 0
        }
    }

    /// Waits `nanoseconds` (not rounded up to milliseconds); false when `wake` became readable first.
    static func sleep(nanoseconds: Int64, wake: Int32) -> Bool {
        guard nanoseconds > 0 else { return true }
        var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(nanoseconds)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return true }
            let left = deadline - now
            guard left >= 1_000_000 else {
                var rest = timespec(tv_sec: 0, tv_nsec: Int(left))
                nanosleep(&rest, nil)
                return true
            }
            if poll(&fds, 1, Int32(min(UInt64(Int32.max), left / 1_000_000))) > 0 { return false }
        }
    }

    /// Appends what is available to `buffer`; returns how many bytes, 0 at end of stream or on error.
    static func receive(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count > 0 { buffer.append(contentsOf: chunk[0..<count]) }
            return max(0, count)
        }
    }

    /// Writes every byte of `bytes`; false if the peer went away.
    static func sendAll(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, noSIGPIPE.sendFlags) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Closes with an RST instead of a FIN (SO_LINGER 0), like a crashed server.
    static func reset(_ fd: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        _ = close(fd)
    }

    private static func failure(_ doing: String) -> EmulatorError {
        EmulatorError("\(doing) failed: \(String(cString: strerror(errno)))")
    }
}
