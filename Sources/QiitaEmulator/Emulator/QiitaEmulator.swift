import Foundation

/// A local Qiita API v2 on loopback: the deterministic dataset served over real HTTP/1.1, with faults.
public final class QiitaEmulator: Sendable {
    /// What it was started with (faults parsed, port as asked).
    public let configuration: EmulatorConfiguration
    /// `http://HOST:PORT`, with no trailing slash; API paths are under `/api/v2/`.
    public let baseURL: URL
    /// The port the API listens on.
    public let port: Int
    /// The avatar's URL (on the avatar host when one is configured).
    public let avatarURL: URL
    /// Everything served: the user (with `profileImageURL` = ``avatarURL``) and every item.
    public let dataset: EmulatorDataset

    private let server: HTTPServer
    private let service: Locked<EmulatorService>
    private let avatar: Avatar
    private let log: RequestLog
    /// Answers being sent but not yet logged: a client can have an answer before its record.
    private let answering: Locked<Int>
    private let stopped = Locked(false)

    private init(_ configuration: EmulatorConfiguration) throws(EmulatorError) {
        try configuration.validate()
        self.configuration = configuration
        let log = try RequestLog(path: configuration.logPath)
        let answering = Locked(0)
        self.log = log
        self.answering = answering
        let main = try Socket.openListener(host: configuration.host, port: configuration.port)
        var listeners = [(main.fd, configuration.host)]
        var avatarBase = "http://\(configuration.host):\(main.port)"
        if let avatarHost = configuration.avatarHost, avatarHost != configuration.host {
            let avatar: (fd: Int32, port: Int)
            do {
                avatar = try Socket.openListener(host: avatarHost, port: main.port)
            } catch {
                avatar = try Socket.openListener(host: avatarHost, port: 0)
            }
            listeners.append((avatar.fd, avatarHost))
            avatarBase = "http://\(avatarHost):\(avatar.port)"
        }
        let base = "http://\(configuration.host):\(main.port)"
        guard let baseURL = URL(string: base),
            let avatarURL = URL(string: avatarBase + "/avatars/\(configuration.user).png")
        else { throw EmulatorError("could not form the emulator's URL from host '\(configuration.host)'") }
        port = main.port
        self.baseURL = baseURL
        self.avatarURL = avatarURL
        dataset = EmulatorDataset.generate(
            seed: configuration.seed, items: configuration.items, user: configuration.user,
            profileImageURL: avatarURL.absoluteString, bodies: configuration.bodies)
        avatar = try Avatar(seed: configuration.seed)
        let service = Locked(
            EmulatorService(
                configuration: configuration, dataset: dataset, avatar: avatar, avatarPath: avatarURL.path, base: base))
        self.service = service
        server = try HTTPServer(
            handler: { exchange in
                answering.withLock { $0 += 1 }
                return service.withLock { $0 }.respond(exchange)
            },
            completion: { exchange, answer, answered, end in
                defer { answering.withLock { $0 -= 1 } }
                log.append(
                    RequestRecord(
                        method: exchange.request.method, path: exchange.request.path, query: exchange.request.query,
                        hadAuthorization: exchange.request.header("Authorization") != nil, status: answer.status,
                        start: exchange.start, answered: answered, end: end, host: exchange.listenerHost,
                        fault: answer.fault, connection: exchange.connection))
            })
        for (fd, host) in listeners { server.start(fd, host: host) }
    }

    /// Generates the dataset, binds the listeners and starts serving; throws a sentence on failure.
    public static func start(_ configuration: EmulatorConfiguration = EmulatorConfiguration()) throws(EmulatorError)
        -> QiitaEmulator
    { try QiitaEmulator(configuration) }

    /// Serves the next requests with these `edits` and `faults`, as a restart would (counters start afresh).
    public func serve(edits: [JSONEdit], faults: [Fault]) {
        var configuration = configuration
        configuration.edits = edits
        configuration.faults = faults
        let next = EmulatorService(
            configuration: configuration, dataset: dataset, avatar: avatar, avatarPath: avatarURL.path,
            base: baseURL.absoluteString)
        service.withLock { $0 = next }
    }

    /// Every request served so far, in the order their answers finished.
    public var requestLog: [RequestRecord] { log.records }

    /// The request log once every answer sent so far has been recorded (waiting at most `timeout`).
    public func settledRequestLog(timeout: Duration = .seconds(2)) -> [RequestRecord] {
        let deadline = ContinuousClock.now + timeout
        while answering.withLock({ $0 }) > 0 && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        return log.records
    }

    /// Closes the listeners and open connections and waits for their threads; safe to call twice.
    public func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        server.stop()
        log.close()
    }

    deinit { stop() }
}
