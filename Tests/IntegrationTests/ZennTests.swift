import CurlTransport
import EmulatorFaults
import Foundation
import QiitaEmulator
import QiitaStatsCore
import Synchronization
import TestSupport
import Testing

/// libcurl, with every request kept to look at its headers.
final class RecordingTransport: HTTPTransport {
    static func header(_ name: String, of request: HTTPRequest) -> String? {
        request.headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    let inner = CurlTransport()
    let sent = Mutex<[HTTPRequest]>([])

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        sent.withLock { $0.append(request) }
        return try await inner.send(request)
    }
}

/// Zenn as a second source, against the emulator's Zenn list over loopback HTTP.
@Suite(.serialized) struct ZennTests {
    /// 120 Qiita articles: the emulator's Zenn user has 60, three pages of 20.
    static func harness(
        faults: String = "", edits: [JSONEdit] = [], options: FaultOptions = FaultOptions(), items: Int = 120
    ) throws -> EmulatorHarness {
        var configuration = EmulatorConfiguration(items: items, bodies: items <= 1000)
        configuration.edits = edits
        return try EmulatorHarness(configuration, options, faults: faults)
    }

    static func zenn(_ harness: EmulatorHarness) -> [String: String] {
        ["ZENN_API_BASE_URL": harness.emulator.baseURL.absoluteString]
    }

    /// Zenn's pages as the emulator serves them, read with the harness's transport.
    static func zennArticles(_ harness: EmulatorHarness) async throws -> [[String: Any]] {
        var articles: [[String: Any]] = []
        var page: Int? = 1
        while let current = page {
            let url = harness.emulator.baseURL.appending(path: "api/articles").appending(queryItems: [
                URLQueryItem(name: "username", value: "emu-user"), URLQueryItem(name: "page", value: String(current)),
            ])
            let response = try await harness.transport.send(HTTPRequest(url: url))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            articles += try #require(object["articles"] as? [[String: Any]])
            page = object["next_page"] as? Int
        }
        return articles
    }

    static func json(_ run: ToolRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    /// Per day: (posts, likes).
    static func perDay(_ document: [String: Any]) -> [String: [Int]] {
        let days = document["days"] as? [[String: Any]] ?? []
        return Dictionary(
            uniqueKeysWithValues: days.map {
                ($0["date"] as? String ?? "", [$0["posts"] as? Int ?? -1, $0["likes"] as? Int ?? -1])
            })
    }

    @Test func aReportCountsBothSourcesDayByDay() async throws {
        let harness = try Self.harness()
        let zenn = try await Self.zennArticles(harness)
        #expect(zenn.count == 60)
        let year = String((zenn.first?["published_at"] as? String ?? "").prefix(4))
        let qiitaOnly = try Self.json(await harness.run(["report", "--year", year, "--json"]))
        let readByTest = harness.requests("/api/articles").count
        let run = await harness.run(
            ["report", "--zenn", "emu-user", "--year", year, "--json"], environment: Self.zenn(harness))
        #expect(run.status == .success, "\(run.stderr)")
        let both = try Self.json(run)
        #expect(both["schema_version"] as? Int == 2)
        #expect(both["zenn_user"] as? String == "emu-user")
        // The expected sums: Qiita's report plus each Zenn article on its day (TZ is Asia/Tokyo, as Zenn's offset).
        var expected = Self.perDay(qiitaOnly)
        for article in zenn {
            let day = String((article["published_at"] as? String ?? "").prefix(10))
            guard day.hasPrefix(year) else { continue }
            expected[day, default: [0, 0]][0] += 1
            expected[day, default: [0, 0]][1] += article["liked_count"] as? Int ?? 0
        }
        #expect(Self.perDay(both) == expected)
        #expect(Self.perDay(both) != Self.perDay(qiitaOnly))
        let items = both["items"] as? [[String: Any]] ?? []
        let zennItems = items.filter { $0["source"] as? String == "zenn" }
        #expect(!zennItems.isEmpty && zennItems.count < items.count)
        for item in zennItems {
            let id = (item["id"] as? String ?? "").dropFirst("zenn-".count)
            let article = try #require(zenn.first { String($0["id"] as? Int ?? -1) == id })
            #expect(item["url"] as? String == "https://zenn.dev" + (article["path"] as? String ?? "?"))
            #expect(item["page_views_count"] is NSNull && item["stocks_count"] is NSNull)
        }
        #expect(
            items.filter { $0["source"] as? String == "qiita" }.allSatisfy {
                ($0["url"] as? String ?? "").hasPrefix("https://qiita.com/")
            })
        let sources = try #require(both["sources"] as? [String: [String: Any]])
        #expect(sources["zenn"]?["posts"] as? Int == zennItems.count)
        // Three pages, one after another with a pause between them, and never the Qiita token.
        let requests = harness.requests("/api/articles").dropFirst(readByTest)
        #expect(requests.count == 3)
        #expect(requests.allSatisfy { !$0.hadAuthorization })
        #expect(harness.recordedSleeps.filter { $0 == .milliseconds(300) }.count == 2)
    }

    @Test func zennFailingGivesTheQiitaReportAndExit3() async throws {
        let harness = try Self.harness(faults: "status=500:path=/api/articles")
        let qiitaOnly = try Self.json(await harness.run(["report", "--year", "2025", "--json"]))
        let run = await harness.run(
            ["report", "--zenn", "emu-user", "--year", "2025", "--json", "--refresh"], environment: Self.zenn(harness))
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(Self.perDay(try Self.json(run)) == Self.perDay(qiitaOnly))
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1 && warnings[0].contains("Zenn is unavailable"), "\(run.stderr)")
        #expect(!run.stderr.contains("Qiita API"), "Zenn's failure names Zenn, not Qiita")
        #expect(harness.requests("/api/articles").count == 4, "retried as any request")
    }

    @Test func zennUnreachableKeepsThePreviousZennArticles() async throws {
        let harness = try Self.harness()
        #expect(await harness.run(["fetch", "--zenn", "emu-user"], environment: Self.zenn(harness)).status == .success)
        let before = try harness.snapshot().items.filter { $0.id.hasPrefix("zenn-") }
        #expect(before.count == 60)
        let run = await harness.run(["fetch"], environment: ["ZENN_API_BASE_URL": "http://127.0.0.1:1"])
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(run.stderr.contains("qiita-stats: warning: Zenn's articles could not be fetched"), "\(run.stderr)")
        #expect(try harness.snapshot().items.filter { $0.id.hasPrefix("zenn-") } == before)
    }

    @Test func theHTMLPageLinksEachZennArticleToZenn() async throws {
        let harness = try Self.harness()
        let page = harness.home.url.appendingPathComponent("report.html").path
        let json = await harness.run(
            ["report", "--zenn", "emu-user", "--year", "2025", "--json"], environment: Self.zenn(harness))
        let run = await harness.run(["report", "--year", "2025", "--html", page], environment: Self.zenn(harness))
        #expect(run.status == .success, "\(run.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let zennItems = (try Self.json(json)["items"] as? [[String: Any]] ?? []).filter {
            $0["source"] as? String == "zenn"
        }
        #expect(!zennItems.isEmpty)
        for item in zennItems {
            let url = try #require(item["url"] as? String)
            #expect(html.contains("<a href=\"\(url)\">"), "\(url)")
        }
        #expect(
            html.contains("<span class=\"badge\">Zenn</span>") && html.contains("<span class=\"badge\">Qiita</span>"))
        #expect(html.contains("<title>") && html.contains("Qiita + Zenn</title>"))
        let sources = try #require(try Self.json(json)["sources"] as? [String: [String: Any]])
        let posts = ["qiita", "zenn"].map { sources[$0]?["posts"] as? Int ?? -1 }
        #expect(
            html.contains("<p class=\"sub\">Qiita \(posts[0]) · Zenn \(posts[1])</p>"), "the posts card splits by site")
    }

    @Test func theLinkIsRememberedShownAndUndone() async throws {
        let harness = try Self.harness()
        let env = Self.zenn(harness)
        #expect(await harness.run(["fetch", "--zenn", "emu-user"], environment: env).status == .success)
        let file = harness.home.url.appendingPathComponent(".config/qiita-stats/zenn.json")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let report = try Self.json(await harness.run(["report", "--year", "2025", "--json"], environment: env))
        #expect(report["zenn_user"] as? String == "emu-user")
        let status = await harness.run(["auth", "status"])
        #expect(status.stdout.contains("  Zenn: emu-user"), "\(status.stdout)")
        let badge = await harness.run(["badge", "--output", "-"], environment: env)
        #expect(badge.stdout.contains("Qiita + Zenn"), "\(badge.stderr)")
        let unlinked = await harness.run(["report", "--zenn", "-", "--year", "2025", "--json"], environment: env)
        let document = try Self.json(unlinked)
        #expect(document["zenn_user"] is NSNull)
        #expect((document["items"] as? [[String: Any]] ?? []).allSatisfy { $0["source"] as? String == "qiita" })
        let allTime = { (document: [String: Any]) in (document["all_time"] as? [String: Any])?["posts"] as? Int }
        #expect(allTime(document).map { $0 + 60 } == allTime(report), "the all-time sums leave Zenn out too")
        #expect(!(await harness.run(["auth", "status"])).stdout.contains("Zenn"))
        let terminal = await harness.run(["report", "--year", "2025", "--color", "never"], environment: env)
        #expect(!terminal.stdout.contains("Zenn") && !terminal.stdout.contains("(Qiita)"))
    }

    @Test func anUnknownZennUserIsAnErrorNamingIt() async throws {
        let harness = try Self.harness()
        let run = await harness.run(["fetch", "--zenn", "nobody"], environment: Self.zenn(harness))
        #expect(run.status == .failure)
        #expect(run.stderr.contains("qiita-stats: error: the Zenn user \"nobody\" does not exist"), "\(run.stderr)")
        #expect(harness.snapshotBytes == nil, "nothing stored")
        #expect(
            !FileManager.default.fileExists(
                atPath: harness.home.url.appendingPathComponent(".config/qiita-stats/zenn.json").path))
    }

    @Test func hostileZennDataNeverReachesAnOutputUnescaped() async throws {
        let edits = [
            ("title", #""\u001b]0;pwned\u0007<script>alert(1)</script>&""#), ("path", #""javascript:alert(1)""#),
            ("path", #""//evil.example/articles/x""#), ("liked_count", "99999999999999999999"), ("id", "null"),
            ("published_at", "12"), ("title", "{\"a\":1}"), ("liked_count", "-3"),
            ("path", #""/emu-user/articles/a\"b""#),
        ].enumerated().map { JSONEdit(target: .zenn($0.offset), field: $0.element.0, json: $0.element.1) }
        let harness = try Self.harness(edits: edits)
        let env = Self.zenn(harness)
        let fetch = await harness.run(["fetch", "--zenn", "emu-user"], environment: env)
        #expect(fetch.status == .partial, "\(fetch.stderr)")
        #expect(fetch.stderr.contains("warning: left out 8 Zenn articles that could not be read"), "\(fetch.stderr)")
        let page = harness.home.url.appendingPathComponent("report.html").path
        let terminal = await harness.run(
            ["report", "--year", "2025", "--color", "always", "--html", page], environment: env)
        // The report built on that fetch says what it left out, as the fetch did.
        #expect(terminal.status == .partial, "\(terminal.stderr)")
        #expect(terminal.stderr.contains("warning: left out 8 Zenn articles that could not be read"))
        #expect(!terminal.stdout.contains("\u{1B}]0;"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!html.contains("<script>alert") && !html.contains("javascript:") && !html.contains("evil.example"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;&amp;"))
        let json = await harness.run(["report", "--year", "2025", "--json"], environment: env)
        #expect(json.stdout.contains(#"\u001b]0;pwned\u0007<script>alert(1)</script>&"#))
        #expect((try Self.json(json)["sources"] as? [String: [String: Any]])?["zenn"]?["posts"] != nil)
    }

    @Test func aRetryAfterIsWaitedFor() async throws {
        let harness = try Self.harness(faults: "status=429:path=/api/articles:page=2:times=1:retry-after=2")
        let run = await harness.run(["fetch", "--zenn", "emu-user"], environment: Self.zenn(harness))
        #expect(run.status == .success, "\(run.stderr)")
        #expect(harness.recordedSleeps.contains(.seconds(2)))
        #expect(try harness.snapshot().items.filter { $0.id.hasPrefix("zenn-") }.count == 60)
    }

    @Test func theHistoryExportsAndImportsZennRows() async throws {
        let harness = try Self.harness()
        #expect(await harness.run(["fetch", "--zenn", "emu-user"], environment: Self.zenn(harness)).status == .success)
        for format in ["csv", "jsonl"] {
            let export = await harness.run(["history", "export", "--format", format])
            #expect(export.status == .success, "\(export.stderr)")
            #expect(export.stdout.contains("zenn-300000"))
            let file = harness.home.url.appendingPathComponent("history.\(format)")
            try Data(export.stdout.utf8).write(to: file)
            let other = try Self.harness()
            let imported = await other.run(["history", "import", file.path, "--all-accounts"])
            #expect(imported.status == .success, "\(imported.stderr)")
            let again = await other.run(["history", "export", "--format", format])
            #expect(again.stdout == export.stdout)
        }
    }

    @Test func zennGetsAUserAgentAndNeverTheToken() async throws {
        let harness = try Self.harness()
        let transport = RecordingTransport()
        defer { transport.inner.shutdown() }
        let run = await runTool(
            ["fetch", "--zenn", "emu-user"], environment: harness.environment, home: harness.home.url,
            transport: transport, now: Date())
        #expect(run.status == .success, "\(run.stderr)")
        let sent = transport.sent.withLock { $0 }
        let zenn = sent.filter { $0.url.path == "/api/articles" }
        #expect(zenn.count == 3)
        #expect(
            zenn.allSatisfy {
                RecordingTransport.header("Authorization", of: $0) == nil
                    && RecordingTransport.header("User-Agent", of: $0) == "qiita-stats/1.0.0"
            })
        #expect(
            sent.filter { $0.url.path.hasPrefix("/api/v2/") }.allSatisfy {
                RecordingTransport.header("User-Agent", of: $0) == "qiita-stats/1.0.0"
            })
    }

    @Test func aNextPageSentAsAStringOfDigitsFetchesEveryArticle() async throws {
        let harness = try Self.harness(options: FaultOptions(zennNextPage: #""N","total_count":60"#))
        let run = await harness.run(["fetch", "--zenn", "emu-user"], environment: Self.zenn(harness))
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(try harness.snapshot().items.filter { $0.id.hasPrefix("zenn-") }.count == 60)
        let pages = harness.requests("/api/articles").map(\.query)
        #expect(pages.count == 3 && pages.allSatisfy { $0.contains("username=emu-user") })
    }

    /// A `next_page` that is no page, one that points back, or a list longer than the pages read is not all of it:
    /// one warning naming Zenn, exit 3, and the previous fetch's Zenn articles kept.
    @Test(arguments: [
        (#""2a""#, "Zenn sent data that cannot be read: page 1 of the articles: unexpected value at .nextPage"),
        ("true", "Zenn sent data that cannot be read: page 1 of the articles: unexpected value at .nextPage"),
        ("1", "page 1 gives 1 as the next page; pages go forward, 100 at most"),
    ])
    func aNextPageThatIsNoPageMakesTheFetchPartial(template: String, why: String) async throws {
        let harness = try Self.harness()
        #expect(await harness.run(["fetch", "--zenn", "emu-user"], environment: Self.zenn(harness)).status == .success)
        let shaped = try Self.harness(options: FaultOptions(zennNextPage: template))
        let run = await harness.run(
            ["fetch"], environment: ["ZENN_API_BASE_URL": shaped.emulator.baseURL.absoluteString])
        #expect(run.status == .partial, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(
            warnings.first?.contains("warning: Zenn") == true && warnings.first?.contains(why) == true, "\(run.stderr)")
        #expect(warnings.first?.contains("; the 60 Zenn articles of the fetch of ") == true, "\(run.stderr)")
        #expect(try harness.snapshot().items.filter { $0.id.hasPrefix("zenn-") }.count == 60)
        #expect(shaped.requests("/api/articles").count == 1)
    }

    @Test func aListLongerThanThePagesReadMakesTheFetchPartial() async throws {
        // 4,002 Qiita articles: the emulator's Zenn user has 2,001, 101 pages of 20.
        let harness = try Self.harness(options: FaultOptions(anonymousRateLimit: 1000), items: 4002)
        let run = await harness.run(
            ["fetch", "--zenn", "emu-user"], environment: Self.zenn(harness), virtualTime: true)
        #expect(run.status == .partial, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(
            warnings.first?.contains(
                "warning: Zenn's articles could not be fetched: page 100 gives 101 as the next page; pages go forward, 100 at most"
            ) == true, "\(run.stderr)")
        #expect(harness.requests("/api/articles").count == 100)
    }

    @Test func aNameZennListsNothingForIsLinkedWithAWarningNamingIt() async throws {
        let harness = try Self.harness(options: FaultOptions(zennUnknownUserEmpty: true))
        let env = Self.zenn(harness)
        let run = await harness.run(["fetch", "--zenn", "emu-usr"], environment: env)
        #expect(run.status == .success, "\(run.stderr)")
        #expect(
            run.stderr == "qiita-stats: warning: Zenn lists no articles for \"emu-usr\": check the name at "
                + "https://zenn.dev/emu-usr, or unlink it with --zenn -\n")
        #expect(run.stdout.contains("and 0 articles of emu-usr from Zenn"), "\(run.stdout)")
        let report = try Self.json(await harness.run(["report", "--year", "2025", "--json"], environment: env))
        #expect(report["zenn_user"] as? String == "emu-usr")
        let again = await harness.run(["fetch"], environment: env)
        #expect(
            again.status == .success && again.stderr == "", "the link made, later fetches say nothing: \(again.stderr)")
        #expect((await harness.run(["fetch", "--zenn", "-"], environment: env)).stderr == "")
    }

    /// Gains recorded while Zenn was linked count Zenn's likes only while it is; the badge says "likes" when they
    /// are in its number, Qiita's "LGTM" when they are not.
    @Test func zennsLikesCountInTheGainsAndTheBadgeOnlyWhileZennIsLinked() async throws {
        let harness = try HistoryHarness()
        let zenn = ["ZENN_API_BASE_URL": harness.emulator.baseURL.absoluteString]
        let item = harness.publicItem
        for (time, edits) in [
            ("2026-11-10T09:00:00+09:00", ["zenn:0:liked_count=10"]),
            (
                "2026-11-11T09:00:00+09:00",
                ["zenn:0:liked_count=15", "item:\(item.index):likes_count=\(item.likes + 3)"]
            ),
        ] {
            try harness.serve(edits)
            let fetch = await harness.run(["fetch", "--zenn", "emu-user"], at: time, environment: zenn)
            #expect(fetch.status == .success, "\(fetch.stderr)")
        }
        let later = "2026-11-12T12:00:00+09:00"
        func likesGained(_ link: [String]) async throws -> Int? {
            let run = await harness.run(
                ["report", "--from", "2026-11-08", "--to", "2026-11-12", "--offline", "--json"] + link, at: later,
                environment: zenn)
            #expect(run.status == .success, "\(run.stderr)")
            return (try Self.json(run)["totals"] as? [String: Any])?["likes_gained"] as? Int
        }
        func badge(_ metric: String) async throws -> String? {
            let run = await harness.run(
                ["badge", "--metric", metric, "--format", "json", "--output", "-", "--offline", "--lang", "en"],
                at: later, environment: zenn)
            #expect(run.status == .success, "\(run.stderr)")
            return try Self.json(run)["message"] as? String
        }
        #expect(try await likesGained([]) == 8)
        #expect(try await badge("likes-gained") == "+8 likes in 1 day")
        #expect(try await badge("likes")?.hasSuffix(" likes") == true)
        #expect(try await likesGained(["--zenn", "-"]) == 3, "Zenn's +5 left out with Zenn")
        #expect(try await badge("likes-gained") == "+3 LGTM in 1 day")
        #expect(try await badge("likes")?.hasSuffix(" LGTM") == true)
    }
}
