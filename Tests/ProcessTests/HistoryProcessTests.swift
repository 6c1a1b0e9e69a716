import EmulatorFaults
import Foundation
import HistoryStore
import QiitaEmulator
import SQLiteStore
import Synchronization
import TestSupport
import Testing

/// The history under two processes at once, with the built binary: WAL and the busy timeout
/// make a second writer wait for the first instead of failing.
@Suite(.serialized) struct HistoryProcessTests {
    static let binary = builtProduct("qiita-stats")

    @Test func twoConcurrentFetchesBothRecordTheirRows() async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "build it first: swift build --build-tests (looked at \(Self.binary.path))")
        let home = TemporaryDirectory()
        let one = try EmulatorHarness(EmulatorConfiguration(items: 40), FaultOptions(latencyMilliseconds: 20))
        let two = try EmulatorHarness(EmulatorConfiguration(items: 25), FaultOptions(latencyMilliseconds: 20))
        let file = home.url.appendingPathComponent(".local/share/qiita-stats/history.sqlite3")
        try HistoryStore.open(at: file).close()
        // A writer of this process holds the lock while both children fetch: each has to wait.
        let holder = try LockHolder(path: file.path)
        let children = try [one, two].map { harness in
            var environment = childEnvironment(home: home.url, harness: harness)
            environment["QIITA_TOKEN"] = "emu-token"
            return try ChildProcess([Self.binary.path, "fetch", "-v"], environment: environment)
        }
        let processes = UncheckedProcesses(children.map(\.process))
        // On a thread of its own, so a busy test pool cannot hold the lock past the children's
        // timeout: released a second after both children have listed their articles.
        holder.release(when: {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline,
                [one, two].contains(where: { $0.requests("/api/v2/authenticated_user/items").isEmpty })
            {
                Thread.sleep(forTimeInterval: 0.05)
            }
            Thread.sleep(forTimeInterval: 1)
            return processes.allRunning
        })
        var results: [(status: Int32, stdout: String, stderr: String)] = []
        for child in children { results.append(await child.finish(stdin: "", timeout: .seconds(120))) }
        #expect(holder.wereBothWaiting(), "both children were still running, waiting for the lock")
        for result in results {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("qiita-stats: recorded "), "\(result.stderr)")
            #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        }
        let store = try HistoryStore.open(at: file)
        var rows: [String: Int] = [:]
        try store.forEachRecord(includePrivate: true) { rows[$0.host, default: 0] += 1 }
        try store.close()
        #expect(rows == [one.apiHost: 40, two.apiHost: 25])
        #expect(leftovers(beside: file) == [])
    }
}

/// A write transaction taken at once on a thread of its own, and committed there once the
/// condition given to ``release(when:)`` returns.
private final class LockHolder: Sendable {
    private let held = DispatchSemaphore(value: 0)
    private let go = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let condition = Mutex<(@Sendable () -> Bool)?>(nil)
    private let waiting = Mutex(false)
    private let failure = Mutex<String?>(nil)

    /// Returns once the thread holds the lock (or failed to take it).
    init(path: String) throws {
        let thread = Thread { [self] in
            do {
                let database = try SQLiteDatabase(path: path, create: false)
                try database.execute("BEGIN IMMEDIATE")
                held.signal()
                go.wait()
                let result = condition.withLock { $0 }?() ?? false
                waiting.withLock { $0 = result }
                try database.execute("COMMIT")
                try database.close()
            } catch {
                failure.withLock { $0 = "\(error)" }
                held.signal()
            }
            done.signal()
        }
        thread.start()
        held.wait()
        if let failure = failure.withLock({ $0 }) { throw LockFailure(description: failure) }
    }

    /// Commits once `condition` returns; its result says whether the children were still waiting.
    func release(when condition: @escaping @Sendable () -> Bool) {
        self.condition.withLock { $0 = condition }
        go.signal()
    }

    /// Whether both children were running when the lock was released (waits for the release).
    func wereBothWaiting() -> Bool {
        done.wait()
        done.signal()
        return waiting.withLock { $0 }
    }
}

private struct LockFailure: Error, CustomStringConvertible {
    let description: String
}

/// Child processes read from another thread (only `isRunning`, which Foundation guards).
private struct UncheckedProcesses: @unchecked Sendable {
    let processes: [Process]

    init(_ processes: [Process]) { self.processes = processes }

    var allRunning: Bool { processes.allSatisfy(\.isRunning) }
}
