import CurlTransport
import EmulatorFaults
import Foundation
import QiitaEmulator
import QiitaStatsCore
import TestSupport
import Testing

@testable import QiitaStats

/// Messages that told the user something untrue.
@Suite(.serialized) struct HonestMessageTests {
    @Test func aFirstRateLimitedFetchClaimsNoEarlierViews() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 60, listViews: false), FaultOptions(rateLimit: 20))
        let run = await harness.run(["fetch"])
        #expect(run.status == .partial, "\(run.stderr)")
        let unknown = "are unknown: no fetch could get them ("
        #expect(run.stderr.contains(unknown) && run.stderr.contains(": views not fetched: the rate limit ran out"))
        #expect(!run.stderr.contains("an earlier fetch's"), "\(run.stderr)")
        let report = await harness.run(["report", "--offline", "--year", "2025"])
        #expect(report.status == .partial, "\(report.stderr)")
        #expect(report.stderr.contains(unknown), "\(report.stderr)")
        #expect(!report.stderr.contains("an earlier fetch's"), "\(report.stderr)")
    }

    @Test func aLaterRateLimitedFetchSaysItKeptTheEarlierViews() async throws {
        // The first fetch takes 62 of the 70 requests; the second has 8 left.
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 60, listViews: false), FaultOptions(rateLimit: 70))
        #expect(await harness.run(["fetch"]).status == .success)
        let run = await harness.run(["fetch"])
        #expect(run.status == .partial, "\(run.stderr)")
        let kept = "are an earlier fetch's: the last one could not refresh them ("
        #expect(run.stderr.contains(kept) && run.stderr.contains(": views not fetched: the rate limit ran out"))
        let report = await harness.run(["report", "--offline", "--year", "2025"])
        #expect(report.stderr.contains(kept), "\(report.stderr)")
    }

    @Test func aCrossOriginRedirectIsNotCalledARejectedToken() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 10), faults: "redirect=localhost:path=/api/v2/authenticated_user")
        let origin = "http://localhost:\(harness.emulator.port)"
        for arguments in [["fetch"], ["auth", "status"]] {
            let run = await harness.run(arguments)
            #expect(run.status == .unavailable, "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("rejected"), "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("redirected"), "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("to another origin, \(origin)"), "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("hint: point QIITA_API_BASE_URL"), "\(arguments): \(run.stderr)")
        }
        // The token went to the API's origin only; the other origin got the request without it.
        let checks = harness.requests("/api/v2/authenticated_user").filter { $0.path == "/api/v2/authenticated_user" }
        let redirected = checks.filter { $0.status != 307 }
        #expect(checks.filter { $0.status == 307 }.allSatisfy { $0.hadAuthorization })
        #expect(!redirected.isEmpty && redirected.allSatisfy { !$0.hadAuthorization })
        let login = await harness.run(
            ["auth", "login", "--with-token"], environment: ["QIITA_TOKEN": ""],
            terminal: Terminal(readAll: { Array("emu-token\n".utf8) }))
        #expect(login.status == .unavailable, "\(login.stderr)")
        #expect(login.stderr.contains("the token itself was not checked"), "\(login.stderr)")
        #expect(!FileManager.default.fileExists(atPath: harness.home.url.appendingPathComponent(".config").path))
    }

    @Test func anOutputThatCannotBeWrittenSaysWhatToDo() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 10))
        #expect(await harness.run(["fetch", "-q"]).status == .success)
        // A full disk (Linux's /dev/full answers every write with ENOSPC; macOS has none), then a folder where the
        // file should go.
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = await harness.run(["report", "--offline", "--year", "2025", "--json", "/dev/full"])
            #expect(full.status == .failure, "\(full.stderr)")
            #expect(
                full.stderr == "qiita-stats: error: could not write /dev/full: No space left on device\n"
                    + "hint: free some space on that disk, or write elsewhere\n")
        }
        let folder = harness.home.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("keep"), withIntermediateDirectories: true)
        let onFolder = await harness.run(["report", "--offline", "--year", "2025", "--png", folder.path])
        #expect(onFolder.status == .failure, "\(onFolder.stderr)")
        #expect(onFolder.stderr.hasSuffix("hint: that path is a folder: name a file in it\n"), "\(onFolder.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("keep").path))
    }

    @Test func quietKeepsStderrToErrors() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 150, listViews: false), FaultOptions(rateLimit: 20))
        let fetch = await harness.run(["fetch", "-q"])
        #expect(fetch.status == .partial)
        #expect(fetch.stdout.isEmpty && fetch.stderr.isEmpty, "\(fetch.stderr)")
        let report = await harness.run(["-q", "report", "--offline", "--month", "2025-03"])
        #expect(report.status == .partial)
        #expect(report.stderr.isEmpty, "\(report.stderr.split(separator: "\n").count) lines: \(report.stderr)")
        #expect(!report.stdout.isEmpty, "the results still come")
        let loud = await harness.run(["report", "--offline", "--month", "2025-03"])
        #expect(loud.stderr.contains("articles are unknown: no fetch could get them"))
    }
}

/// Small messages that were wrong or clumsy.
@Suite(.serialized) struct MessageDetailTests {
    @Test func aMissingAuthenticatedUserDoesNotAskForAUserIDNobodyGave() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 5), faults: "status=404:path=/api/v2/authenticated_user")
        let run = await harness.run(["fetch"])
        #expect(run.status == .failure, "\(run.stderr)")
        #expect(!run.stderr.contains("check the user id"), "\(run.stderr)")
        #expect(run.stderr.contains("hint: check --host and QIITA_API_BASE_URL"))
        let other = try EmulatorHarness(EmulatorConfiguration(items: 5))
        let missing = await other.run(["fetch", "--user", "nobody-here"])
        #expect(missing.stderr.contains("hint: check the user id"), "\(missing.stderr)")
    }

    @Test func oneArticleIsOneArticle() async throws {
        let probe = try EmulatorHarness(EmulatorConfiguration(items: 12, listViews: false))
        let broken = probe.emulator.dataset.items[3].id
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 12, listViews: false), faults: "status=404:path=/api/v2/items/\(broken)")
        let run = await harness.run(["fetch"])
        #expect(run.status == .partial)
        #expect(run.stderr.hasPrefix("qiita-stats: warning: the views of 1 article are unknown: "), "\(run.stderr)")
        #expect(plural(1, "row") == "1 row" && plural(0, "row") == "0 rows" && plural(2, "snapshot") == "2 snapshots")
    }

    @Test func aFailedRequestIsTimedOnceInTheVerboseLog() async throws {
        let transport = CurlTransport()
        defer { transport.shutdown() }
        let run = await runTool(
            ["fetch", "-v"], environment: ["QIITA_API_BASE_URL": "http://127.0.0.1:1", "QIITA_TOKEN": "t"],
            transport: transport)
        #expect(run.status == .unavailable)
        let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("qiita-stats: GET ") }
        #expect(!lines.isEmpty)
        for line in lines { #expect(line.components(separatedBy: " ms").count <= 2, "\(line)") }
    }
}
