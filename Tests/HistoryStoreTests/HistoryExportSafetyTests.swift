import Foundation
import HistoryStore
import QiitaEmulator
import TestSupport
import Testing

@testable import HistoryStore

/// What `history export` lets out, and what a spreadsheet or a
/// terminal makes of it.
@Suite(.serialized) struct HistoryExportSafetyTests {
    static let fetchedAt = "2026-11-10T09:00:00+09:00"
    static let later = "2026-11-15T12:00:00+09:00"

    /// One fetch of six articles, the second of them limited-share.
    static func fetched() async throws -> (HistoryHarness, privateID: String) {
        let harness = try HistoryHarness()
        try harness.serve(["item:1:private=true"])
        let fetch = await harness.run(["fetch"], at: fetchedAt)
        #expect(fetch.status == .success, "\(fetch.stderr)")
        return (harness, harness.emulator.dataset.items[1].id)
    }

    @Test(arguments: ["jsonl", "csv"])
    func limitedShareArticlesStayOutUnlessAsked(format: String) async throws {
        let (harness, privateID) = try await Self.fetched()
        let items = harness.emulator.dataset.items
        let privateCount = items.enumerated().filter { $0.offset == 1 || $0.element.isPrivate }.count
        #expect(privateCount >= 1)
        let export = await harness.run(["history", "export", "--format", format], at: Self.later)
        #expect(export.status == .success, "\(export.stderr)")
        #expect(!export.stdout.contains(privateID))
        #expect(!export.stdout.contains("true"), "no row is marked private")
        let rows = export.stdout.split(separator: "\n").count - (format == "csv" ? 1 : 0)
        #expect(rows == items.count - privateCount)

        let all = await harness.run(["history", "export", "--format", format, "--include-private"], at: Self.later)
        #expect(all.status == .success)
        #expect(all.stdout.contains(privateID))
        #expect(all.stdout.split(separator: "\n").count - (format == "csv" ? 1 : 0) == items.count)
    }

    @Test func aUserIDThatIsNotOneIsBadDataAndNeverRecorded() async throws {
        let harness = try HistoryHarness()
        for id in [#""=HYPERLINK(\"http://evil\")""#, #""a\u001b]52;c;aGk=\u0007""#, #""a,b""#] {
            try harness.serve(["user:id=\(id)"])
            let fetch = await harness.run(["fetch"], at: Self.fetchedAt)
            #expect(fetch.status == .dataError, "\(id): \(fetch.stderr)")
            #expect(fetch.stderr.contains("which is not a Qiita user id"), "\(fetch.stderr)")
            #expect(!fetch.stderr.contains("\u{1B}"))
        }
        // The store holds the quota's count from the first request on, and no row.
        #expect(await harness.run(["history", "export"], at: Self.fetchedAt).stdout == "")
    }

    @Test func cellsASpreadsheetWouldRunAreGuardedAndReadBackAsTheyWere() throws {
        let hostile = [
            "=HYPERLINK(\"http://evil\",\"x\")", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx", "'=quoted", "a,b",
            "say \"hi\"", "plain", "", "'",
        ]
        let line = HistoryCSVRow.line(hostile)
        for cell in line.split(separator: ",", omittingEmptySubsequences: false) {
            let text = cell.hasPrefix("\"") ? cell.dropFirst() : cell
            #expect(!["=", "+", "-", "@", "\t", "\r"].contains(text.first.map(String.init) ?? ""), "\(cell)")
        }
        #expect(HistoryCSVRow.fields(line) == hostile)
        #expect(HistoryCSVRow.line(["=1+1", "a\"b"]) == "'=1+1,\"a\"\"b\"")
        #expect(HistoryCSVRow.fields("\"a\"b,c") == nil, "a quote inside a quoted field must be doubled")
        #expect(HistoryCSVRow.fields("a\"b,c") == nil, "a quote in an unquoted field is stray")
        #expect(HistoryCSVRow.fields("\"a,b") == nil, "a quoted field must be closed")
        #expect(HistoryCSVRow.fields("\"a,b\",\"\",c") == ["a,b", "", "c"])
    }

    @Test func theCSVExportImportsAgainAsItWas() async throws {
        let (harness, _) = try await Self.fetched()
        let export = await harness.run(["history", "export", "history.csv", "--include-private"], at: Self.later)
        #expect(export.status == .success, "\(export.stderr)")
        let rebuilt = ["XDG_DATA_HOME": harness.home.url.appendingPathComponent("rebuilt").path]
        let imported = await harness.run(["history", "import", "history.csv"], at: Self.later, environment: rebuilt)
        #expect(imported.status == .success, "\(imported.stderr)")
        let again = await harness.run(
            ["history", "export", "--format", "csv", "--include-private"], at: Self.later, environment: rebuilt)
        let written = try String(contentsOf: harness.home.url.appendingPathComponent("history.csv"), encoding: .utf8)
        #expect(again.stdout == written)
    }
}

/// What `history import` accepts and what it says.
@Suite(.serialized) struct HistoryImportDetailTests {
    static let later = "2026-11-15T12:00:00+09:00"
    static let header = "host,user,article,created_at,fetched_at,views,likes,stocks,private\n"

    static func row(user: String = "emu-user", fetchedAt: String = "2026-11-10T09:00:00+09:00") -> String {
        "qiita.com,\(user),0123456789abcdef0123,2026-11-01T10:00:00+09:00,\(fetchedAt),10,2,1,false\n"
    }

    @Test func aByteOrderMarkIsSkipped() async throws {
        let harness = try HistoryHarness()
        let bytes = "\u{FEFF}" + Self.header + Self.row()
        try Data(bytes.utf8).write(to: harness.home.url.appendingPathComponent("bom.csv"))
        let run = await harness.run(["history", "import", "--all-accounts", "bom.csv"], at: Self.later)
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Imported 1 row into "))
    }

    @Test func aTimeInTheFutureIsRefusedNamingItsLine() async throws {
        let harness = try HistoryHarness()
        let text = Self.header + Self.row() + Self.row(fetchedAt: "2026-11-16T09:00:00+09:00")
        try Data(text.utf8).write(to: harness.home.url.appendingPathComponent("future.csv"))
        let run = await harness.run(["history", "import", "--all-accounts", "future.csv"], at: Self.later)
        #expect(run.status == .dataError)
        #expect(
            run.stderr.hasPrefix(
                "qiita-stats: error: future.csv line 3: fetched_at 2026-11-16T09:00:00+09:00 is in the future"),
            "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: harness.historyFile.path), "nothing was written")
    }

    @Test(arguments: ["99999999999999999999", "1e30", "1.5", "1e400"])
    func aNumberThatIsNoCountIsRefusedNamingItsFieldAndLine(likes: String) async throws {
        let harness = try HistoryHarness()
        let good =
            #"{"host":"qiita.com","user":"emu-user","article":"0123456789abcdef0123","#
            + #""created_at":"2026-11-01T10:00:00+09:00","fetched_at":"2026-11-10T09:00:00+09:00","#
            + #""views":10,"likes":2,"stocks":1,"private":false}"#
        let bad = good.replacingOccurrences(of: #""likes":2"#, with: #""likes":\#(likes)"#)
        try Data((good + "\n" + bad + "\n").utf8).write(to: harness.home.url.appendingPathComponent("big.jsonl"))
        let run = await harness.run(["history", "import", "--all-accounts", "big.jsonl"], at: Self.later)
        #expect(run.status == .dataError)
        let shown = [
            "99999999999999999999": "100000000000000000000", "1e30": "1000000000000000019884624838656",
            "1e400": "(past ±1.8e308)",
        ]
        #expect(
            run.stderr.hasPrefix(
                "qiita-stats: error: big.jsonl line 2: likes \(shown[likes] ?? likes) is not a count (a whole number "
                    + "in 0…1000000000000)\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: harness.historyFile.path), "nothing was written")
    }

    @Test func theSummarySaysHowManyRowsWentToEachAccount() async throws {
        let harness = try HistoryHarness()
        let text = Self.header + Self.row() + Self.row(fetchedAt: "2026-11-11T09:00:00+09:00") + Self.row(user: "other")
        try Data(text.utf8).write(to: harness.home.url.appendingPathComponent("two.csv"))
        let run = await harness.run(["history", "import", "--all-accounts", "two.csv"], at: Self.later)
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.hasSuffix(": 2 for emu-user on qiita.com, 1 for other on qiita.com.\n"), "\(run.stdout)")
    }

    /// Logged in as one user, an export holding rows of two users and two hosts imports the logged-in account's rows,
    /// says in one line how many it left out, and imports the others when named or asked for; with `QIITA_TOKEN`, the
    /// account is the history's fetched with a token, else the one account of the rows; else it is asked for.
    @Test func onlyTheLoggedInAccountsRowsAreImportedUnlessAsked() async throws {
        let harness = try HistoryHarness()
        let host = "127.0.0.1:\(harness.emulator.port)"
        try harness.serve([#"user:id="other-user""#])
        let storeOnly = ["QIITA_TOKEN": ""]
        let login = await harness.run(
            ["auth", "login"], at: Self.later, environment: storeOnly, terminal: pipedStdin("emu-token"))
        #expect(login.status == .success, "\(login.stderr)")
        let onHost = { (user: String, time: String) in
            Self.row(user: user, fetchedAt: time).replacingOccurrences(of: "qiita.com,", with: "\(host),")
        }
        let mine = onHost("other-user", "2026-11-10T09:00:00+09:00") + onHost("other-user", "2026-11-11T09:00:00+09:00")
        let text =
            Self.header + onHost("held_out-user", "2026-11-10T09:00:00+09:00") + mine
            + onHost("held_out-user", "2026-11-11T09:00:00+09:00") + Self.row(user: "other-user")
        try Data(text.utf8).write(to: harness.home.url.appendingPathComponent("two.csv"))
        try Data((Self.header + mine).utf8).write(to: harness.home.url.appendingPathComponent("mine.csv"))
        let served = harness.emulator.settledRequestLog().count

        let run = await harness.run(["history", "import", "two.csv"], at: Self.later, environment: storeOnly)
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Imported 2 rows into "), "\(run.stdout)")
        #expect(
            run.stderr
                == "qiita-stats: warning: left out 3 rows of other accounts than other-user on \(host); "
                + "--all-accounts imports them\n")

        // QIITA_TOKEN's account: the history's fetched with a token (the rows just imported have views).
        let again = await harness.run(["history", "import", "-q", "two.csv"], at: Self.later)
        #expect(again.status == .success && again.stderr == "", "\(again.stderr)")
        // With no history, the one account of the rows; rows of two are refused.
        let fresh = ["XDG_DATA_HOME": harness.home.url.appendingPathComponent("fresh").path]
        let refused = await harness.run(["history", "import", "two.csv"], at: Self.later, environment: fresh)
        #expect(refused.status == .authentication)
        #expect(
            refused.stderr.hasPrefix(
                "qiita-stats: error: whose rows to import is unknown: no login, no token's fetch, 2 users' rows\n"),
            "\(refused.stderr)")
        let one = await harness.run(["history", "import", "mine.csv"], at: Self.later, environment: fresh)
        #expect(one.stdout.hasPrefix("Imported 2 rows into "), "\(one.stderr)")
        #expect(harness.emulator.settledRequestLog().count == served, "an import asks the API nothing")

        let named = await harness.run(
            ["history", "import", "two.csv", "--user", "held_out-user"], at: Self.later, environment: storeOnly)
        #expect(named.stdout.hasPrefix("Imported 2 rows into "), "\(named.stdout)")
        let all = await harness.run(
            ["history", "import", "two.csv", "--all-accounts"], at: Self.later, environment: storeOnly)
        #expect(all.stdout.hasPrefix("Imported 1 row into "), "\(all.stdout)")
        #expect(all.stderr == "")
    }
}
