import Foundation

/// A local Qiita API v2 on loopback: the deterministic dataset served over real HTTP/1.1.
public final class QiitaEmulator: Sendable {
    /// What it was started with (port as asked).
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
    private let currentLayer = Locked<(any EmulatorLayer)?>(nil)

    private init(_ configuration: EmulatorConfiguration) throws(EmulatorError) {
        try configuration.validate()
        self.configuration = configuration
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
        let layer = currentLayer
        server = try HTTPServer(
            handler: { exchange in
                let api = service.withLock { $0 }.respond
                return layer.withLock { $0 }.map { $0.respond(to: exchange, api: api) } ?? api(exchange)
            },
            completion: { exchange, answer, answered, end in
                layer.withLock { $0 }?.finished(exchange, answer, answered: answered, end: end)
            })
        for (fd, host) in listeners { server.start(fd, host: host) }
    }

    /// Generates the dataset, binds the listeners and starts serving; throws a sentence on failure.
    public static func start(_ configuration: EmulatorConfiguration = EmulatorConfiguration()) throws(EmulatorError)
        -> QiitaEmulator
    { try QiitaEmulator(configuration) }

    /// What every answer passes through from now on (nil: the API as it is).
    public var layer: (any EmulatorLayer)? {
        get { currentLayer.withLock { $0 } }
        set { currentLayer.withLock { $0 = newValue } }
    }

    /// Serves the next requests with these `edits`, as a restart on the same port would.
    public func serve(edits: [JSONEdit]) {
        var configuration = configuration
        configuration.edits = edits
        let next = EmulatorService(
            configuration: configuration, dataset: dataset, avatar: avatar, avatarPath: avatarURL.path,
            base: baseURL.absoluteString)
        service.withLock { $0 = next }
    }

    /// Closes the listeners and open connections and waits for their threads; safe to call twice.
    public func stop() { server.stop() }

    deinit { stop() }
}
