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
}
