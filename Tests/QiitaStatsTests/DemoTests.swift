import CurlTransport
import Foundation
import PNGEncoder
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
        // And the page, with the avatar the emulator served.
        let page = try String(
            contentsOf: home.url.appendingPathComponent("output/demo/report.html"), encoding: .utf8)
        #expect(HTMLScan(page).tags("img").first?.attribute("src")?.hasPrefix("data:image/png;base64,") == true)
        let png = try Data(contentsOf: home.url.appendingPathComponent("output/demo/contributions.png"))
        #expect(try PNGCodec.decodeBitmap(Array(png)).width > 1000, "a year of weeks at pixel scale 2")
        // The demo keeps its cache in its own folder and never touches the user's.
        #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent("output/demo/cache").path))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".cache").path))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".config").path))
    }
}
