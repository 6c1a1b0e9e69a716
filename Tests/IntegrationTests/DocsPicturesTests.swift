import CurlTransport
import Foundation
import PNGEncoder
import QiitaEmulator
import QiitaStatsCore
import Raster
import SQLiteStore
import TestSupport
import Testing

/// The pictures in `docs/` that the README shows are the ones the current code draws from the
/// demo's data (`make docs-images` redraws them with `scripts/docs-images.sh`): the PNG
/// calendars compared by decoded pixels, the SVG calendar and the badge byte for byte (the
/// tool's SVG is deterministic), and the terminal grid of the README against the real output. The HTML
/// screenshot (`docs/report-html.png`) is Chromium's drawing, not the tool's, and is not compared.
@Suite(.serialized) struct DocsPicturesTests {
    /// The demo, run in a temporary home as `scripts/docs-images.sh` runs it (TZ=Asia/Tokyo).
    /// With the environment that reads the demo's store and Zenn link back offline, under its host (as the script does).
    static func demo() async throws -> (home: TemporaryDirectory, from: String, to: String, data: [String: String]) {
        let home = TemporaryDirectory()
        let transport = CurlTransport()
        defer { transport.shutdown() }
        let run = await runTool(
            ["demo", "--output", "demo", "--color", "never"], environment: ["TZ": "Asia/Tokyo"], home: home.url,
            transport: transport, now: Date(), startDemoAPI: { try QiitaEmulator.demoAPI() })
        try #require(run.status == .success, "\(run.stderr)")
        let step = try #require(
            run.stdout.split(separator: "\n").first {
                $0.hasPrefix("$ qiita-stats report --from ") && $0.contains("--png")
            })
        let words = step.split(separator: " ").map(String.init)
        let from = try #require(words.firstIndex(of: "--from").map { words[$0 + 1] })
        let to = try #require(words.firstIndex(of: "--to").map { words[$0 + 1] })
        let data = home.url.appendingPathComponent("demo/data")
        let database = try SQLiteDatabase(
            path: data.appendingPathComponent("qiita-stats/history.sqlite3").path, create: false)
        let host = try database.withStatement("SELECT host FROM accounts") { try $0.step() ? $0.text(at: 0) : "" }
        try database.close()
        return (
            home, from, to,
            [
                "TZ": "Asia/Tokyo", "QIITA_API_BASE_URL": "http://\(host)", "XDG_DATA_HOME": data.path,
                "XDG_CONFIG_HOME": data.appendingPathComponent("config").path,
            ]
        )
    }

    static func bitmap(_ url: URL) throws -> Bitmap {
        try PNGCodec.decodeBitmap(Array(Data(contentsOf: url)))
    }

    static func expectSamePixels(_ drawn: URL, _ checkedIn: String) throws {
        let golden = try bitmap(repositoryRoot.appendingPathComponent(checkedIn))
        let image = try bitmap(drawn)
        #expect(
            image == golden,
            "\(checkedIn) is not what the code draws now (\(image.width)×\(image.height) against \(golden.width)×\(golden.height)): run `make docs-images` and commit it"
        )
    }

    @Test(.enabled(if: ReferenceFonts.installed, ReferenceFonts.missing))
    func theCheckedInPicturesAreWhatTheCodeDrawsNow() async throws {
        let (home, from, to, data) = try await Self.demo()
        try Self.expectSamePixels(
            home.url.appendingPathComponent("demo/contributions.png"), "docs/contributions-light.png")

        let dark = await runTool(
            ["report", "--offline", "--from", from, "--to", to, "--theme", "dark", "--png", "dark.png"],
            environment: data, home: home.url)
        #expect(dark.status == .success, "\(dark.stderr)")
        try Self.expectSamePixels(home.url.appendingPathComponent("dark.png"), "docs/contributions-dark.png")

        for (drawn, checkedIn) in [
            ("demo/badge.svg", "docs/badge.svg"), ("demo/contributions.svg", "docs/contributions.svg"),
        ] {
            let bytes = try Data(contentsOf: home.url.appendingPathComponent(drawn))
            let golden = try Data(contentsOf: repositoryRoot.appendingPathComponent(checkedIn))
            #expect(bytes == golden, "\(checkedIn) is not the demo's: run `make docs-images` and commit it")
        }
    }

    /// The README's terminal grid is the output of the command shown above it, on the demo's data.
    @Test(arguments: ["README.md", "README.ja.md"])
    func theReadmeGridIsWhatTheToolPrints(document: String) async throws {
        let readme = try repositoryText(document)
        let lines = readme.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("$ qiita-stats report --month 2025-03") })
        let shown = lines[(start + 1)...].prefix { $0 != "```" }.joined(separator: "\n") + "\n"
        let command = lines[start].dropFirst("$ qiita-stats ".count).split(separator: " ").map(String.init)
        let (home, _, _, data) = try await Self.demo()
        let run = await runTool(
            command + ["--offline"], environment: data.merging(["LANG": "C.UTF-8"]) { $1 }, home: home.url,
            terminal: Terminal(columns: 100))
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout == shown, "\(document): the grid after `\(lines[start])` is not what the tool prints now")
    }
}
