import EmulatorFaults
import Foundation
import QiitaEmulator
import QiitaModel
import TestSupport
import Testing

/// Two `fetch` runs and a `report` at once on one cache, as child processes: the cache is
/// never corrupted, and every run succeeds or reads a whole snapshot.
@Suite(.serialized) struct ConcurrentRunTests {
    static let binary = builtProduct("qiita-stats")

    @Test func twoFetchesAndAReportAtOnceLeaveAWholeCache() async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "build it first: swift build --build-tests (looked at \(Self.binary.path))")
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 537), FaultOptions(latencyMilliseconds: 5))
        let environment = childEnvironment(home: harness.home.url, harness: harness).merging([
            "QIITA_TOKEN": "emu-token"
        ]) { $1 }
        let output = harness.home.url.appendingPathComponent("report.json")
        for round in 0..<6 {
            let children = try [
                ChildProcess([Self.binary.path, "fetch"], environment: environment),
                ChildProcess([Self.binary.path, "fetch", "--concurrency", "3"], environment: environment),
                ChildProcess(
                    [Self.binary.path, "report", "--refresh", "--year", "2025", "--json", output.path],
                    environment: environment),
            ]
            for child in children {
                let result = await child.finish(stdin: "")
                #expect(result.status == 0, "round \(round): \(result.stderr)")
            }
            let snapshot = try harness.snapshot()
            #expect(snapshot.items.map(\.id) == harness.emulator.dataset.items.map(\.id), "round \(round)")
            let document = try JSONSerialization.jsonObject(with: try Data(contentsOf: output)) as? [String: Any]
            #expect(document?["schema_version"] as? Int == 2, "round \(round)")
            let offline = try ChildProcess(
                [Self.binary.path, "report", "--offline", "--year", "2025", "--json"], environment: environment)
            let read = await offline.finish(stdin: "")
            #expect(read.status == 0, "round \(round): \(read.stderr)")
            #expect(read.stdout.hasPrefix("{"))
        }
    }

    /// Four fetches at once with one token and a quota smaller than their sum: they share the quota through the store,
    /// so together they start no request it cannot cover; each may meet the quota used up once, before it knows the
    /// count, and never again.
    @Test func fourFetchesWithOneTokenShareItsQuota() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build it first")
        let items = 40
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: items, listViews: false), FaultOptions(latencyMilliseconds: 50, rateLimit: 100)
        )
        let environment = childEnvironment(home: harness.home.url, harness: harness).merging([
            "QIITA_TOKEN": "emu-token"
        ]) { $1 }
        let children = try (0..<4).map { _ in try ChildProcess([Self.binary.path, "fetch"], environment: environment) }
        var statuses: [Int32] = []
        for child in children {
            let result = await child.finish(stdin: "")
            // Exit 0, 3 (the views the quota left out are stale) or 75 (no request could be covered).
            #expect([0, 3, 75].contains(result.status), "\(result.stderr)")
            statuses.append(result.status)
        }
        let log = harness.requestLog.filter { $0.hadAuthorization }
        #expect(
            statuses.contains { $0 != 0 } && log.count > 80, "the quota ran out: \(statuses), \(log.count) requests")
        let refused = log.filter { $0.status == 429 }.count
        #expect(refused <= 4, "\(refused) answers of 429 to \(log.count) requests")
    }
}
