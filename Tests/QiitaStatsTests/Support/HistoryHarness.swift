import Contributions
import CurlTransport
import Foundation
import QiitaEmulator
import QiitaStats
import QiitaStatsCore

/// The emulator restarted on one port between fetches, each time serving other counts (edits)
/// or faults, and the tool run at a chosen time: the history's end-to-end fixture. The port
/// stays, so every fetch is of the same host and user.
final class HistoryHarness {
    let home = TemporaryDirectory()
    let items: Int
    private(set) var emulator: QiitaEmulator
    private(set) var transport: CurlTransport

    init(items: Int = 6) throws {
        self.items = items
        // A port below Linux's ephemeral range (32768–60999): no emulator of another test, bound
        // to port 0, can be handed it while this one restarts on it.
        var started: QiitaEmulator?
        for _ in 0..<50 where started == nil {
            started = try? QiitaEmulator.start(
                EmulatorConfiguration(port: Int.random(in: 20_000..<32_000), items: items))
        }
        emulator = try started ?? QiitaEmulator.start(EmulatorConfiguration(items: items))
        transport = CurlTransport()
    }

    deinit {
        transport.shutdown()
        emulator.stop()
    }

    /// Serves from now on the dataset with `edits` (e.g. `item:0:page_views_count=1234`) and `faults`.
    func serve(_ edits: [String] = [], faults: String = "") throws {
        let port = emulator.port
        transport.shutdown()
        emulator.stop()
        var configuration = EmulatorConfiguration(
            port: port, items: items, edits: try edits.map { try JSONEdit.parse($0) })
        configuration.faults = try FaultSpec.parse(faults)
        // Another test's emulator may have been given the port meanwhile (tests run in
        // parallel, and a freed port is free to take): wait for it, for up to 30 s.
        for _ in 0..<300 {
            if let started = try? QiitaEmulator.start(configuration) {
                emulator = started
                transport = CurlTransport()
                return
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        emulator = try QiitaEmulator.start(configuration)
        transport = CurlTransport()
    }

    /// The index, views, likes and stocks of the newest public item as the dataset has it.
    var publicItem: (index: Int, views: Int, likes: Int, stocks: Int) {
        let items = emulator.dataset.items
        let index = items.firstIndex { !$0.isPrivate } ?? 0
        return (index, items[index].pageViewsCount, items[index].likesCount, items[index].stocksCount)
    }

    /// The emulator's environment, `TZ=Asia/Tokyo`, and the history under the home.
    var environment: [String: String] {
        ["QIITA_API_BASE_URL": emulator.baseURL.absoluteString, "QIITA_TOKEN": "emu-token", "TZ": "Asia/Tokyo"]
    }

    /// The history file of the default `XDG_DATA_HOME`.
    var historyFile: URL { home.url.appendingPathComponent(".local/share/qiita-stats/history.sqlite3") }

    /// Runs the tool with its clock at `time` (`2026-11-10T09:00:00+09:00`); sleeps return at once.
    func run(
        _ arguments: [String], at time: String, environment extra: [String: String] = [:],
        terminal: Terminal = Terminal()
    ) async -> ToolRun {
        let epoch = QiitaTimestamp(parsing: time)?.epochSeconds ?? 0
        let now = Date(timeIntervalSince1970: TimeInterval(epoch))
        let stdout = CapturedOutput()
        let stderr = CapturedOutput()
        let context = Context(
            environment: environment.merging(extra) { $1 }, clock: { now }, sleep: { _ in }, stdout: stdout.sink,
            stderr: stderr.sink, terminal: terminal, transport: transport, workingDirectory: home.url,
            homeDirectory: home.url)
        let status = await QiitaStatsTool.run(arguments: arguments, context: context)
        return ToolRun(status: status, stdout: stdout.text, stderr: stderr.text)
    }
}
