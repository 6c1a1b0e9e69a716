import Foundation

/// One request as the server saw it: by whom, on which listener and connection, read when.
public struct HTTPExchange: Sendable {
    /// The request line and headers.
    public var request: HTTPRequestHead
    /// The client's address.
    public var peer: String
    /// The listener address that got the request (the avatar host, or the main one).
    public var listenerHost: String
    /// When the request head had been read.
    public var start: Date
    /// Which connection it came on, numbered from 1 per server.
    public var connection: Int
}

/// A threaded HTTP/1.1 server: one accept thread per listener, one thread per connection, keep-alive.
final class HTTPServer: Sendable {
    /// Answers a request; runs on the connection's thread.
    typealias Handler = @Sendable (HTTPExchange) -> HTTPAnswer
    /// Told about each answer once it was sent (or failed), with when its sending began and ended.
    typealias Completion = @Sendable (HTTPExchange, HTTPAnswer, _ answered: Date, _ end: Date) -> Void

    private let handler: Handler
    private let completion: Completion
    /// A pipe that, once written to, stays readable: every thread polling its read end wakes up at shutdown.
    private let wake: (read: Int32, write: Int32)
    private let threads = DispatchGroup()
    private let open = Locked<(connections: Set<Int32>, stopped: Bool, accepted: Int)>(([], false, 0))

    init(handler: @escaping Handler, completion: @escaping Completion) throws(EmulatorError) {
        self.handler = handler
        self.completion = completion
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw EmulatorError("creating a pipe failed: \(String(cString: strerror(errno)))")
        }
        wake = (ends[0], ends[1])
    }

    deinit {
        _ = close(wake.read)
        _ = close(wake.write)
    }

    /// Starts accepting on a listening socket from ``Socket/openListener(host:port:)``.
    func start(_ listener: Int32, host: String) {
        threads.enter()
        let thread = Thread { [self] in
            acceptLoop(listener, host: host)
            threads.leave()
        }
        thread.name = "emulator-accept-\(host)"
        thread.start()
    }

    /// Closes the listeners and every open connection, and waits for their threads.
    func stop() {
        open.withLock { state in
            state.stopped = true
            // Under the lock, where connections are also closed: a closed descriptor's number may
            // already belong to another server's connection in this process, which must not be cut.
            for fd in state.connections { _ = shutdown(fd, Int32(SHUT_RDWR)) }
        }
        // Wakes every poller, for good.
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        _ = threads.wait(timeout: .now() + .seconds(10))
    }

    private func acceptLoop(_ listener: Int32, host: String) {
        while Socket.waitReadable(listener, wake: wake.read) {
            guard let client = Socket.acceptClient(listener) else { continue }
            let number = open.withLock { state -> Int? in
                guard !state.stopped else { return nil }
                state.connections.insert(client.fd)
                state.accepted += 1
                return state.accepted
            }
            guard let number else {
                _ = close(client.fd)
                break
            }
            threads.enter()
            let thread = Thread { [self] in
                serve(client.fd, peer: client.peer, host: host, connection: number)
                threads.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        _ = close(listener)
    }

    private func serve(_ fd: Int32, peer: String, host: String, connection number: Int) {
        var buffer: [UInt8] = []
        var resetDone = false
        connection: while true {
            var headEnd = Self.blankLine(in: buffer)
            while headEnd == nil {
                guard buffer.count < 65_536, Socket.waitReadable(fd, wake: wake.read),
                    Socket.receive(fd, into: &buffer) > 0
                else { break connection }
                headEnd = Self.blankLine(in: buffer)
            }
            guard let end = headEnd, let request = HTTPRequestHead(buffer[..<end]) else {
                _ = Socket.sendAll(fd, HTTPAnswer(status: 400, headers: [], body: []).head(keepAlive: false)[...])
                break
            }
            let bodyEnd = end + 4 + request.contentLength
            while buffer.count < bodyEnd {
                guard Socket.waitReadable(fd, wake: wake.read), Socket.receive(fd, into: &buffer) > 0 else {
                    break connection
                }
            }
            buffer.removeFirst(bodyEnd)
            let exchange = HTTPExchange(
                request: request, peer: peer, listenerHost: host, start: Date(), connection: number)
            let answer = handler(exchange)
            // The latency counts from the request's arrival, so building the answer is part of it.
            let spent = Int64(Date().timeIntervalSince(exchange.start) * 1e9)
            let delay = answer.delayMilliseconds > 0 ? Int64(answer.delayMilliseconds) * 1_000_000 - spent : 0
            guard Socket.sleep(nanoseconds: delay, wake: wake.read) else { break }
            let keepAlive = request.keepAlive && answer.delivery == .normal
            let body = request.method == "HEAD" ? [] : answer.body
            let cut = answer.delivery == .normal ? body.count : body.count / 2
            let answered = Date()
            let sent = Socket.sendAll(fd, (answer.head(keepAlive: keepAlive) + body[..<cut])[...])
            if answer.delivery == .reset {
                open.withLock { state in
                    state.connections.remove(fd)
                    Socket.reset(fd)
                }
                resetDone = true
            }
            completion(exchange, answer, answered, Date())
            guard sent, keepAlive else { break }
        }
        guard !resetDone else { return }
        open.withLock { state in
            state.connections.remove(fd)
            _ = close(fd)
        }
    }

    /// The index of the `\r\n\r\n` that ends the head, if it has arrived.
    private static func blankLine(in buffer: [UInt8]) -> Int? {
        buffer.indices.dropLast(3).first { buffer[$0...].starts(with: [13, 10, 13, 10]) }
    }
}
