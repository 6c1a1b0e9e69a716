import EmulatorFaults
import Foundation
import HistoryStore
import QiitaEmulator
import QiitaStatsCore
import SQLiteStore
import TestSupport
import Testing

/// The history end to end: fetches from the emulator over loopback record the history, and
/// reports show what was gained between them.
@Suite(.serialized) struct HistoryEndToEndTests {
    static let first = "2026-11-10T09:00:00+09:00"
    static let second = "2026-11-11T09:00:00+09:00"
    static let third = "2026-11-14T09:00:00+09:00"
    static let later = "2026-11-15T12:00:00+09:00"
    static let week = ["--from", "2026-11-08", "--to", "2026-11-15", "--offline"]

    /// Three fetches of the same articles: the views of one change by +100 after the first
    /// day, then by +130 over a gap of three days; its likes by +3 on the first day.
    static func threeFetches() async throws -> HistoryHarness {
        let harness = try HistoryHarness()
        let item = harness.publicItem
        for (time, edits) in [
            (first, [String]()),
            (
                second,
                [
                    "item:\(item.index):page_views_count=\(item.views + 100)",
                    "item:\(item.index):likes_count=\(item.likes + 3)",
                ]
            ),
            (
                third,
                [
                    "item:\(item.index):page_views_count=\(item.views + 230)",
                    "item:\(item.index):likes_count=\(item.likes + 3)",
                ]
            ),
        ] {
            try harness.serve(edits)
            let fetch = await harness.run(["fetch"], at: time)
            #expect(fetch.status == .success, "\(fetch.stderr)")
        }
        return harness
    }

    /// The days of a `report --json` document: date → [views_gained, likes_gained, stocks_gained, level].
    static func days(_ json: String) throws -> [String: [Int?]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let days = try #require(object["days"] as? [[String: Any]])
        var result: [String: [Int?]] = [:]
        for day in days {
            let date = try #require(day["date"] as? String)
            result[date] = ["views_gained", "likes_gained", "stocks_gained", "level"].map { day[$0] as? Int }
        }
        return result
    }

    static func totals(_ json: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["totals"] as? [String: Any])
    }

    @Test func threeFetchesGiveExactlyTheGainsOfEachDay() async throws {
        let harness = try await Self.threeFetches()
        let report = await harness.run(["report", "--json", "--metric", "views-gained"] + Self.week, at: Self.later)
        #expect(report.status == .success, "\(report.stderr)")
        #expect(report.stderr == "")
        let days = try Self.days(report.stdout)
        // Before the first fetch and on its day nothing is known; the day after the last neither.
        for date in ["2026-11-08", "2026-11-09", "2026-11-10", "2026-11-15"] {
            #expect(days[date] == [nil, nil, nil, nil], "\(date)")
        }
        #expect(days["2026-11-11"] == [100, 3, 0, 4])
        // +130 over the three days of the gap: 43, 43, 44.
        #expect(days["2026-11-12"] == [43, 0, 0, 2])
        #expect(days["2026-11-13"] == [43, 0, 0, 2])
        #expect(days["2026-11-14"] == [44, 0, 0, 2])
        let totals = try Self.totals(report.stdout)
        #expect(totals["views_gained"] as? Int == 230)
        #expect(totals["likes_gained"] as? Int == 3)
        #expect(totals["stocks_gained"] as? Int == 0)
    }

    @Test func theTerminalShowsGainsAndUnknownDays() async throws {
        let harness = try await Self.threeFetches()
        let report = await harness.run(
            ["report", "--metric", "views-gained", "--color", "never"] + Self.week, at: Self.later,
            environment: ["COLUMNS": "100"])
        #expect(report.status == .success, "\(report.stderr)")
        let lines = report.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("Gained       +230 views · +3 likes · +0 stocks (4 of 8 days)") })
        // Two weeks, one column each: Sun 8, Mon 9 and Tue 10 are unknown (/), Wed 11 gained the
        // most (█), Thu–Sat 43 or 44 of 100 (▒), Sun 15 is unknown again.
        let sunday = try #require(lines.firstIndex { $0.hasPrefix("Sun") })
        #expect(
            Array(lines[sunday..<min(lines.count, sunday + 7)])
                == ["Sun / /", "Mon /", "Tue /", "Wed █", "Thu ▒", "Fri ▒", "Sat ▒"])
        #expect(lines.contains { $0.contains("/ unknown (no snapshots)") })
        let plain = await harness.run(["report", "--color", "never"] + Self.week, at: Self.later)
        #expect(plain.stdout.contains("Gained       +230 views · +3 likes · +0 stocks (4 of 8 days)"))
        #expect(!plain.stdout.contains("unknown (no snapshots)"), "posts are known on every day")
    }

    @Test func theFirstSnapshotInventsNoGain() async throws {
        let harness = try HistoryHarness()
        let fetch = await harness.run(["fetch"], at: Self.first)
        #expect(fetch.status == .success, "\(fetch.stderr)")
        let report = await harness.run(["report", "--json", "--metric", "likes-gained"] + Self.week, at: Self.later)
        #expect(report.status == .success, "\(report.stderr)")
        #expect(try Self.days(report.stdout).values.allSatisfy { $0 == [nil, nil, nil, nil] })
        let totals = try Self.totals(report.stdout)
        #expect(totals["likes_gained"] is NSNull && totals["views_gained"] is NSNull)
        let terminal = await harness.run(["report", "--color", "never"] + Self.week, at: Self.later)
        #expect(terminal.stdout.contains("Gained       unknown: no two fetches cover this period yet"))
    }

    @Test func aFetchThatFailsRecordsNothing() async throws {
        let harness = try HistoryHarness()
        try harness.serve(faults: "status=500:path=/api/v2/authenticated_user/items")
        let failed = await harness.run(["fetch"], at: Self.first)
        #expect(failed.status == .unavailable, "\(failed.stderr)")
        #expect(await harness.run(["history", "export"], at: Self.later).stdout == "", "no row")
        try harness.serve()
        #expect(await harness.run(["fetch"], at: Self.first).status == .success)
        let before = await harness.run(["history", "export"], at: Self.later)
        try harness.serve(faults: "status=500:path=/api/v2/authenticated_user/items")
        #expect(await harness.run(["fetch"], at: Self.second).status == .unavailable)
        let after = await harness.run(["history", "export"], at: Self.later)
        #expect(after.stdout == before.stdout)
        #expect(before.stdout.split(separator: "\n").count == harness.emulator.dataset.items.count)
    }

    /// An article whose views could not be refreshed keeps its cached views in the snapshot,
    /// marked stale; the history records them as unknown at that fetch, not as the old count
    /// at the new time (which would be an invented gain of zero, and the whole rise later).
    @Test func staleViewsAreRecordedAsUnknown() async throws {
        let harness = try HistoryHarness()
        let item = harness.publicItem
        let id = harness.emulator.dataset.items[item.index].id
        #expect(await harness.run(["fetch"], at: Self.first).status == .success)
        try harness.serve(
            ["item:\(item.index):page_views_count=null"], faults: "status=500:path=/api/v2/items/\(id)")
        let partial = await harness.run(["fetch"], at: Self.second)
        #expect(partial.status == .partial, "\(partial.stderr)")
        #expect(partial.stderr.contains(id))
        let export = await harness.run(["history", "export"], at: Self.later)
        let rows = try export.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let ofItem = rows.filter { $0["article"] as? String == id }
        #expect(ofItem.count == 2)
        // Fetch times are written to the millisecond.
        let exported = { (time: String) in time.replacingOccurrences(of: "+09:00", with: ".000+09:00") }
        let first = try #require(ofItem.first { $0["fetched_at"] as? String == exported(Self.first) })
        let second = try #require(ofItem.first { $0["fetched_at"] as? String == exported(Self.second) })
        #expect(first["views"] as? Int == item.views)
        #expect(second["views"] is NSNull, "\(second)")
        #expect(second["likes"] as? Int == item.likes)
    }

    @Test(arguments: ["history.jsonl", "history.csv"])
    func importOfTheExportGivesTheSameReportByteForByte(file: String) async throws {
        let harness = try await Self.threeFetches()
        let newest = try #require(
            try HistoryStore.openExisting(at: harness.historyFile)?.newest(
                SnapshotQuery(host: "127.0.0.1:\(harness.emulator.port)", user: nil)))
        let reports = [
            ["report", "--json", "--metric", "views-gained"] + Self.week,
            ["report", "--metric", "likes-gained", "--color", "always"] + Self.week,
        ]
        var original: [String] = []
        for arguments in reports { original.append(await harness.run(arguments, at: Self.later).stdout) }
        let export = await harness.run(["history", "export", file], at: Self.later)
        #expect(export.status == .success, "\(export.stderr)")
        let rebuilt = ["XDG_DATA_HOME": harness.home.url.appendingPathComponent("rebuilt").path]
        // The export has counts, not texts: the rebuilt store has the newest fetch as that fetch left it.
        try newest.snapshot.store(in: harness.home.url, environment: rebuilt)
        let imported = await harness.run(["history", "import", file], at: Self.later, environment: rebuilt)
        #expect(imported.status == .success, "\(imported.stderr)")
        let items = harness.emulator.dataset.items.count
        let rows = 3 * items
        #expect(imported.stdout.hasPrefix("Imported \(rows - items) rows into \(harness.home.url.path)/rebuilt/"))
        #expect(imported.stdout.contains("(\(items) were there already)"), "\(imported.stdout)")
        for (arguments, expected) in zip(reports, original) {
            let again = await harness.run(arguments, at: Self.later, environment: rebuilt)
            #expect(again.stdout == expected)
        }
        // Importing again adds nothing.
        let twice = await harness.run(["history", "import", file], at: Self.later, environment: rebuilt)
        #expect(twice.stdout.contains("Imported 0 rows") && twice.stdout.contains("(\(rows) were there already)"))
        let exportedAgain = await harness.run(
            ["history", "export", "--format", file.hasSuffix(".csv") ? "csv" : "jsonl"], at: Self.later,
            environment: rebuilt)
        let written = try String(contentsOf: harness.home.url.appendingPathComponent(file), encoding: .utf8)
        #expect(exportedAgain.stdout == written)
    }

    @Test func aBadLineStopsTheImportNamingItAndWritesNothing() async throws {
        let harness = try await Self.threeFetches()
        let export = await harness.run(["history", "export"], at: Self.later)
        var lines = export.stdout.split(separator: "\n").map(String.init)
        lines[4] = lines[4].replacingOccurrences(of: "\"likes\":", with: "\"likes\":-")
        try (lines.joined(separator: "\n") + "\n").write(
            to: harness.home.url.appendingPathComponent("bad.jsonl"), atomically: true, encoding: .utf8)
        let fresh = ["XDG_DATA_HOME": harness.home.url.appendingPathComponent("fresh").path]
        let run = await harness.run(["history", "import", "bad.jsonl"], at: Self.later, environment: fresh)
        #expect(run.status == .dataError)
        let stderr = run.stderr.split(separator: "\n")
        #expect(stderr.first?.hasPrefix("qiita-stats: error: bad.jsonl line 5: likes -") == true, "\(run.stderr)")
        #expect(stderr.last == "hint: fix or remove that line, then import again; nothing was imported")
        let empty = await harness.run(["history", "export"], at: Self.later, environment: fresh)
        #expect(empty.stdout == "")
        // A CSV line with a field too few, through standard input.
        let csv = "host,user,article,created_at,fetched_at,views,likes,stocks,private\n127.0.0.1:1,u,a,x\n"
        let piped = await harness.run(
            ["history", "import", "--format", "csv"], at: Self.later, environment: fresh, terminal: pipedStdin(csv))
        #expect(piped.status == .dataError)
        #expect(piped.stderr.hasPrefix("qiita-stats: error: standard input line 2: 4 fields where there should be 9\n"))
    }

    /// A bad id is quoted as it is in the file, its escape shown as `\u{1B}`: never cleaned into an empty `""`.
    @Test func aBadIdIsQuotedWithItsControlCharactersMadeVisible() async throws {
        let harness = try await Self.threeFetches()
        let export = await harness.run(["history", "export"], at: Self.later)
        var lines = export.stdout.split(separator: "\n").map(String.init)
        lines[4] = lines[4].replacingOccurrences(
            of: #""article":"[^"]*""#, with: #""article":"\\u001b[2J""#, options: .regularExpression)
        try (lines.joined(separator: "\n") + "\n").write(
            to: harness.home.url.appendingPathComponent("bad.jsonl"), atomically: true, encoding: .utf8)
        let fresh = ["XDG_DATA_HOME": harness.home.url.appendingPathComponent("fresh").path]
        let run = await harness.run(["history", "import", "bad.jsonl"], at: Self.later, environment: fresh)
        #expect(run.status == .dataError)
        #expect(
            run.stderr.hasPrefix(#"qiita-stats: error: bad.jsonl line 5: article "\u{1B}[2J" is not an article id"#),
            "\(run.stderr)")
    }

    @Test(arguments: ["garbage", "foreign"])
    func aCorruptOrForeignFileIsRefusedUntouched(kind: String) async throws {
        let harness = try HistoryHarness()
        let folder = harness.historyFile.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if kind == "garbage" {
            try Data("this is not a database, just some bytes\n".utf8).write(to: harness.historyFile)
        } else {
            let foreign = try SQLiteDatabase(path: harness.historyFile.path, create: true)
            try foreign.execute("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')")
            try foreign.close()
        }
        let before = try Data(contentsOf: harness.historyFile)
        let path = harness.historyFile.path

        // The store holds what a fetch gets: a fetch cannot put it anywhere else.
        let fetch = await harness.run(["fetch"], at: Self.first)
        #expect(fetch.status == .dataError, "\(fetch.stderr)")
        #expect(fetch.stderr.hasPrefix("qiita-stats: error: \(path) is not a qiita-stats history"))

        // A report reads the store: it says the same.
        for metric in ["views-gained", "posts"] {
            let report = await harness.run(["report", "--metric", metric] + Self.week, at: Self.later)
            #expect(report.status == .dataError)
            let lines = report.stderr.split(separator: "\n").map(String.init)
            #expect(lines.count == 2, "\(report.stderr)")
            #expect(lines.first?.hasPrefix("qiita-stats: error: \(path) is not a qiita-stats history (") == true)
            #expect(lines.first?.hasSuffix("); it was left as it is") == true)
            #expect(lines.last?.hasPrefix("hint: move the file away") == true)
            #expect(report.stdout == "")
        }

        for command in [
            ["history", "export"], ["history", "import", "-"], ["history", "prune", "--keep-daily", "3"],
        ] {
            let run = await harness.run(command, at: Self.later, terminal: pipedStdin(""))
            #expect(run.status == .dataError, "\(command): \(run.stderr)")
        }
        #expect(try Data(contentsOf: harness.historyFile) == before)
        #expect(leftovers(beside: harness.historyFile) == [])
    }

    /// A link or a folder at the store's path is named as such, as the secret store's are, and nothing is written
    /// through the link.
    @Test(arguments: ["symbolic link", "folder"])
    func aLinkOrAFolderAtTheStoresPathIsNamed(kind: String) async throws {
        let harness = try HistoryHarness()
        let folder = harness.historyFile.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let elsewhere = harness.home.url.appendingPathComponent("elsewhere.sqlite3")
        if kind == "folder" {
            try FileManager.default.createDirectory(at: harness.historyFile, withIntermediateDirectories: false)
        } else {
            try FileManager.default.createSymbolicLink(at: harness.historyFile, withDestinationURL: elsewhere)
        }
        let path = harness.historyFile.path
        let served = harness.emulator.settledRequestLog().count
        for command in [["fetch"], ["report", "--json"] + Self.week, ["history", "export"]] {
            let run = await harness.run(command, at: Self.later)
            #expect(run.status == .failure, "\(command): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            let expected =
                kind == "folder"
                ? ["qiita-stats: error: \(path) is not a regular file", "hint: move what is there away"]
                : [
                    "qiita-stats: error: \(path) is a symbolic link, where a regular file was expected",
                    "hint: put the file itself at that path",
                ]
            #expect(lines.first == expected[0], "\(command): \(run.stderr)")
            #expect(lines.last?.hasPrefix(expected[1]) == true, "\(command): \(run.stderr)")
        }
        #expect(harness.emulator.settledRequestLog().count == served, "refused before any request")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path), "nothing written through the link")
    }

    @Test func aCounterThatWentDownIsReportedWithVerbose() async throws {
        let harness = try HistoryHarness()
        let item = harness.publicItem
        #expect(await harness.run(["fetch"], at: Self.first).status == .success)
        try harness.serve(["item:\(item.index):page_views_count=\(max(0, item.views - 7))"])
        #expect(await harness.run(["fetch"], at: Self.second).status == .success)
        let id = harness.emulator.dataset.items[item.index].id
        let quiet = await harness.run(["report", "--json", "--metric", "views-gained"] + Self.week, at: Self.later)
        #expect(try Self.days(quiet.stdout)["2026-11-11"] == [0, 0, 0, 0])
        #expect(quiet.stderr == "")
        // A POSIX zone names the times as an IANA one does (they were UTC).
        for zone in [[], ["--tz", "JST-9"]] {
            let verbose = await harness.run(["report", "--json", "-v"] + zone + Self.week, at: Self.later)
            #expect(
                verbose.stderr.contains(
                    "qiita-stats: \(id): views went down from \(item.views) to \(max(0, item.views - 7)) between "
                        + "2026-11-10T09:00:00+09:00 and 2026-11-11T09:00:00+09:00; counted as no gain"),
                "\(zone): \(verbose.stderr)")
        }
    }

    /// Fetches were once keyed by their second: three within one second were one. They are
    /// three fetches, each with its own counts, in the export and in the gains.
    @Test func threeFetchesWithinOneSecondAreThreeFetches() async throws {
        let harness = try HistoryHarness()
        let item = harness.publicItem
        for (step, time) in ["09:00:00.100", "09:00:00.400", "09:00:00.900"].enumerated() {
            try harness.serve(["item:\(item.index):page_views_count=\(item.views + 10 * step)"])
            #expect(await harness.run(["fetch"], at: "2026-11-10T\(time)+09:00").status == .success)
        }
        let export = await harness.run(["history", "export", "--format", "csv"], at: Self.later)
        let rows = export.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
        #expect(Set(rows.map { $0[4] }).count == 3, "\(export.stdout)")
        let id = harness.emulator.dataset.items[item.index].id
        let views = rows.filter { $0[2] == id }.map { $0[5] }
        #expect(views == ["\(item.views)", "\(item.views + 10)", "\(item.views + 20)"])
    }

    @Test func pruneKeepsOneSnapshotADayOfTheLastDays() async throws {
        let harness = try HistoryHarness()
        for time in ["2026-11-13T09:00:00+09:00", "2026-11-14T09:00:00+09:00", "2026-11-14T21:00:00+09:00"] {
            #expect(await harness.run(["fetch"], at: time).status == .success)
        }
        let prune = await harness.run(["history", "prune", "--keep-daily", "2"], at: Self.later)
        #expect(prune.status == .success, "\(prune.stderr)")
        let items = harness.emulator.dataset.items.count
        #expect(prune.stdout.hasPrefix("Removed 1 snapshot (\(items) rows); 2 kept in "))
        let export = await harness.run(["history", "export", "--format", "csv"], at: Self.later)
        let times = Set(export.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[4] })
        #expect(times == ["2026-11-13T09:00:00.000+09:00", "2026-11-14T21:00:00.000+09:00"])
    }
}
