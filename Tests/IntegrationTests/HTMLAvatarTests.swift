import Foundation
import QiitaEmulator
import QiitaStatsCore
import TestSupport
import Testing

/// The avatar in the page: the very bytes the server sent, or the initial when they were not an image.
@Suite struct HTMLAvatarTests {
    /// Fetches, then writes the page from the cache; returns the page's `<img>` tags.
    private func page(_ harness: EmulatorHarness) async throws -> HTMLScan {
        let fetch = await harness.run(["fetch"])
        #expect(fetch.status == .success, "\(fetch.stderr)")
        let report = await harness.run(["report", "--offline", "--year", "2025", "--html", "page.html"])
        #expect(report.status == .success, "\(report.stderr)")
        let html = try String(contentsOf: harness.home.url.appendingPathComponent("page.html"), encoding: .utf8)
        return HTMLScan(html)
    }

    @Test func theEmbeddedAvatarIsExactlyWhatTheServerSent() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 20))
        let scan = try await page(harness)
        let images = scan.tags("img")
        #expect(images.count == 1)
        let source = try #require(images.first?.attribute("src"))
        let prefix = "data:image/png;base64,"
        #expect(source.hasPrefix(prefix))
        let embedded = try #require(Data(base64Encoded: String(source.dropFirst(prefix.count))))
        let served = try await harness.transport.send(HTTPRequest(url: harness.emulator.avatarURL))
        #expect(served.status == 200 && served.body.count > 100)
        #expect(Array(embedded) == Array(served.body))
    }

    @Test(arguments: ["svg", "html"])
    func anAvatarThatIsNotAnImageIsNeverEmbedded(kind: String) async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 20), faults: "avatar=\(kind)")
        let scan = try await page(harness)
        #expect(scan.tags("img").isEmpty)
        let placeholder = scan.tags("span").filter { $0.attribute("class") == "avatar initial" }
        #expect(placeholder.count == 1)
        #expect(scan.texts.contains("E"), "the initial of emu-user")
        let served = try await harness.transport.send(HTTPRequest(url: harness.emulator.avatarURL))
        let html = try String(contentsOf: harness.home.url.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(!html.contains(String(decoding: served.body, as: UTF8.self).trimmingCharacters(in: .newlines)))
        #expect(!html.contains("data:image/svg") && !html.contains("data:text"))
    }
}
