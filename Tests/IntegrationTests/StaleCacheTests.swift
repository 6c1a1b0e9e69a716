import EmulatorFaults
import Foundation
import QiitaEmulator
import QiitaStats
import QiitaStatsCore
import TestSupport
import Testing

/// `auth login`/`auth status` gave up on
/// the first 503, a plain 403 came without a hint, and a cache older than `--max-age` with the
/// API failing gave no report and no word of `--offline`.
///
/// A report from a cache that cannot be refreshed is what a user expects when the API is down,
/// rate-limited or garbled for the moment (the data is old, not wrong): it is shown, with a
/// warning saying how old, and exit 3 tells a script it is not the whole truth. A failure the
/// user must act on (a rejected token, a wrong base URL) or `--refresh` fails, naming
/// `--offline` for the cache.
@Suite(.serialized) struct StaleCacheTests {
    @Test func aStaleCacheStandsInForAnAPIThatIsDown() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 40))
        #expect(await harness.run(["fetch"]).status == .success)
        let before = try #require(harness.snapshotBytes)
        harness.emulator.stop()
        let run = await harness.run(["report", "--year", "2025", "--color", "never"], clockSkew: 3 * 3600)
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(run.stdout.contains("@emu-user"), "\(run.stdout)")
        #expect(
            run.stderr.contains(
                "qiita-stats: warning: reporting from the cached snapshot fetched 3 h ago, since refreshing it failed: "
                    + "the Qiita API is unavailable"),
            "\(run.stderr)")
        #expect(harness.snapshotBytes == before)
        let json = await harness.run(["report", "--year", "2025", "--json"], clockSkew: 3 * 3600)
        #expect(json.status == .partial && json.stdout.hasPrefix("{"), "\(json.stderr)")
    }

    @Test func aStaleCacheStandsInForAUsedUpQuota() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 40), FaultOptions(rateLimit: 2))
        #expect(await harness.run(["fetch"]).status == .success)
        let run = await harness.run(["report", "--year", "2025"], clockSkew: 2 * 86_400 + 60)
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(run.stderr.contains("fetched 2 days ago, since refreshing it failed: the API rate limit is used up"))
    }

    @Test func aFailureToFixOrRefreshFailsNamingOffline() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 40))
        #expect(await harness.run(["fetch"]).status == .success)
        let rejected = await harness.run(
            ["report", "--year", "2025"], environment: ["QIITA_TOKEN": "bad"], clockSkew: 7200)
        #expect(rejected.status == .authentication, "\(rejected.stderr)")
        #expect(rejected.stderr.contains("rejected the token from QIITA_TOKEN"), "\(rejected.stderr)")
        #expect(rejected.stderr.contains("or add --offline to report from the cached snapshot (fetched 2 h ago)"))
        #expect(rejected.stdout.isEmpty)
        harness.emulator.stop()
        let refresh = await harness.run(["report", "--year", "2025", "--refresh"])
        #expect(refresh.status == .unavailable, "\(refresh.stderr)")
        #expect(refresh.stderr.contains("add --offline to report from the cached snapshot"), "\(refresh.stderr)")
        #expect(refresh.stdout.isEmpty)
        let offline = await harness.run(["report", "--year", "2025", "--offline"])
        #expect(offline.status == .success, "\(offline.stderr)")
    }

    @Test func withoutACacheTheFailureIsTheAPIs() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 40))
        harness.emulator.stop()
        let run = await harness.run(["report", "--year", "2025"])
        #expect(run.status == .unavailable, "\(run.stderr)")
        #expect(!run.stderr.contains("--offline"))
    }

    @Test(arguments: [["auth", "status"], ["auth", "login", "--with-token"]])
    func theTokenCheckIsRetriedLikeEveryRequest(arguments: [String]) async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 5),
            faults: "status=503:path=/api/v2/authenticated_user:times=2,reset:path=/api/v2/authenticated_user:times=1")
        let run = await harness.run(
            arguments, environment: arguments.contains("login") ? ["QIITA_TOKEN": ""] : [:],
            terminal: Terminal(readAll: { Array("emu-token\n".utf8) }))
        #expect(run.status == .success, "\(run.stderr)")
        #expect(harness.requests("/api/v2/authenticated_user").count == 4)
        #expect(harness.recordedSleeps.count == 3, "backoff between tries")
    }

    @Test func aTokenCheckThatKeepsFailingSaysSoAfterItsTries() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5), faults: "status=503")
        let run = await harness.run(["auth", "status"])
        #expect(run.status == .unavailable)
        #expect(run.stderr.contains("answered HTTP 503 when checking the token"), "\(run.stderr)")
        #expect(harness.requests("/api/v2/authenticated_user").count == 4)
    }

    @Test func aPlain403SaysWhatToCheck() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 5), faults: "status=403:path=/api/v2/authenticated_user/items")
        let run = await harness.run(["fetch"])
        #expect(run.status == .authentication, "\(run.stderr)")
        #expect(run.stderr.contains("refused the token from QIITA_TOKEN (HTTP 403)"), "\(run.stderr)")
        #expect(run.stderr.contains("\nhint: "), "\(run.stderr)")
        let other = try EmulatorHarness(
            EmulatorConfiguration(items: 5), faults: "status=403:path=/api/v2/users/emu-user/items")
        let public403 = await other.run(["fetch", "--user", "emu-user"])
        #expect(public403.status == .failure, "\(public403.stderr)")
        #expect(public403.stderr.contains("\nhint: check the user id"), "\(public403.stderr)")
    }
}
