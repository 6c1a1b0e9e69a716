import CurlTransport
import Foundation
import QiitaEmulator
import Testing

@Suite struct DemoTests {
    @Test func theDemoRunsTheWholeToolAgainstTheBuiltInEmulator() async throws {
        let home = TemporaryDirectory()
        let transport = CurlTransport()
        defer { transport.shutdown() }
        let run = await runTool(
            ["demo", "--color", "never"], environment: ["TZ": "Asia/Tokyo", "COLUMNS": "120"], home: home.url,
            transport: transport, now: Date(), startDemoAPI: { try QiitaEmulator.demoAPI() })
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("$ qiita-stats fetch\nFetched 537 items of emu-user"))
        #expect(run.stdout.contains("Less · ░ ▒ ▓ █ More"))
        let document = home.url.appendingPathComponent("output/demo/report.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: document)) as? [String: Any]
        #expect(json?["schema_version"] as? Int == 1)
        // The demo keeps its cache in its own folder and never touches the user's.
        #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent("output/demo/cache").path))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".cache").path))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".config").path))
        // Nor the user's history: the demo's fetch is recorded in a history of its own.
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".local").path))
        let history = home.url.appendingPathComponent("output/demo/data/qiita-stats/history.sqlite3")
        #expect(FileManager.default.fileExists(atPath: history.path))
    }
}
