import EmulatorFaults
import Foundation
import QiitaEmulator
import TestSupport
import Testing

/// A fetch that did not get everything: the report that fetches for itself and every later report built on that
/// fetch say so as `fetch` did (exit 3, a warning line per kind of problem, the JSON `errors`), and no sum counts an
/// unknown view as 0.
@Suite(.serialized) struct PartialFetchReportTests {
    /// What the API does not give.
    enum Partial: String, CaseIterable, CustomTestStringConvertible {
        case unreadableLikes, rateLimitedViews, zennUnavailable
        var testDescription: String { rawValue }
    }

    /// Every article of the dataset (July 2019 to June 2025), as JSON.
    static let everything = ["--from", "2019-07-01", "--to", "2025-06-30", "--json"]

    /// An emulator that serves `partial` (for Zenn, once a first fetch with Zenn linked has gone well).
    static func harness(_ partial: Partial) async throws -> EmulatorHarness {
        switch partial {
        case .unreadableLikes:
            let edit = JSONEdit(target: .item(3), field: "likes_count", json: "9223372036854775808")
            return try EmulatorHarness(EmulatorConfiguration(items: 40, edits: [edit]))
        case .rateLimitedViews:
            return try EmulatorHarness(EmulatorConfiguration(items: 60, listViews: false), FaultOptions(rateLimit: 20))
        case .zennUnavailable:
            let harness = try EmulatorHarness(EmulatorConfiguration(items: 40))
            #expect(await harness.run(["fetch", "--zenn", "emu-user"]).status == .success)
            harness.emulator.serve(edits: [], faults: try FaultSpec.parse("status=503:path=/api/articles"))
            return harness
        }
    }

    /// The warning lines, their times made alike (two emulators fetch at two times).
    static func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map {
            String($0).replacing(/\d{4}-\d\d-\d\dT[0-9:.]+[+-]\d\d:\d\d/, with: "TIME")
        }
    }

    /// The JSON `errors` of a report: kind, id and message.
    static func errors(_ stdout: String) throws -> [[String?]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        return try #require(document["errors"] as? [[String: Any]]).map { error in
            ["kind", "id", "message"].map { (error[$0] as? String).map(warnings)?.first }
        }
    }

    @Test(arguments: Partial.allCases)
    func aReportThatFetchesSaysWhatAFetchAndAReportOfflineSay(_ partial: Partial) async throws {
        let reporting = try await Self.harness(partial)
        let report = await reporting.run(["report", "--refresh"] + Self.everything)
        let fetching = try await Self.harness(partial)
        let fetch = await fetching.run(["fetch"])
        let offline = await fetching.run(["report", "--offline"] + Self.everything)
        for run in [report, fetch, offline] { #expect(run.status == .partial, "\(run.stderr)") }
        #expect(Self.warnings(report.stderr) == Self.warnings(offline.stderr))
        let errors = try Self.errors(report.stdout)
        #expect(try !errors.isEmpty && errors == Self.errors(offline.stdout))
        // Each kind of problem the report names, the fetch named, in one line with a count.
        let kind: String
        switch partial {
        case .unreadableLikes: kind = "warning: left out 1 article: no fetch could read their counts or dates ("
        case .rateLimitedViews: kind = "articles are unknown: no fetch could get them ("
        case .zennUnavailable: kind = "warning: Zenn's articles could not be fetched: Zenn is unavailable: "
        }
        for run in [report, fetch, offline] {
            #expect(run.stderr.components(separatedBy: kind).count == 2, "\(run.stderr)")
        }
        if partial == .zennUnavailable {
            // A problem of the whole fetch (no id), dated by the fetch whose Zenn articles stand in.
            #expect(errors.map { $0[0] } == ["zenn"] && errors[0][1] == nil)
            #expect(errors[0][2]?.hasSuffix("Zenn articles of the fetch of TIME stand in") == true, "\(errors)")
            #expect(fetch.stdout.contains(" and kept 20 articles of emu-user from the fetch of "), "\(fetch.stdout)")
        }
    }

    @Test func unknownViewsAreNeverCountedAsNoneAndThePageClaimsNoEarlierFetch() async throws {
        let harness = try await Self.harness(.rateLimitedViews)
        #expect(await harness.run(["fetch"]).status == .partial)
        let json = await harness.run(["report", "--offline"] + Self.everything)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let allTime = try #require(document["all_time"] as? [String: Any])
        let unknown = try #require(allTime["views_unknown"] as? Int)
        #expect(unknown > 0 && allTime["views"] is Int)
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.filter { $0["page_views_count"] is NSNull }.count == unknown, "null per article, not 0")
        let terminal = await harness.run(["report", "--offline", "--color", "never", "--year", "2025"])
        let views = try #require(terminal.stdout.split(separator: "\n").first { $0.hasPrefix("Views ") })
        #expect(views.hasSuffix("≥ \(Self.grouped(try #require(allTime["views"] as? Int)))"), "\(terminal.stdout)")
        #expect(terminal.stdout.contains("≥: the views of \(unknown) articles are unknown ("))
        let page = harness.home.url.appendingPathComponent("page.html").path
        #expect(await harness.run(["report", "--offline", "--year", "2025", "--html", page]).status == .partial)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("≥ ") && html.contains("are unknown: no fetch could get them."))
        #expect(!html.contains("earlier fetch"), "no earlier fetch exists")
        let badge = await harness.run(["badge", "--offline", "--metric", "views", "--format", "json", "--output", "-"])
        #expect(badge.status == .partial && badge.stdout.contains("\"message\": \"≥"), "\(badge.stdout)")
    }

    /// `1,234`.
    static func grouped(_ value: Int) -> String {
        value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    }
}
