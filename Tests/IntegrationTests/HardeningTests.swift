import EmulatorFaults
import Foundation
import QiitaEmulator
import TestSupport
import Testing

@testable import Contributions
@testable import QiitaAPI
@testable import QiitaModel
@testable import QiitaStatsCore

/// The crash, the request flood and the data loss of the hardening audit:
/// each failed before its fix.
@Suite(.serialized) struct HardeningTests {
    // MARK: 1. Counts past Int64 crashed `report`

    /// Such an article is passed over, not the whole fetch: it keeps
    /// the counts of the fetch before, and the report can never overflow.
    @Test func countsThatWouldOverflowKeepTheLastGoodCountsNamingTheArticle() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 30))
        #expect(await harness.run(["fetch"]).status == .success)
        let before = try harness.snapshot()
        let newest = harness.emulator.dataset.items[0].id
        let hostile = try EmulatorHarness(
            EmulatorConfiguration(
                items: 30,
                edits: [
                    JSONEdit(target: .item(0), field: "likes_count", json: "9223372036854775807"),
                    JSONEdit(target: .item(1), field: "likes_count", json: "9223372036854775807"),
                ]))
        let run = await hostile.runReusingHome(of: harness, ["fetch"])
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(run.stderr.contains("\(newest): likes_count 9223372036854775807 is not a count"), "\(run.stderr)")
        let after = try JSONDecoder().decode(Snapshot.self, from: hostile.reusedSnapshotBytes(of: harness) ?? Data())
        #expect(after.items.count == 30)
        for index in 0..<2 {
            let id = harness.emulator.dataset.items[index].id
            #expect(after.items.first { $0.id == id }?.likesCount == before.items.first { $0.id == id }?.likesCount)
        }
    }

    @Test(arguments: [
        ("page_views_count", "9223372036854775808"), ("likes_count", "-3"), ("stocks_count", "1e300"),
        ("page_views_count", "4611686018427387904"), ("likes_count", "1e400"), ("likes_count", "\"many\""),
        ("stocks_count", "{\"a\":1}"), ("created_at", "\"2024-13-45T99:00:00+09:00\""), ("created_at", "\"zzz\""),
    ])
    func aCountOrTimeThatCannotBeReadLeavesOutOnlyItsArticleNamingIt(field: String, value: String) async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 5, edits: [JSONEdit(target: .item(2), field: field, json: value)]))
        let run = await harness.run(["fetch"])
        let id = harness.emulator.dataset.items[2].id
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(run.stderr.contains("(\(id): \(field) "), "\(run.stderr)")
        #expect(
            run.stderr.contains("warning: left out 1 article: no fetch could read their counts or dates"),
            "\(run.stderr)")
        #expect(!run.stderr.contains("not valid JSON"))
        #expect(try harness.snapshot().items.map(\.id) == harness.emulator.dataset.items.map(\.id).filter { $0 != id })
        let report = await harness.run(["report", "--offline", "--json"])
        #expect(report.status == .partial && report.stdout.contains(#""kind": "left_out""#), "\(report.stderr)")
    }

    @Test func sumsSaturateInsteadOfTrapping() {
        var tally = Tally()
        let huge = SnapshotItem(
            id: "a", title: "", url: "", createdAt: "", updatedAt: "", likesCount: Int.max, stocksCount: Int.max,
            pageViewsCount: Int.max)
        tally.add(huge)
        tally.add(huge)
        tally.merge(tally)
        #expect(tally.likes == Int.max && tally.stocks == Int.max && tally.views == Int.max && tally.posts == 4)
        #expect(LevelScale.relative.level(of: Int.max - 1, maximum: Int.max, thresholds: .standard) == 4)
    }

    // MARK: 2. `fetch --wait` flooded the API when the reset was already past on this clock

    @Test func waitWithTheClockAheadOfTheServerNeverFloods() async throws {
        // The server omits `Date`, so the skew cannot be measured: only the floor stands
        // between a reset that is already past on this clock and a busy loop.
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 5), FaultOptions(rateLimit: 1, droppedHeaders: ["Date"]))
        let run = await waitingFetch(harness, clockSkew: 7200)
        #expect(run.status == .rateLimited, "\(run.stderr)")
        #expect(run.stderr.contains("stayed used up for over an hour"), "\(run.stderr)")
        let refused = harness.requestLog.filter { $0.status == 429 }
        // An hour of waits from 1 s doubling to 60 s: about seventy tries, not thousands.
        #expect(refused.count <= 80, "\(refused.count) requests over the quota")
        let waits = harness.recordedSleeps.filter { $0 >= .seconds(1) }
        #expect(waits.count >= refused.count - 2)
        #expect(harness.snapshotBytes == nil)
    }

    /// With `Rate-Reset` in the past, every request that met the used-up
    /// quota waited on its own and came back at once after each wait, with a line each.
    @Test func aUsedUpQuotaIsWaitedForOnceByTheWholeFetchAndProbedByOneRequest() async throws {
        var configuration = EmulatorConfiguration(items: 300, listViews: false)
        var options = FaultOptions(rateLimit: 40)
        options.headerOverrides = ["Rate-Reset": "1000"]
        configuration.bodies = false
        let harness = try EmulatorHarness(configuration, options)
        let run = await waitingFetch(harness)
        // The list came in; the views the quota left out stay unknown once the wait is given up.
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(run.stderr.contains("views not fetched: the rate limit ran out"))
        // An hour of waits from 1 s doubling to 60 s: about seventy, not thousands, and a line a
        // minute about them.
        let waits = harness.recordedSleeps.count { $0 >= .seconds(1) }
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("rate limit used up; waiting") }.count
        #expect((5...80).contains(waits), "\(waits) waits")
        #expect((30...62).contains(lines), "\(lines) lines about waiting")
        // What was in flight when the quota ran out, then one probe a wait, then nothing.
        let refused = harness.requestLog.filter { $0.status == 429 }.count
        #expect(refused <= 16 + waits, "\(refused) requests over the quota for \(waits) waits")
    }

    /// `fetch --wait` in virtual time, cancelled once the emulator has refused 500 requests: a
    /// flood ends the test, found by counting what it sends, not by a time limit a busy machine
    /// would reach first.
    private func waitingFetch(_ harness: EmulatorHarness, clockSkew: TimeInterval = 0) async -> ToolRun {
        let fetch = Task { await harness.run(["fetch", "--wait"], clockSkew: clockSkew, virtualTime: true) }
        let watch = Task {
            while !Task.isCancelled {
                if harness.emulator.requestLog.count(where: { $0.status == 429 }) > 500 { return fetch.cancel() }
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        defer { watch.cancel() }
        return await fetch.value
    }

    @Test func waitMeasuresTheSkewFromTheServersDateAndWaitsForTheRealReset() async throws {
        // This machine's clock is two hours ahead: without the server's `Date` the reset looks
        // long past; with it, the tool waits for the real reset and every view comes in.
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 40, listViews: false),
            FaultOptions(rateLimit: 30, rateLimitWindow: .seconds(60)),
            sharedClock: true)
        let run = await harness.run(["fetch", "--wait"], clockSkew: 7200, virtualTime: true)
        #expect(run.status == .success, "\(run.stderr)")
        #expect(try harness.snapshot().items.allSatisfy { !$0.viewsStale && $0.pageViewsCount != nil })
        #expect(harness.requestLog.filter { $0.status == 429 }.count <= 2)
        #expect(run.stderr.contains("qiita-stats: rate limit used up; waiting"), "a silent wait in a CI log")
    }

    @Test func aResetFourHundredDaysAheadIsNotWaitedFor() async throws {
        // This clock is 400 days behind the server's, which does not say its `Date`.
        let dropped = try EmulatorHarness(
            EmulatorConfiguration(items: 5), FaultOptions(rateLimit: 1, droppedHeaders: ["Date"]))
        let run = await dropped.run(["fetch", "--wait"], clockSkew: -400 * 86_400, virtualTime: true)
        #expect(run.status == .rateLimited, "\(run.stderr)")
        #expect(run.stderr.contains("400 days away, longer than its one-hour window"), "\(run.stderr)")
        #expect(run.stderr.contains("hint: check this machine's clock"))
        #expect(dropped.recordedSleeps.allSatisfy { $0 < .seconds(3600) })
    }

    @Test func rateLimitWaitsHaveAFloorThatGrowsAndACeiling() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let past = 999_000
        #expect(RateLimitWait.decide(reset: past, now: now, earlier: 0, waited: 0) == .sleep(seconds: 1))
        #expect(RateLimitWait.decide(reset: past, now: now, earlier: 3, waited: 7) == .sleep(seconds: 8))
        #expect(RateLimitWait.decide(reset: past, now: now, earlier: 20, waited: 100) == .sleep(seconds: 60))
        #expect(RateLimitWait.decide(reset: 1_000_100, now: now, earlier: 0, waited: 0) == .sleep(seconds: 101))
        #expect(RateLimitWait.decide(reset: 1_000_000 + 400 * 86_400, now: now, earlier: 0, waited: 0).isTooFar)
        #expect(RateLimitWait.decide(reset: past, now: now, earlier: 60, waited: 3650).isTooFar)
    }

    @Test func theServersDateMovesTheResetOntoThisClock() throws {
        let headers = HTTPHeaders([
            ("Rate-Remaining", "5"), ("Rate-Reset", "1000"), ("Date", "Thu, 01 Jan 1970 00:15:00 GMT"),
        ])
        let status = RateLimitStatus(headers)
        #expect(status.serverDate == Date(timeIntervalSince1970: 900))
        let budget = RateBudget()
        budget.settle(
            try #require(budget.reserve(now: Date(timeIntervalSince1970: 8100))), status,
            now: Date(timeIntervalSince1970: 8100.6))
        #expect(budget.localReset(1000) == 8201)
        // A slower answer does not move the estimate: the smallest difference is the truest.
        var later = status
        later.serverDate = Date(timeIntervalSince1970: 901)
        budget.settle(
            try #require(budget.reserve(now: Date(timeIntervalSince1970: 8102))), later,
            now: Date(timeIntervalSince1970: 8102.9))
        #expect(budget.serverTime(Date(timeIntervalSince1970: 8200)) == Date(timeIntervalSince1970: 999.4))
        // The quota of a window is the server's until its reset on the server's clock.
        #expect(budget.available(now: Date(timeIntervalSince1970: 8200)) == 4)
        #expect(budget.available(now: Date(timeIntervalSince1970: 8201)) == nil)
        #expect(HTTPDateParser.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDateParser.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
    }

    // MARK: 3. `fetch --user <your own id>` replaced the logged-in snapshot with the public one

    @Test func aPublicFetchOfYourOwnIdKeepsYourViewsAndLimitedShareArticles() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 60))
        #expect(await harness.run(["fetch"]).status == .success)
        let before = try #require(harness.snapshotBytes)
        let snapshot = try harness.snapshot()
        #expect(snapshot.viewsAvailable && snapshot.items.contains { $0.isPrivate })
        let run = await harness.run(["fetch", "--user", "emu-user"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stderr.contains("reports of emu-user keep reading the fetches made with your token"))
        #expect(harness.snapshotBytes == before)
        let report = await harness.run(["report", "--offline", "--json", "--year", "2025"])
        #expect(report.status == .success, "\(report.stderr)")
    }
}

extension RateLimitWait.Decision {
    var isTooFar: Bool {
        if case .tooFar = self { return true }
        return false
    }
}

/// Item 8 of the audit: one article failing after its retries, or answering garbage, turned a
/// 536-of-537 success into exit 69/65 with everything thrown away.
@Suite(.serialized) struct OneBadArticleTests {
    @Test func anArticleThatKeepsFailingIsLeftStaleAndTheRestAreKept() async throws {
        let probe = try EmulatorHarness(EmulatorConfiguration(items: 40, listViews: false))
        let broken = probe.emulator.dataset.items[3].id
        let garbled = probe.emulator.dataset.items[7].id
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 40, listViews: false),
            faults: "status=500:path=/api/v2/items/\(broken),malformed-json:path=/api/v2/items/\(garbled):times=1")
        let run = await harness.run(["fetch"])
        #expect(run.status == .partial, "\(run.stderr)")
        let snapshot = try harness.snapshot()
        #expect(snapshot.items.count == 40)
        let stale = snapshot.items.filter(\.viewsStale).map(\.id)
        #expect(Set(stale) == [broken, garbled])
        #expect(snapshot.items.filter { !$0.viewsStale }.allSatisfy { $0.pageViewsCount != nil })
        #expect(run.stderr.contains("warning: the views of 2 articles are unknown: "), "\(run.stderr)")
        // A line per kind of problem on stderr; every article in the JSON `errors` of a report built on the fetch.
        let report = await harness.run(["report", "--offline", "--json", "--year", "2025"])
        #expect(report.status == .partial, "\(report.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        let errors = try #require(document["errors"] as? [[String: Any]])
        #expect(Set(errors.compactMap { $0["id"] as? String }) == [broken, garbled])
        #expect(errors.allSatisfy { $0["kind"] as? String == "unknown_views" })
        // Retried before it was given up on.
        #expect(harness.requests("/api/v2/items/\(broken)").count == 4)
    }

    /// One article with an out-of-range count in the list made every fetch
    /// exit 65 for as long as the API sent it.
    @Test func anArticleWithAnUnusableCountIsPassedOverLikeAFailedOne() async throws {
        let harness = try HistoryHarness(items: 30)
        let bad = harness.emulator.dataset.items[3]
        try harness.serve(["item:3:likes_count=9223372036854775808"])
        let first = await harness.run(["fetch"], at: "2026-11-10T09:00:00+09:00")
        #expect(first.status == .partial, "\(first.stderr)")
        let leftOut = "warning: left out 1 article: no fetch could read their counts or dates"
        #expect(
            first.stderr.contains(
                "\(leftOut) (\(bad.id): likes_count 9223372036854775808 is not a count (a whole number in 0…1000000000000))"
            ))
        // Every report built on that fetch says so: exit 3, the warning, the JSON `errors`.
        let year = ["--year", String(bad.createdAt.prefix(4)), "--offline"]
        let json = await harness.run(["report", "--json"] + year, at: "2026-11-10T10:00:00+09:00")
        #expect(json.status == .partial, "\(json.stderr)")
        #expect(json.stderr.contains(leftOut), "\(json.stderr)")
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let errors = try #require(listed["errors"] as? [[String: Any]])
        #expect(errors.map { $0["id"] as? String } == [bad.id] && errors.first?["kind"] as? String == "left_out")
        let ids = try #require(listed["items"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(!ids.contains(bad.id), "left out: no fetch had its counts")
        #expect(!ids.isEmpty)

        try harness.serve()
        #expect(await harness.run(["fetch"], at: "2026-11-11T09:00:00+09:00").status == .success)
        try harness.serve([
            "item:3:likes_count=-1", "item:4:likes_count=\(harness.emulator.dataset.items[4].likesCount + 5)",
        ])
        let third = await harness.run(["fetch"], at: "2026-11-12T09:00:00+09:00")
        #expect(third.status == .partial, "\(third.stderr)")
        let earlier = "the counts of 1 article are an earlier fetch's: the last one could not read them"
        #expect(third.stderr.contains(earlier), "\(third.stderr)")
        #expect(
            third.stderr.contains("(\(bad.id): likes_count -1 is not a count (a whole number in 0…1000000000000))"),
            "\(third.stderr)")
        let after = await harness.run(["report", "--json"] + year, at: "2026-11-12T10:00:00+09:00")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any])
        let articles = try #require(document["items"] as? [[String: Any]])
        let kept = try #require(articles.first { $0["id"] as? String == bad.id })
        #expect(kept["likes_count"] as? Int == bad.likesCount, "the last good count")
        let other = harness.emulator.dataset.items[4]
        if other.createdAt.prefix(4) == bad.createdAt.prefix(4) {
            let saved = try #require(articles.first { $0["id"] as? String == other.id })
            #expect(saved["likes_count"] as? Int == other.likesCount + 5, "the rest was saved")
        }
    }

    @Test func everyArticleFailingIsTheAPIFailingAndKeepsTheCache() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 200, listViews: false))
        #expect(await harness.run(["fetch"]).status == .success)
        let before = try #require(harness.snapshotBytes)
        let down = try EmulatorHarness(
            EmulatorConfiguration(items: 200, listViews: false), faults: "status=503:path=/api/v2/items/*")
        let run = await down.runReusingHome(of: harness, ["fetch"])
        #expect(run.status == .unavailable, "\(run.stderr)")
        #expect(harness.snapshotBytes == before)
        // The cache the failing run used (a copy of the first) is byte-identical too.
        #expect(down.reusedSnapshotBytes(of: harness) == before)
        // The breaker trips after a handful of articles, not after trying all 200 four times.
        #expect(down.requests("/api/v2/items/").count < 4 * 40, "\(down.requests("/api/v2/items/").count)")
    }
}

/// Item 4 of the audit: strings from the API reached the terminal raw outside the grid.
@Suite(.serialized) struct TerminalEscapeTests {
    static let evil = "evil\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}"

    /// Whether `text` holds a byte a terminal would interpret (ESC, other C0 but newline, C1, bidi).
    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
        }
    }

    @Test func fetchAuthAndWarningsShowNoEscapeFromTheAPI() async throws {
        let name = JSONText.quoted(Self.evil)
        let harness = try EmulatorHarness(
            EmulatorConfiguration(
                items: 30,
                edits: [
                    JSONEdit(target: .user, field: "name", json: name),
                    JSONEdit(target: .user, field: "profile_image_url", json: JSONText.quoted("ftp://\(Self.evil)")),
                ]))
        var shown = false
        for arguments in [["fetch"], ["fetch", "--verbose"], ["auth", "status"], ["report", "--offline"]] {
            let run = await harness.run(arguments, terminal: Terminal(stdoutIsTTY: true, stderrIsTTY: true))
            #expect(
                !Self.hasControl(run.stdout) || arguments == ["report", "--offline"], "\(arguments): \(run.stdout)")
            // The progress line's own `\r` + erase-line is the tool's, not the API's.
            let stderr = run.stderr.replacingOccurrences(of: "\r\u{1B}[2K", with: "")
            #expect(!Self.hasControl(stderr), "\(arguments): \(stderr.debugDescription)")
            shown = shown || run.stdout.contains("evil") || run.stderr.contains("evil")
        }
        #expect(shown, "the hostile texts were shown somewhere, stripped")
    }

    @Test func anItemIdThatIsNotAnIdIsNeverRequested() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(
                items: 10, listViews: false,
                edits: [JSONEdit(target: .item(0), field: "id", json: JSONText.quoted("../../authenticated_user"))]))
        let run = await harness.run(["fetch"])
        #expect(run.status == .dataError, "\(run.stderr)")
        #expect(run.stderr.contains("which is not an article id"))
        #expect(harness.requestLog.allSatisfy { !$0.path.contains("..") })
        #expect(harness.requests("/api/v2/authenticated_user").count == 2)  // the user and page 1 only
    }

    @Test func jsonEscapesC1ControlsAndBidiOverrides() {
        let text = JSONValue.string("a\u{9B}b\u{202E}c\u{061C}d").prettyPrinted
        #expect(text.contains("\\u009b") && text.contains("\\u202e") && text.contains("\\u061c"), "\(text)")
        #expect(!TerminalEscapeTests.hasControl(text))
    }
}

enum JSONText {
    /// `text` as a JSON string literal, every non-ASCII scalar `\u`-escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" {
                out += "\\" + String(scalar)
            } else if scalar.value < 0x20 || scalar.value > 0x7E {
                for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
