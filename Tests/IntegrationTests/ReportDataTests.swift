import Foundation
import QiitaEmulator
import TestSupport
import Testing

/// Where `report` takes its snapshot from: the cache while fresh, a fetch when stale or
/// asked, never the network with --offline; outputs written atomically.
@Suite(.serialized) struct ReportDataTests {
    /// A report from the store reads its period's articles and the most viewed and most liked of
    /// all time; its page lists the same all-time tops as the page of every article (a fetch made
    /// just now), most of them published outside the month.
    @Test(arguments: [[String](), ["--include-private"]])
    func thePageOfAMonthFromTheStoreListsTheAllTimeTops(extra: [String]) async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 400))
        #expect(await harness.run(["fetch"]).status == .success)
        let template = harness.home.url.appendingPathComponent("tops.html")
        try Data(
            "{{#top_by_views}}{{date}} {{title}} {{value}}\n{{/top_by_views}}--\n{{#top_by_likes}}{{date}} {{title}} {{value}}\n{{/top_by_likes}}"
                .utf8
        )
        .write(to: template)
        let month = ["--month", "2025-03", "--template", template.path] + extra + ["--html"]
        let stored = await harness.run(["report", "--offline"] + month + ["store.html"])
        let whole = await harness.run(["report", "--refresh"] + month + ["file.html"])
        #expect(stored.status == .success && whole.status == .success, "\(stored.stderr)\(whole.stderr)")
        let page = { (name: String) in
            try String(contentsOf: harness.home.url.appendingPathComponent(name), encoding: .utf8)
        }
        let tops = try page("store.html")
        #expect(tops == (try page("file.html")))
        #expect(tops.split(separator: "\n").count == 21)
        #expect(tops.split(separator: "\n").filter { !$0.hasPrefix("2025-03") && $0 != "--" }.count > 10)
    }

    @Test func aFreshCacheIsReusedWithoutAnyRequest() async throws {
        let harness = try EmulatorHarness()
        #expect(await harness.run(["fetch"]).status == .success)
        let served = harness.requestLog.count
        let run = await harness.run(["report", "--json", "--month", "2026-11"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("{\n  \"schema_version\": 2,"))
        #expect(harness.requestLog.count == served)
    }

    @Test func aStaleCacheOrRefreshFetchesAgain() async throws {
        let harness = try EmulatorHarness()
        #expect(await harness.run(["fetch"]).status == .success)
        let served = harness.requestLog.count
        #expect(await harness.run(["report", "--json", "--refresh"]).status == .success)
        #expect(harness.requestLog.count > served)
        let again = harness.requestLog.count
        #expect(await harness.run(["report", "--json", "--max-age", "0s"]).status == .success)
        #expect(harness.requestLog.count > again)
    }

    @Test func withoutACacheReportFetchesFirst() async throws {
        let harness = try EmulatorHarness()
        let run = await harness.run(["report", "--json", "out/report.json", "--year", "2025"])
        #expect(run.status == .success, "\(run.stderr)")
        let written = try String(
            contentsOf: harness.home.url.appendingPathComponent("out/report.json"), encoding: .utf8)
        #expect(written.contains("\"from\": \"2025-01-01\""))
        #expect(harness.snapshotBytes != nil)
    }

    @Test func offlineNeverTouchesTheNetwork() async throws {
        let harness = try EmulatorHarness()
        let cold = await harness.run(["report", "--json", "--offline"])
        #expect(cold.status == .failure)
        #expect(cold.stderr.contains("no cached snapshot"))
        #expect(cold.stderr.contains("hint: run 'qiita-stats fetch' first"))
        #expect(harness.requestLog.isEmpty)
        #expect(await harness.run(["fetch"]).status == .success)
        let served = harness.requestLog.count
        let warm = await harness.run(
            ["report", "--json", "--offline", "--max-age", "1s"], environment: ["QIITA_TOKEN": ""])
        #expect(warm.status == .success, "\(warm.stderr)")
        #expect(harness.requestLog.count == served)
    }

    @Test func aFailedRefreshLeavesTheCacheAndTheOutputsByteIdentical() async throws {
        let harness = try EmulatorHarness()
        #expect(await harness.run(["report", "--json", "report.json"]).status == .success)
        let output = harness.home.url.appendingPathComponent("report.json")
        let before = try Data(contentsOf: output)
        let cacheBefore = try #require(harness.snapshotBytes)
        let failing = await harness.run(
            ["report", "--json", "report.json", "--refresh"], environment: ["QIITA_TOKEN": "revoked-token"])
        #expect(failing.status == .authentication)
        #expect(try Data(contentsOf: output) == before)
        #expect(harness.snapshotBytes == cacheBefore)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: harness.home.url.path).filter {
            $0.hasPrefix(".report.json") || $0.hasSuffix(".tmp")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func sameInputGivesByteIdenticalJSON() async throws {
        let harness = try EmulatorHarness()
        #expect(await harness.run(["report", "--json", "a.json", "--year", "2025"]).status == .success)
        #expect(await harness.run(["report", "--json", "b.json", "--year", "2025", "--offline"]).status == .success)
        let a = try Data(contentsOf: harness.home.url.appendingPathComponent("a.json"))
        let b = try Data(contentsOf: harness.home.url.appendingPathComponent("b.json"))
        #expect(a == b)
    }

    @Test func limitedShareItemsStayOutUnlessAsked() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 537))
        #expect(await harness.run(["fetch"]).status == .success)
        let privateCount = harness.emulator.dataset.items.filter(\.isPrivate).count
        #expect(privateCount > 0)
        let without = await harness.run(["report", "--json", "--from", "2016-01-01", "--to", "2025-12-31", "--offline"])
        let with = await harness.run([
            "report", "--json", "--from", "2016-01-01", "--to", "2025-12-31", "--offline", "--include-private",
        ])
        let allTime = { (text: String) -> Int in
            let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            return ((object?["all_time"] as? [String: Any])?["posts"] as? Int) ?? -1
        }
        #expect(allTime(without.stdout) == 537 - privateCount)
        #expect(allTime(with.stdout) == 537)
        #expect(!without.stdout.contains("/private/"))
    }
}
