import CurlTransport
import Foundation
import PNGEncoder
import QiitaEmulator
import TestSupport
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
        #expect(
            run.stdout.contains("$ qiita-stats fetch --zenn emu-user\nFetched 537 items of emu-user from 127.0.0.1:"))
        #expect(run.stdout.contains(" and 269 articles of emu-user from Zenn.\n"))
        #expect(run.stdout.contains("Zenn   "), "the rows per source")
        #expect(run.stdout.contains("Less · ░ ▒ ▓ █ More"))
        let document = home.url.appendingPathComponent("output/demo/report.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: document)) as? [String: Any]
        #expect(json?["schema_version"] as? Int == 2)
        // And the page, with the avatar the emulator served.
        let page = try String(
            contentsOf: home.url.appendingPathComponent("output/demo/report.html"), encoding: .utf8)
        #expect(HTMLScan(page).tags("img").first?.attribute("src")?.hasPrefix("data:image/png;base64,") == true)
        let png = try Data(contentsOf: home.url.appendingPathComponent("output/demo/contributions.png"))
        #expect(try PNGCodec.decodeBitmap(Array(png)).width > 1000, "a year of weeks at pixel scale 2")
        // Every output, listed after the grid.
        let listed = try #require(run.stdout.range(of: "Files written"))
        #expect(try #require(run.stdout.range(of: "Less · ░ ▒ ▓ █ More")).upperBound < listed.lowerBound)
        for name in [
            "contributions.png", "contributions.svg", "report.html", "report.json", "badge.svg", "badge.png",
            "badge.json",
        ] {
            let path = home.url.appendingPathComponent("output/demo/\(name)").path
            #expect(run.stdout[listed.upperBound...].contains(path), "\(name) listed")
            #expect(FileManager.default.fileExists(atPath: path), "\(name) written")
        }
        let badge = try String(contentsOf: home.url.appendingPathComponent("output/demo/badge.svg"), encoding: .utf8)
        #expect(badge.hasPrefix("<svg ") && badge.contains(" posts · "))
        let endpoint =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: home.url.appendingPathComponent("output/demo/badge.json"))) as? [String: Any]
        #expect(endpoint?["schemaVersion"] as? Int == 1)
        #expect(
            try PNGCodec.decodeBitmap(Array(Data(contentsOf: home.url.appendingPathComponent("output/demo/badge.png"))))
                .height == 40)
        // The demo keeps its store in its own folder and never touches the user's.
        #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent("output/demo/data").path))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".cache").path))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".config").path))
        // Nor the user's history: the demo's fetch is recorded in a history of its own.
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".local").path))
        let history = home.url.appendingPathComponent("output/demo/data/qiita-stats/history.sqlite3")
        #expect(FileManager.default.fileExists(atPath: history.path))
    }
}
