import CurlTransport
import Foundation
import QiitaEmulator
import QiitaModel
import QiitaStats
import QiitaStatsCore
import Synchronization

/// An emulator on loopback, a libcurl transport and a temporary home that outlives single runs,
/// so tests can fetch, break things, and fetch again.
final class EmulatorHarness: Sendable {
    let emulator: QiitaEmulator
    let transport: CurlTransport
    let home = TemporaryDirectory()
    private let sleeps = Mutex<[Duration]>([])

    init(_ configuration: EmulatorConfiguration = EmulatorConfiguration(items: 150), faults: String = "") throws {
        var configuration = configuration
        configuration.faults += try FaultSpec.parse(faults)
        emulator = try QiitaEmulator.start(configuration)
        transport = CurlTransport()
    }

    deinit {
        transport.shutdown()
        emulator.stop()
    }

    /// The environment of a user of the emulator: its base URL and its token.
    var environment: [String: String] {
        ["QIITA_API_BASE_URL": emulator.baseURL.absoluteString, "QIITA_TOKEN": "emu-token", "TZ": "Asia/Tokyo"]
    }

    /// Runs the tool against the emulator with this harness's home; sleeps are recorded, not slept.
    ///
    /// `clockSkew` puts the tool's clock ahead of the real one (behind when negative). With
    /// `virtualTime`, a sleep is not slept at all but moves the tool's clock on: an hour of
    /// waiting passes at once, while the emulator keeps the real clock.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], terminal: Terminal = Terminal(),
        clockSkew: TimeInterval = 0, virtualTime: Bool = false
    ) async -> ToolRun {
        let stdout = CapturedOutput()
        let stderr = CapturedOutput()
        let slept = Mutex<TimeInterval>(0)
        let context = Context(
            environment: environment.merging(extra) { $1 },
            clock: { Date().addingTimeInterval(clockSkew + slept.withLock { $0 }) },
            sleep: { [self] duration in
                // Recorded, and slept for at most 50 ms so that waits stay fast but real.
                self.sleeps.withLock { $0.append(duration) }
                if virtualTime {
                    slept.withLock {
                        $0 += Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
                    }
                    await Task.yield()
                } else {
                    try await Task.sleep(for: min(duration, .milliseconds(50)))
                }
            },
            stdout: stdout.sink, stderr: stderr.sink, terminal: terminal, transport: transport,
            workingDirectory: home.url,
            homeDirectory: home.url)
        let status = await QiitaStatsTool.run(arguments: arguments, context: context)
        return ToolRun(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    /// Every pause the tool asked for so far.
    var recordedSleeps: [Duration] { sleeps.withLock { $0 } }

    /// The cache folder of the emulator's user.
    var cacheFolder: URL {
        home.url.appendingPathComponent(".cache/qiita-stats/127.0.0.1:\(emulator.port)/\(emulator.dataset.user.id)")
    }

    /// The cached snapshot file's bytes, if any.
    var snapshotBytes: Data? {
        FileManager.default.contents(atPath: cacheFolder.appendingPathComponent("snapshot.json").path)
    }

    /// The cached snapshot.
    func snapshot() throws -> Snapshot {
        try JSONDecoder().decode(Snapshot.self, from: snapshotBytes ?? Data())
    }

    /// Every request the emulator served, once the answers the tool has read are all recorded.
    var requestLog: [RequestRecord] { emulator.settledRequestLog() }

    /// Requests the emulator served on `path` (a prefix), in the order they finished.
    func requests(_ prefix: String) -> [RequestRecord] {
        requestLog.filter { $0.path.hasPrefix(prefix) }
    }
}

/// A product built beside the test bundle (`.build/debug/qiita-stats`). On Linux the test
/// runner is itself an executable in that folder; on macOS it is a bundle in it.
func builtProduct(_ name: String) -> URL {
    let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
    let runner = Bundle.main.executableURL?.deletingLastPathComponent()
    let folders = [runner, Bundle.main.bundleURL, bundle, bundle.deletingLastPathComponent()].compactMap { $0 }
    let candidates = folders.map { $0.appendingPathComponent(name) }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}
