import EmulatorFaults
import Foundation
import HistoryStore
import QiitaEmulator
import QiitaModel
import SQLiteStore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C and crashes, with the built binary in child processes: Ctrl-C ends the run saying
/// `interrupted`, by the signal, leaving no temporary file (§3), and a kill at any instant of a
/// write leaves the old file or the new one, whole. No clock is read: a child interrupted in a
/// ten-minute stall and dead by SIGINT was ended by the signal, not by the stall's end or by the
/// SIGTERM that ends a child still running after a minute. `make test-reliability` measures the
/// time on the built binary alone.
@Suite(.serialized) struct InterruptTests {
    static let binary = builtProduct("qiita-stats")
    /// A stall no run outlasts but an interrupted one.
    static let stall = "stall:ms=600000"

    private func requireBinary() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "build it first: swift build --build-tests (looked at \(Self.binary.path))")
    }

    /// The environment of a child using `harness` with its token.
    private func environment(_ harness: EmulatorHarness) -> [String: String] {
        childEnvironment(home: harness.home.url, harness: harness).merging(["QIITA_TOKEN": "emu-token"]) { $1 }
    }

    /// Waits until the emulator has answered `path` once more than `before` times, so the
    /// child is past its start-up, and a little longer.
    private func waitFor(_ path: String, on harness: EmulatorHarness, before: Int = 0) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while harness.emulator.requestLog.filter({ $0.path == path }).count <= before && ContinuousClock.now < deadline
        {
            try await Task.sleep(for: .milliseconds(20))
        }
        try await Task.sleep(for: .milliseconds(300))
    }

    /// Every `.NAME.tmp-…` file under `root`.
    private func temporaryFiles(under root: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: root.path)
        return (walker?.allObjects as? [String] ?? []).filter { $0.contains(".tmp-") }
    }

    @Test func ctrlCDuringAFetchEndsByTheSignalAndKeepsTheCache() async throws {
        try requireBinary()
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 150))
        let first = try ChildProcess([Self.binary.path, "fetch"], environment: environment(harness))
        let primed = await first.finish(stdin: "", timeout: .seconds(60))
        #expect(primed.status == 0, "\(primed.stderr)")
        let before = try #require(harness.snapshotBytes)
        // The second fetch's page 2 stalls, however many requests the first one made (a retry under load).
        harness.emulator.serve(
            edits: [], faults: try FaultSpec.parse(Self.stall + ":path=/api/v2/authenticated_user/items:page=2"))

        let child = try ChildProcess([Self.binary.path, "fetch"], environment: environment(harness))
        try await waitFor("/api/v2/authenticated_user", on: harness, before: 1)
        #expect(!child.hasEnded, "the fetch ended before the stalled page")
        let result = await child.finish(after: SIGINT)
        #expect(child.diedBy(SIGINT), "\(result.status) \(result.stderr)")
        #expect(result.stderr == "qiita-stats: error: interrupted\n")
        #expect(harness.snapshotBytes == before)
        #expect(temporaryFiles(under: harness.home.url).isEmpty)
    }

    /// A Ctrl-C in the first milliseconds, before or while the tool takes the signal over, ends it
    /// by the signal: never lost, leaving the fetch to run on to the end of its stall.
    @Test func ctrlCAtAnyMomentOfTheStartEndsTheProcess() async throws {
        try requireBinary()
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 150), faults: Self.stall + ":path=/api/v2/authenticated_user/items:page=2")
        for delay in 0..<60 {
            let child = try ChildProcess([Self.binary.path, "fetch"], environment: environment(harness))
            try await Task.sleep(for: .microseconds(500 * delay))
            let result = await child.finish(after: SIGINT)
            // By the signal's default action (before the tool took it over) or re-raised by the tool.
            #expect(child.diedBy(SIGINT), "after \(delay * 500) µs: \(result.status) \(result.stderr)")
        }
        #expect(harness.snapshotBytes == nil)
    }

    @Test func ctrlCDuringAReportEndsByTheSignalAndLeavesTheOutputAlone() async throws {
        try requireBinary()
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 150), faults: Self.stall + ":path=/api/v2/authenticated_user/items:page=2")
        let output = harness.home.url.appendingPathComponent("out/report.json")
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("previous".utf8).write(to: output)
        // No cache: the report fetches, and stalls on page 2.
        let child = try ChildProcess(
            [Self.binary.path, "report", "--year", "2025", "--json", output.path], environment: environment(harness))
        try await waitFor("/api/v2/authenticated_user", on: harness)
        #expect(!child.hasEnded)
        let result = await child.finish(after: SIGINT)
        #expect(child.diedBy(SIGINT), "\(result.status) \(result.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8) == "previous")
        #expect(temporaryFiles(under: harness.home.url).isEmpty)
        #expect(harness.snapshotBytes == nil)
    }

    @Test func ctrlCWhileWaitingForTheStoresLockEndsTheRunAfterTheGracePeriod() async throws {
        try requireBinary()
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 30))
        // Another process holds the store's write lock: the fetch waits for it inside SQLite's
        // busy wait, which no cancellation reaches, so the grace period ends the process (else
        // SQLite would give up after 30 s, with an error of its own).
        try HistoryStore.open(at: harness.storeFile).close()
        let holder = try SQLiteDatabase(path: harness.storeFile.path, create: false)
        try holder.execute("BEGIN EXCLUSIVE")
        defer { try? holder.close() }
        let child = try ChildProcess([Self.binary.path, "fetch"], environment: environment(harness))
        try await waitFor("/avatars/emu-user.png", on: harness)
        try await Task.sleep(for: .milliseconds(300))
        #expect(!child.hasEnded, "the fetch did not wait for the lock")
        let result = await child.finish(after: SIGINT)
        #expect(child.diedBy(SIGINT), "\(result.status) \(result.stderr)")
        #expect(result.stderr == "qiita-stats: error: interrupted\n")
        try holder.execute("ROLLBACK")
        #expect(harness.snapshotBytes == nil)
        #expect(temporaryFiles(under: harness.home.url).isEmpty)
    }

    /// Ctrl-C while a long document goes to a pipe left unread: the command, blocked in its write,
    /// cannot see the signal. Drained a moment later, it ends its write and returns; left longer,
    /// the grace period ends it. Either way the run ends saying `interrupted` and dies by the
    /// signal, never as though it had merely succeeded or failed (unless it ended before the
    /// signal was taken in, its document whole).
    @Test func ctrlCWhileAnOutputIsWrittenEndsSayingSoAndByTheSignal() async throws {
        try requireBinary()
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 1_000, bodies: false))
        #expect(await harness.run(["fetch"]).status == .success)
        for pause in [0, 100, 1_000] {
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = ["report", "--offline", "--json", "-"] + Self.tenYears[0]
            process.environment = environment(harness)
            let (output, errors) = try (ChildProcess.pipe(), ChildProcess.pipe())
            (process.standardInput, process.standardOutput, process.standardError) = (
                FileHandle.nullDevice, output.write, errors.write
            )
            try process.run()
            try output.write.close()
            try errors.write.close()
            // Its first bytes: the document is being written, and soon fills the pipe.
            let first = try await Self.read { try output.read.read(upToCount: 1) ?? Data() }
            kill(process.processIdentifier, SIGINT)
            try await Task.sleep(for: .milliseconds(pause))
            let rest = try await Self.read { output.read.readDataToEndOfFile() }
            let stderr = try await Self.read { errors.read.readDataToEndOfFile() }
            process.waitUntilExit()
            let said = String(decoding: stderr, as: UTF8.self)
            if process.terminationReason == .exit {
                #expect([0, 3].contains(process.terminationStatus), "after \(pause) ms: \(said)")
                #expect((try? JSONSerialization.jsonObject(with: first + rest)) != nil, "after \(pause) ms")
                #expect(!said.contains("interrupted"), "after \(pause) ms: \(said)")
            } else {
                #expect(process.terminationStatus == SIGINT, "after \(pause) ms: \(said)")
                #expect(said.hasSuffix("qiita-stats: error: interrupted\n"), "after \(pause) ms: \(said)")
            }
        }
    }

    /// What `body` reads, on a thread of its own: a blocking read never holds a thread of the test pool.
    private static func read(_ body: @escaping @Sendable () throws -> Data) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    @Test func aKillAtAnyInstantOfAnOutputWriteLeavesTheOldOrTheNewFile() async throws {
        try requireBinary()
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 1_000, bodies: false))
        #expect(await harness.run(["fetch"]).status == .success)
        let output = harness.home.url.appendingPathComponent("report.json")
        let commands = Self.tenYears.map { [Self.binary.path, "report", "--offline", "--json", output.path] + $0 }
        var expected: [Data] = []
        var timing = KillTiming()
        for command in commands {
            let start = ContinuousClock.now
            let result = await (try ChildProcess(command, environment: environment(harness))).finish(stdin: "")
            timing.observe(ContinuousClock.now - start)
            #expect(result.status == 0 || result.status == 3, "\(result.stderr)")
            expected.append(try Data(contentsOf: output))
        }
        try #require(expected[0] != expected[1])
        var torn = 0
        for iteration in 0..<150 {
            let child = try ChildProcess(commands[iteration % 2], environment: environment(harness))
            try await timing.kill(child)
            let now = try Data(contentsOf: output)
            if now != expected[0] && now != expected[1] { torn += 1 }
            timing.record(wroteFirst: now == expected[iteration % 2])
        }
        #expect(torn == 0, "\(torn) of 150 kills left a torn file")
        #expect(timing.both, "the kills never straddled the write")
    }

    @Test func aKillAtAnyInstantOfAFetchLeavesTheOldOrTheNewCache() async throws {
        try requireBinary()
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 600, bodies: false), FaultOptions(rateLimit: 1_000_000))
        var timing = KillTiming()
        let start = ContinuousClock.now
        let first = try ChildProcess([Self.binary.path, "fetch"], environment: environment(harness))
        #expect(await first.finish(stdin: "").status == 0)
        timing.observe(ContinuousClock.now - start)
        var previous = try #require(harness.snapshotBytes)
        var torn = 0
        for _ in 0..<100 {
            let child = try ChildProcess([Self.binary.path, "fetch"], environment: environment(harness))
            try await timing.kill(child)
            let now = try #require(harness.snapshotBytes)
            if now != previous, (try? harness.snapshot())?.items.count != 600 { torn += 1 }
            timing.record(wroteFirst: now != previous)
            previous = now
        }
        #expect(torn == 0, "\(torn) of 100 kills left a torn cache")
        #expect(timing.both, "the kills never straddled the write")
        // SQLite rolls back what a killed fetch left in its journal; the store stays whole.
        let last = await (try ChildProcess([Self.binary.path, "fetch"], environment: environment(harness)))
            .finish(stdin: "")
        #expect(last.status == 0, "\(last.stderr)")
        let database = try SQLiteDatabase(path: harness.storeFile.path, create: false)
        defer { try? database.close() }
        #expect(try database.withStatement("PRAGMA integrity_check") { try $0.step() ? $0.text(at: 0) : nil } == "ok")
    }

    /// Two ten-year periods, a day apart: a megabyte of JSON that differs.
    static let tenYears = [
        ["--from", "2015-07-01", "--to", "2025-06-30"], ["--from", "2015-07-02", "--to", "2025-06-30"],
    ]
}

/// When to SIGKILL a child so that kills land around the moment it writes: the estimate of that
/// moment moves earlier after a kill that came after the write and later after one that came
/// before, by a step halved at each change of side (a bisection that keeps following the
/// machine's load), so kills gather around the write.
struct KillTiming {
    private var estimate = Duration.zero
    private var step = Duration.zero
    private var last: Bool?
    private var outcomes: Set<Bool> = []

    /// Whether kills landed both before and after a write.
    var both: Bool { outcomes.count == 2 }

    /// A whole run took `duration`: the write comes near its end.
    mutating func observe(_ duration: Duration) {
        estimate = max(estimate, duration * 0.9)
        step = estimate * 0.1
    }

    /// Waits the estimate, give or take a little, then kills `child` and waits for it to end.
    func kill(_ child: ChildProcess) async throws {
        let jitter = Double.random(in: -1...1) * 0.03 * estimate.seconds
        try await Task.sleep(for: .seconds(max(0, estimate.seconds + jitter)))
        #if canImport(Glibc)
            Glibc.kill(child.process.processIdentifier, SIGKILL)
        #else
            Darwin.kill(child.process.processIdentifier, SIGKILL)
        #endif
        _ = await child.finish(stdin: "")
    }

    /// Whether the last kill came after the child had written.
    mutating func record(wroteFirst: Bool) {
        outcomes.insert(wroteFirst)
        if let last, last != wroteFirst { step = max(.milliseconds(4), step / 2) }
        last = wroteFirst
        estimate = max(.zero, wroteFirst ? estimate - step : estimate + step)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
