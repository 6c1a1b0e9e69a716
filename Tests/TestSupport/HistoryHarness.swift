import Contributions
import CurlTransport
import EmulatorFaults
import Foundation
import QiitaEmulator
import QiitaModel
import QiitaStats
import QiitaStatsCore

/// One emulator serving, between fetches, other counts (edits) or faults on the same port,
/// and the tool run at a chosen time: the history's end-to-end fixture. The port
/// stays, so every fetch is of the same host and user.
public final class HistoryHarness {
    public let home = TemporaryDirectory()
    public let items: Int
    public let emulator: QiitaEmulator
    public let transport: CurlTransport

    public init(items: Int = 6) throws {
        self.items = items
        emulator = try QiitaEmulator.start(EmulatorConfiguration(items: items), FaultOptions())
        transport = CurlTransport()
    }

    deinit {
        transport.shutdown()
        emulator.stop()
    }

    /// Serves from now on the dataset with `edits` (e.g. `item:0:page_views_count=1234`) and
    /// `faults`, on the same port: the same host for the cache and the history.
    public func serve(_ edits: [String] = [], faults: String = "") throws {
        emulator.serve(edits: try edits.map { try JSONEdit.parse($0) }, faults: try FaultSpec.parse(faults))
    }

    /// The index, views, likes and stocks of the newest public item as the dataset has it.
    public var publicItem: (index: Int, views: Int, likes: Int, stocks: Int) {
        let items = emulator.dataset.items
        let index = items.firstIndex { !$0.isPrivate } ?? 0
        return (index, items[index].pageViewsCount, items[index].likesCount, items[index].stocksCount)
    }

    /// The emulator's environment, `TZ=Asia/Tokyo`, and the history under the home.
    public var environment: [String: String] {
        ["QIITA_API_BASE_URL": emulator.baseURL.absoluteString, "QIITA_TOKEN": "emu-token", "TZ": "Asia/Tokyo"]
    }

    /// The history file of the default `XDG_DATA_HOME`.
    public var historyFile: URL { home.url.appendingPathComponent(".local/share/qiita-stats/history.sqlite3") }

    /// Runs the tool with its clock at `time` (`2026-11-10T09:00:00+09:00`); sleeps return at once.
    public func run(
        _ arguments: [String], at time: String, environment extra: [String: String] = [:],
        terminal: Terminal = Terminal()
    ) async -> ToolRun {
        let milliseconds = QiitaTimestamp(parsing: time)?.epochMilliseconds ?? 0
        let now = Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1000)
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
