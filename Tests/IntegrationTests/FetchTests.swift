import EmulatorFaults
import Foundation
import HistoryStore
import QiitaEmulator
import QiitaStats
import QiitaStatsCore
import SQLiteStore
import TestSupport
import Testing

@Suite(.serialized) struct FetchTests {
    @Test func fetchesEveryItemWithViewsFromTheListInSevenAPIRequests() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration())
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("Fetched 537 items of emu-user"))
        #expect(harness.requests("/api/v2/authenticated_user").count == 7)
        #expect(harness.requests("/api/v2/authenticated_user/items").count == 6)
        #expect(harness.requests("/api/v2/items/").isEmpty)
        #expect(harness.requests("/avatars/").count == 1)
        let snapshot = try harness.snapshot()
        let dataset = harness.emulator.dataset
        #expect(snapshot.user.id == dataset.user.id)
        #expect(snapshot.items.count == dataset.items.count)
        for (fetched, served) in zip(snapshot.items, dataset.items) {
            #expect(fetched.id == served.id)
            #expect(fetched.title == served.title)
            #expect(fetched.createdAt == served.createdAt)
            #expect(fetched.likesCount == served.likesCount)
            #expect(fetched.stocksCount == served.stocksCount)
            #expect(fetched.pageViewsCount == served.pageViewsCount)
            #expect(fetched.isPrivate == served.isPrivate)
            #expect(fetched.tags == served.tags)
            #expect(!fetched.viewsStale)
        }
        // One SQLite file holds the data: no JSON snapshot, no avatar file in the cache folder.
        let cache = harness.home.url.appendingPathComponent(".cache/qiita-stats")
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        let stored = try #require(
            try HistoryStore.openExisting(at: harness.storeFile)?.newest(
                SnapshotQuery(host: "127.0.0.1:\(harness.emulator.port)", user: nil)))
        #expect(stored.avatar?.format == .png)
        #expect(Platform.linkStatus(harness.storeFile.path)?.permissions == 0o600)
    }

    @Test func fetchesMissingViewsOneByOneWithinTheConcurrencyLimit() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 120, listViews: false), FaultOptions(latencyMilliseconds: 20))
        let run = await harness.run(["fetch", "--concurrency", "4"])
        #expect(run.status == .success, "\(run.stderr)")
        let itemRequests = harness.requests("/api/v2/items/")
        #expect(itemRequests.count == 120)
        #expect(Set(itemRequests.map(\.path)).count == 120)
        #expect(itemRequests.allSatisfy { $0.hadAuthorization })
        #expect(maximumOverlap(itemRequests) <= 4)
        #expect(maximumOverlap(itemRequests) >= 2, "requests were not concurrent")
        // Connections are reused: 120 requests over at most a handful more than 4 connections.
        let connections = Set(harness.requestLog.filter { $0.path.hasPrefix("/api/") }.map(\.connection))
        #expect(connections.count <= 4 + 4, "\(connections.count) connections for 126 requests")
        let snapshot = try harness.snapshot()
        let served = Dictionary(uniqueKeysWithValues: harness.emulator.dataset.items.map { ($0.id, $0.pageViewsCount) })
        #expect(snapshot.items.allSatisfy { $0.pageViewsCount == served[$0.id] })
    }

    @Test func listPagesGoBesideThePerItemRequestsInsteadOfTakingTheirPlaces() async throws {
        // The first four per-item answers and page 2 each take 3 s, so they meet whatever the
        // order they start in on a busy test machine.
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 120, listViews: false),
            faults:
                "stall:path=/api/v2/items/*:ms=3000:times=4,stall:path=/api/v2/authenticated_user/items:page=2:ms=3000")
        let run = await harness.run(["fetch", "--concurrency", "4"])
        #expect(run.status == .success, "\(run.stderr)")
        let items = harness.requests("/api/v2/items/")
        let pageTwo = try #require(
            harness.requests("/api/v2/authenticated_user/items").first { $0.query.contains("page=2&") })
        #expect(maximumOverlap(items) == 4)
        #expect(items.filter { $0.start < pageTwo.answered && pageTwo.start < $0.answered }.count >= 4)
        #expect(maximumOverlap(harness.requests("/api/v2/")) == 5)
    }

    @Test func retriesA503OnPageTwo() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(), faults: "status=503:path=/api/v2/authenticated_user/items:page=2:times=2")
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        let pageTwo = harness.requests("/api/v2/authenticated_user/items").filter { $0.query.contains("page=2&") }
        #expect(pageTwo.map(\.status) == [503, 503, 200])
        #expect(try harness.snapshot().items.count == 537)
    }

    @Test func waitsForRetryAfterOn429() async throws {
        let harness = try EmulatorHarness(
            faults: "status=429:path=/api/v2/authenticated_user/items:times=1:retry-after=1")
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(harness.recordedSleeps.contains(.seconds(1)))
        #expect(harness.requests("/api/v2/authenticated_user/items").first?.status == 429)
    }

    @Test func retriesAConnectionResetMidBody() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 30, listViews: false), faults: "reset:path=/api/v2/items/*:times=1")
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(try harness.snapshot().items.allSatisfy { $0.pageViewsCount != nil })
    }

    @Test func persistent500ExitsUnavailableAndKeepsTheCache() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(), faults: "status=500:path=/api/v2/authenticated_user/items:page=3:every=2")
        // every=2 fails every second request of page 3: the first fetch gets through on a retry.
        let first = await harness.run(["fetch"])
        #expect(first.status == .success, "\(first.stderr)")
        let before = try #require(harness.snapshotBytes)
        let broken = try EmulatorHarness(
            EmulatorConfiguration(), faults: "status=500:path=/api/v2/authenticated_user/items:page=3")
        let failed = await broken.runReusingHome(of: harness, ["fetch"])
        #expect(failed.status == .unavailable)
        #expect(failed.stderr.hasPrefix("qiita-stats: error: the Qiita API is unavailable"))
        #expect(failed.stderr.contains("hint: "))
        #expect(harness.snapshotBytes == before)
        // The cache the failing run used (a copy of the first) is byte-identical too.
        #expect(broken.reusedSnapshotBytes(of: harness) == before)
    }

    @Test func malformedJSONExitsDataErrorAndKeepsTheCache() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration())
        #expect(await harness.run(["fetch"]).status == .success)
        let before = try #require(harness.snapshotBytes)
        let broken = try EmulatorHarness(
            EmulatorConfiguration(), faults: "malformed-json:path=/api/v2/authenticated_user/items:page=4")
        let failed = await broken.runReusingHome(of: harness, ["fetch"])
        #expect(failed.status == .dataError, "\(failed.stderr)")
        #expect(failed.stderr.contains("page 4 of the items"))
        #expect(harness.snapshotBytes == before)
        // The cache the failing run used (a copy of the first) is byte-identical too.
        #expect(broken.reusedSnapshotBytes(of: harness) == before)
    }

    @Test func aStalledAnswerFailsWithinTheTimeout() async throws {
        let harness = try EmulatorHarness(faults: "stall:ms=30000:path=/api/v2/authenticated_user")
        let started = Date()
        let run = await harness.run(["fetch", "--timeout", "0.3"])
        #expect(run.status == .unavailable)
        #expect(run.stderr.contains("timed out"))
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(harness.snapshotBytes == nil)
    }

    @Test func aSmallQuotaIsNeverExceededAndMarksTheRestStale() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(listViews: false), FaultOptions(rateLimit: 50))
        let run = await harness.run(["fetch"])
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(harness.requestLog.filter { $0.path.hasPrefix("/api/") }.count <= 50)
        #expect(harness.requestLog.allSatisfy { $0.status != 429 })
        let snapshot = try harness.snapshot()
        let fresh = snapshot.items.filter { !$0.viewsStale }
        let stale = snapshot.items.filter(\.viewsStale)
        #expect(fresh.count == 50 - 7)
        #expect(stale.count == 537 - fresh.count)
        #expect(snapshot.items.prefix(fresh.count).map(\.id) == fresh.map(\.id), "the newest items are fetched first")
        #expect(fresh.allSatisfy { $0.pageViewsCount != nil })
        #expect(run.stderr.contains("the views of \(stale.count) articles are unknown: "), "\(run.stderr)")
        #expect(run.stderr.contains(": views not fetched: the rate limit ran out"), "\(run.stderr)")
    }

    @Test func theAvatarGoesToItsHostWithoutTheToken() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(avatarHost: "127.0.0.2"))
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        let avatar = try #require(harness.requestLog.first { $0.path.hasPrefix("/avatars/") })
        #expect(avatar.host == "127.0.0.2")
        #expect(!avatar.hadAuthorization)
        #expect(harness.requestLog.filter { $0.path.hasPrefix("/api/") }.allSatisfy { $0.hadAuthorization })
    }

    @Test(arguments: ["svg", "html", "huge", "truncated"])
    func badAvatarsAreRejectedWithAWarning(kind: String) async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5), faults: "avatar=\(kind)")
        let run = await harness.run(["fetch"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stderr.contains("qiita-stats: warning: the avatar"))
        #expect(try harness.snapshot().items.count == 5)
        let stored = try HistoryStore.openExisting(at: harness.storeFile)?.newest(
            SnapshotQuery(host: "127.0.0.1:\(harness.emulator.port)", user: nil))
        #expect(stored?.avatar == nil)
    }

    @Test func anotherUsersItemsNeedNoTokenAndHaveNoViews() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 150))
        let run = await harness.run(["fetch", "--user", "emu-user"], environment: ["QIITA_TOKEN": ""])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(harness.requestLog.allSatisfy { !$0.hadAuthorization })
        let snapshot = try harness.snapshot()
        #expect(snapshot.items.count == harness.emulator.dataset.publicItems.count)
        #expect(snapshot.items.allSatisfy { $0.pageViewsCount == nil && !$0.isPrivate })
        #expect(!snapshot.viewsAvailable)
    }

    @Test func waitSleepsUntilTheResetAndCompletesEveryItem() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 40, listViews: false),
            FaultOptions(rateLimit: 20, rateLimitWindow: .seconds(2)))
        let run = await harness.run(["fetch", "--wait"])
        #expect(run.status == .success, "\(run.stderr)")
        let snapshot = try harness.snapshot()
        #expect(snapshot.items.allSatisfy { !$0.viewsStale && $0.pageViewsCount != nil })
        #expect(harness.requestLog.allSatisfy { $0.status != 429 })
        #expect(!harness.recordedSleeps.isEmpty)
    }

    /// A wait of ten minutes for the quota, off a terminal (a CI log): a line at once and one a
    /// minute, each saying how far the fetch is and how long is left, never the same line twice.
    @Test func aLongWaitSaysHowFarTheFetchIsOnceAMinute() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 40, listViews: false),
            FaultOptions(rateLimit: 30, rateLimitWindow: .seconds(600)), sharedClock: true)
        let run = await harness.run(["fetch", "--wait"], virtualTime: true)
        #expect(run.status == .success, "\(run.stderr)")
        let waits = run.stderr.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("qiita-stats: rate limit used up; waiting ") }
        #expect((8...11).contains(waits.count), "\(run.stderr)")
        #expect(Set(waits).count == waits.count, "the same line twice: \(run.stderr)")
        #expect(
            waits.allSatisfy {
                // The quota is named while the store's shared count knows the window; at the reset it does not.
                $0.contains(" for the reset (fetching: pages 1/1, items ")
                    && ($0.hasSuffix("/40, quota 0 left)") || $0.hasSuffix("/40)"))
            },
            "\(run.stderr)")
    }

    /// On a terminal, the progress line itself counts the wait down, in place: no line of its own.
    @Test func aWaitOnATerminalCountsDownOnTheProgressLine() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 40, listViews: false),
            FaultOptions(rateLimit: 30, rateLimitWindow: .seconds(600)), sharedClock: true)
        let run = await harness.run(["fetch", "--wait"], terminal: Terminal(stderrIsTTY: true), virtualTime: true)
        #expect(run.status == .success, "\(run.stderr)")
        #expect(!run.stderr.contains("\n"), "\(run.stderr)")
        let drawn = run.stderr.components(separatedBy: "\r\u{1B}[2K")
        let waiting = drawn.filter { $0.contains("; rate limit used up; waiting ") }
        #expect(waiting.count > 500, "a line drawn each second of the ten minutes: \(waiting.count)")
        #expect(waiting.allSatisfy { $0.hasPrefix("fetching: pages 1/1, items ") && $0.contains("/40") })
    }

    /// Every request: the API's, Zenn's and the avatar's, each once with its answer.
    @Test func verboseLogsEachRequestWithoutTheToken() async throws {
        let canary = "canary-7c1d9e-token-5f2b"
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 30, tokens: [canary]))
        let run = await harness.run(["fetch", "--verbose", "--zenn", "emu-user"], environment: ["QIITA_TOKEN": canary])
        #expect(run.status == .success, "\(run.stderr)")
        let base = harness.emulator.baseURL.absoluteString
        #expect(run.stderr.contains("GET \(base)/api/v2/authenticated_user → 200"))
        #expect(run.stderr.contains("GET \(base)/api/v2/authenticated_user/items?page=1&per_page=100 → 200"))
        #expect(run.stderr.contains("GET \(base)/api/articles?username=emu-user&order=latest&page=1 → 200"))
        #expect(run.stderr.contains("GET \(base)/avatars/emu-user.png → 200"))
        #expect(run.stderr.contains("quota"))
        let logged = run.stderr.split(separator: "\n").filter { $0.hasPrefix("qiita-stats: GET ") }
        #expect(logged.count == harness.requestLog.count, "\(run.stderr)")
        #expect(!run.stderr.contains(canary) && !run.stdout.contains(canary))
        let cached = String(decoding: harness.snapshotBytes ?? Data(), as: UTF8.self)
        #expect(!cached.contains(canary))
    }

    @Test func progressIsDrawnOnlyOnATerminal() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 250))
        let onTerminal = await harness.run(["fetch"], terminal: Terminal(stderrIsTTY: true))
        #expect(onTerminal.stderr.contains("fetching: pages"))
        #expect(onTerminal.stderr.contains("quota"))
        let piped = await harness.run(["fetch"])
        #expect(piped.stderr.isEmpty)
        let quiet = await harness.run(["fetch", "--quiet"], environment: [:], terminal: Terminal(stderrIsTTY: true))
        #expect(quiet.stderr.isEmpty && quiet.stdout.isEmpty)
    }

    @Test func aQuotaTooSmallForTheListExits75WithTheResetTime() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(), FaultOptions(rateLimit: 4))
        let run = await harness.run(["fetch"])
        #expect(run.status == .rateLimited, "\(run.stderr)")
        #expect(run.stderr.contains("qiita-stats: error: the API rate limit is used up; it resets at"))
        #expect(run.stderr.contains(" +09:00\n"), "the reset in the zone of TZ, with its offset")
        #expect(run.stderr.contains("hint: run again after the reset, or add --wait"))
        #expect(harness.requestLog.filter { $0.path.hasPrefix("/api/") }.count <= 4)
        #expect(harness.snapshotBytes == nil)
    }

    @Test func aRejectedTokenExits77() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5))
        let run = await harness.run(["fetch"], environment: ["QIITA_TOKEN": "not-a-valid-token"])
        #expect(run.status == .authentication)
        #expect(!run.stderr.contains("not-a-valid-token"))
    }
}

extension EmulatorHarness {
    /// Moves the accounts of host `from` to host `to` in the store at `file`.
    static func moveAccounts(in file: URL, from: String, to: String) {
        guard let database = try? SQLiteDatabase(path: file.path, create: false) else { return }
        try? database.statement("UPDATE accounts SET host = ?1 WHERE host = ?2").run([.text(to), .text(from)])
        try? database.close()
    }

    /// The snapshot bytes a ``runReusingHome(of:_:)`` run left in the other's store.
    func reusedSnapshotBytes(of other: EmulatorHarness) -> Data? {
        other.snapshotBytes
    }

    /// Runs against this emulator with `other`'s home: both emulators have the same user, and
    /// the other's fetches are moved to this host for the run (the store is keyed by host:port),
    /// then moved back.
    func runReusingHome(of other: EmulatorHarness, _ arguments: [String]) async -> ToolRun {
        let here = "127.0.0.1:\(emulator.port)"
        let there = "127.0.0.1:\(other.emulator.port)"
        Self.moveAccounts(in: other.storeFile, from: there, to: here)
        defer { Self.moveAccounts(in: other.storeFile, from: here, to: there) }
        let stdout = CapturedOutput()
        let stderr = CapturedOutput()
        var environment = other.environment
        environment["QIITA_API_BASE_URL"] = emulator.baseURL.absoluteString
        let context = Context(
            environment: environment, clock: { Date() }, sleep: { _ in }, stdout: stdout.sink, stderr: stderr.sink,
            transport: transport, workingDirectory: other.home.url, homeDirectory: other.home.url)
        let status = await QiitaStatsTool.run(arguments: arguments, context: context)
        return ToolRun(status: status, stdout: stdout.text, stderr: stderr.text)
    }
}
