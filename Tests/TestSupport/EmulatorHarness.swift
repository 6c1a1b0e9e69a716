import CurlTransport
import EmulatorFaults
import Foundation
import HistoryStore
import QiitaEmulator
import QiitaModel
import QiitaStats
import QiitaStatsCore
import Synchronization

/// An emulator on loopback, a libcurl transport and a temporary home that outlives single runs,
/// so tests can fetch, break things, and fetch again.
public final class EmulatorHarness: Sendable {
    public let emulator: QiitaEmulator
    public let transport: CurlTransport
    public let home = TemporaryDirectory()
    private let sleeps = Mutex<[Duration]>([])
    /// Virtual time slept so far (see ``run(_:environment:terminal:clockSkew:virtualTime:)``).
    private let slept: VirtualTime

    /// An emulator with `faults` added. With `sharedClock`, the emulator's clock (its rate-limit
    /// windows and `Date`) moves on with the tool's virtual sleeps: a window passes at once.
    public init(
        _ configuration: EmulatorConfiguration = EmulatorConfiguration(items: 150),
        _ options: FaultOptions = FaultOptions(),
        faults: String = "", sharedClock: Bool = false
    ) throws {
        var options = options
        options.faults += try FaultSpec.parse(faults)
        let slept = VirtualTime()
        self.slept = slept
        if sharedClock { options.clock = EmulatorClock { Date().addingTimeInterval(slept.seconds) } }
        emulator = try QiitaEmulator.start(configuration, options)
        transport = CurlTransport()
    }

    deinit {
        transport.shutdown()
        emulator.stop()
    }

    /// The environment of a user of the emulator: its base URL (Qiita's and Zenn's) and its token.
    public var environment: [String: String] {
        [
            "QIITA_API_BASE_URL": emulator.baseURL.absoluteString, "ZENN_API_BASE_URL": emulator.baseURL.absoluteString,
            "QIITA_TOKEN": "emu-token", "TZ": "Asia/Tokyo",
        ]
    }

    /// Runs the tool against the emulator with this harness's home; sleeps are recorded, not slept.
    ///
    /// `clockSkew` puts the tool's clock ahead of the real one (behind when negative). With
    /// `virtualTime`, a sleep is not slept at all but moves the tool's clock on (and the
    /// emulator's too when the harness was made with `sharedClock`): an hour passes at once.
    public func run(
        _ arguments: [String], environment extra: [String: String] = [:], terminal: Terminal = Terminal(),
        clockSkew: TimeInterval = 0, virtualTime: Bool = false
    ) async -> ToolRun {
        let stdout = CapturedOutput()
        let stderr = CapturedOutput()
        let slept = self.slept
        let context = Context(
            environment: environment.merging(extra) { $1 },
            clock: { Date().addingTimeInterval(clockSkew + slept.seconds) },
            sleep: { [self] duration in
                // Recorded, and slept for at most 50 ms so that waits stay fast but real.
                self.sleeps.withLock { $0.append(duration) }
                if virtualTime {
                    slept.advance(by: duration)
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
    public var recordedSleeps: [Duration] { sleeps.withLock { $0 } }

    /// The store (`$XDG_DATA_HOME/qiita-stats/history.sqlite3`).
    public var storeFile: URL { home.url.appendingPathComponent(".local/share/qiita-stats/history.sqlite3") }

    /// The newest complete fetch of the emulator's user in the store, as JSON (its time
    /// included), so that "the cache did not change" is an equality of bytes; nil when there is none.
    public var snapshotBytes: Data? {
        Self.storedBytes(storeFile, host: "127.0.0.1:\(emulator.port)", user: emulator.dataset.user.id)
    }

    /// ``snapshotBytes`` of the store at `file`, with the host left out (a test may move it).
    public static func storedBytes(_ file: URL, host: String, user: String) -> Data? {
        guard let store = try? HistoryStore.openExisting(at: file) else { return nil }
        defer { try? store.close() }
        guard var stored = try? store.newest(SnapshotQuery(host: host, user: user)) else { return nil }
        stored.snapshot.host = ""
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try? encoder.encode(stored.snapshot)
    }

    /// The cached snapshot.
    public func snapshot() throws -> Snapshot {
        guard let store = try HistoryStore.openExisting(at: storeFile) else { throw CocoaError(.fileNoSuchFile) }
        defer { try? store.close() }
        guard
            let stored = try store.newest(
                SnapshotQuery(host: "127.0.0.1:\(emulator.port)", user: emulator.dataset.user.id))
        else { throw CocoaError(.fileNoSuchFile) }
        return stored.snapshot
    }

    /// Every request the emulator served, once the answers the tool has read are all recorded.
    public var requestLog: [RequestRecord] { emulator.settledRequestLog() }

    /// Requests the emulator served on `path` (a prefix), in the order they finished.
    public func requests(_ prefix: String) -> [RequestRecord] {
        requestLog.filter { $0.path.hasPrefix(prefix) }
    }
}

/// A product built beside the test bundle (`.build/debug/qiita-stats`). On Linux the test
/// runner is itself an executable in that folder; on macOS it is a bundle in it.
public func builtProduct(_ name: String) -> URL {
    let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
    let runner = Bundle.main.executableURL?.deletingLastPathComponent()
    let folders = [runner, Bundle.main.bundleURL, bundle, bundle.deletingLastPathComponent()].compactMap { $0 }
    let candidates = folders.map { $0.appendingPathComponent(name) }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}

/// Seconds of virtual time: sleeps that move clocks on instead of waiting.
public final class VirtualTime: Sendable {
    private let elapsed = Mutex<TimeInterval>(0)

    /// The seconds slept so far.
    public var seconds: TimeInterval { elapsed.withLock { $0 } }

    /// A sleep of `duration` begun now: time moves on to its end unless another sleep already
    /// took it further (sleeps side by side end together, as they would in real time).
    public func advance(by duration: Duration) {
        let parts = duration.components
        let seconds = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        let now = Date().timeIntervalSince1970
        elapsed.withLock { elapsed in
            let end = now + elapsed + seconds
            elapsed = max(elapsed, end - Date().timeIntervalSince1970)
        }
    }
}

/// The largest number of requests in flight at one instant: from the head read to the moment the
/// answer began to go out. (Up to `end`, a client that already has the answer may have sent its
/// next request, and a busy machine would show overlaps that never were.)
public func maximumOverlap(_ records: [RequestRecord]) -> Int {
    var events: [(time: Date, change: Int)] = []
    for record in records {
        events.append((record.start, 1))
        events.append((record.answered, -1))
    }
    // An end and a start at the same instant do not overlap: ends first.
    events.sort { $0.time < $1.time || ($0.time == $1.time && $0.change < $1.change) }
    var current = 0
    var best = 0
    for (_, change) in events {
        current += change
        best = max(best, current)
    }
    return best
}
