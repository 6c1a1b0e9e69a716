import Foundation
import QiitaEmulator
import QiitaStatsCore
import SQLiteStore
import TestSupport
import Testing

/// `report --tag` and the by-tag table, against the emulator over loopback HTTP: what the tool says of each tag
/// is what the emulator's own dataset holds, computed here from that record.
@Suite(.serialized) struct TagReportTests {
    /// The emulator's public articles published in `year` in Tokyo, each with its date there.
    static func published(in year: Int, _ harness: EmulatorHarness) -> [(date: String, item: EmulatorItem)] {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "Asia/Tokyo")
        format.dateFormat = "yyyy-MM-dd"
        return harness.emulator.dataset.items.filter { !$0.isPrivate }.map {
            (format.string(from: Date(timeIntervalSince1970: TimeInterval($0.createdEpoch))), $0)
        }
        .filter { $0.date.hasPrefix("\(year)-") }
    }

    static func json(_ run: ToolRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    /// The days of a document that have posts: date → posts.
    static func postingDays(_ document: [String: Any]) -> [String: Int] {
        var days: [String: Int] = [:]
        for day in document["days"] as? [[String: Any]] ?? [] where day["posts"] as? Int ?? 0 > 0 {
            days[day["date"] as? String ?? ""] = day["posts"] as? Int
        }
        return days
    }

    @Test func theTableOfAYearInTokyoIsTheDatasetsPerTagSums() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 537))
        let run = await harness.run(["report", "--year", "2024", "--json"])
        #expect(run.status == .success, "\(run.stderr)")
        var expected: [String: [Int]] = [:]  // name → posts, likes, stocks, views
        for (_, item) in Self.published(in: 2024, harness) {
            for tag in Set(item.tags) {
                let sums = expected[tag] ?? [0, 0, 0, 0]
                expected[tag] = zip(sums, [1, item.likesCount, item.stocksCount, item.pageViewsCount]).map { $0 + $1 }
            }
        }
        let order = expected.sorted { ($0.value[0], $0.value[1], $1.key) > ($1.value[0], $1.value[1], $0.key) }
        #expect(expected.count > 5)
        let table = try #require(try Self.json(run)["tags"] as? [[String: Any]])
        #expect(table.map { $0["name"] as? String ?? "" } == order.map(\.key))
        for row in table {
            let name = row["name"] as? String ?? ""
            #expect(["posts", "likes", "stocks", "views"].map { row[$0] as? Int ?? -1 } == expected[name], "\(name)")
            #expect(row["views_unknown"] as? Int == 0)
        }
    }

    @Test func aTagInAnotherCaseGivesTheDaysOfItsArticles() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 537))
        let run = await harness.run(["report", "--year", "2024", "--json", "--tag", "sWIFT"])
        #expect(run.status == .success, "\(run.stderr)")
        let document = try Self.json(run)
        let tagged = Self.published(in: 2024, harness).filter { $0.item.tags.contains("Swift") }
        #expect(!tagged.isEmpty)
        #expect(Self.postingDays(document) == Dictionary(tagged.map { ($0.date, 1) }, uniquingKeysWith: +))
        let allTime = harness.emulator.dataset.items.filter { !$0.isPrivate && $0.tags.contains("Swift") }
        #expect((document["all_time"] as? [String: Any])?["posts"] as? Int == allTime.count)
        #expect((document["period"] as? [String: Any])?["tags"] as? [String] == ["sWIFT"])
        let items = document["items"] as? [[String: Any]] ?? []
        #expect(items.allSatisfy { ($0["tags"] as? [String] ?? []).contains("Swift") })
    }

    @Test func twoTagsGiveTheUnionOfTheirDays() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 537))
        let run = await harness.run(["report", "--year", "2024", "--json", "--tag", "go", "--tag", "DOCKER"])
        #expect(run.status == .success, "\(run.stderr)")
        let tagged = Self.published(in: 2024, harness).filter {
            $0.item.tags.contains("Go") || $0.item.tags.contains("Docker")
        }
        #expect(
            tagged.contains { !$0.item.tags.contains("Go") } && tagged.contains { !$0.item.tags.contains("Docker") })
        #expect(
            Self.postingDays(try Self.json(run)) == Dictionary(tagged.map { ($0.date, 1) }, uniquingKeysWith: +))
    }

    @Test func zennIsLeftOutOfATagReportAndItSaysSoOnce() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 537))
        let zenn = ["ZENN_API_BASE_URL": harness.emulator.baseURL.absoluteString]
        #expect(await harness.run(["fetch", "--zenn", "emu-user"], environment: zenn).status == .success)
        let run = await harness.run(["report", "--year", "2024", "--json", "--tag", "Swift", "--offline"])
        #expect(run.status == .success, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines == ["qiita-stats: Zenn's articles carry no tags: --tag leaves them out"], "\(run.stderr)")
        let document = try Self.json(run)
        #expect(document["zenn_user"] is NSNull)
        #expect((document["sources"] as? [String: Any])?.keys.sorted() == ["qiita"])
        let items = document["items"] as? [[String: Any]] ?? []
        #expect(!items.isEmpty && items.allSatisfy { $0["source"] as? String == "qiita" })
        let badge = await harness.run(["badge", "--tag", "Swift", "--output", "-", "--offline"])
        #expect(badge.status == .success && badge.stderr.split(separator: "\n").count == 1, "\(badge.stderr)")
        #expect(badge.stdout.contains("Qiita · Swift: "), "\(badge.stdout)")
        let untagged = await harness.run(["report", "--year", "2024", "--json", "--offline"])
        #expect(untagged.stderr.isEmpty)
        #expect(try Self.json(untagged)["zenn_user"] as? String == "emu-user")
    }

    /// Of two articles whose publication time cannot be read (a store an older version wrote: a fetch now leaves such
    /// an article out), a report of one's tag names that one, not the other.
    @Test func aTagReportNamesItsOwnArticleWithAnUnreadableTime() async throws {
        var configuration = EmulatorConfiguration(items: 20)
        configuration.edits = [JSONEdit(target: .item(1), field: "tags", json: #"[{"name":"OnlyHere"}]"#)]
        let harness = try EmulatorHarness(configuration)
        #expect(await harness.run(["fetch"]).status == .success)
        let (untagged, tagged) = (harness.emulator.dataset.items[0].id, harness.emulator.dataset.items[1].id)
        let database = try SQLiteDatabase(path: harness.storeFile.path, create: false)
        for (id, time) in [(untagged, "zzz"), (tagged, "aaa")] {
            try database.execute(
                "UPDATE articles SET created_at = '\(time)', created_epoch = NULL WHERE article = '\(id)'")
        }
        try database.close()
        let run = await harness.run(["report", "--offline", "--tag", "onlyhere"])
        #expect(run.status == .dataError, "\(run.stderr)")
        #expect(run.stderr.contains("item \(tagged) has a malformed created_at \"aaa\""), "\(run.stderr)")
    }

    @Test func hostileTagNamesShowAsTextInEveryOutput() async throws {
        let escape = #"\u001b[31mRED\u001b]0;pwned\u0007"#
        let long = String(repeating: "とても長い日本語のタグ", count: 6)
        let tags = [escape, "<script>alert(1)</script>", long].map { #"{"name":""# + $0 + #"","versions":[]}"# }
        var configuration = EmulatorConfiguration(items: 40)
        configuration.edits = [JSONEdit(target: .item(0), field: "tags", json: "[" + tags.joined(separator: ",") + "]")]
        let harness = try EmulatorHarness(configuration)
        let month = String(harness.emulator.dataset.items[0].createdAt.prefix(7))
        let arguments = ["report", "--month", month, "--tag", "<SCRIPT>alert(1)</script>", "--tag", "\u{1B}[31mred"]
        let outputs = ["--html", "page.html", "--svg", "calendar.svg", "--terminal", "--color", "never"]
        let run = await harness.run(arguments + outputs, terminal: Terminal(columns: 80))
        #expect(run.status == .success, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{07}"))
        #expect(lines.allSatisfy { TerminalText.width(String($0)) <= 80 })
        #expect(lines[0].contains(" · tags: <SCRIPT>alert(1)</script>, red · "), "\(lines[0])")
        let table = try #require(lines.firstIndex { $0.hasPrefix("Top tags") })
        let names = lines[(table + 1)...].map { $0.split(separator: "  ").last.map(String.init) ?? "" }
        #expect(names.contains("RED") && names.contains("<script>alert(1)</script>"), "\(run.stdout)")
        #expect(names.contains { $0.hasPrefix("とても長い") && $0.hasSuffix("…") }, "\(run.stdout)")
        let page = try String(contentsOf: harness.home.url.appendingPathComponent("page.html"), encoding: .utf8)
        let svg = try String(contentsOf: harness.home.url.appendingPathComponent("calendar.svg"), encoding: .utf8)
        for document in [page, svg] {
            #expect(!document.lowercased().contains("<script") && !document.contains("\u{1B}"))
            #expect(document.contains("tags: &lt;SCRIPT&gt;alert(1)&lt;/script&gt;, red"))
        }
        #expect(page.contains(#"<span class="name api">&lt;script&gt;alert(1)&lt;/script&gt;</span>"#))
        #expect(page.contains(#"<span class="name api">[31mRED]0;pwned</span>"#))
        #expect(svg.contains(#"<title id="qs-title">Qiita contributions · tags: &lt;SCRIPT&gt;"#))
    }

    /// The gains of a tag report (the calendar's, the page's list of gainers, a `-gained` badge's) are those of the
    /// tag's articles: what the others gained is left out, and five others that gained more take no place in the list
    /// (the tag's gainer is none of the all-time tops, which the page reads anyway).
    @Test func theGainsOfATagReportAreOfItsArticlesAlone() async throws {
        let harness = try HistoryHarness(items: 200)
        let items = harness.emulator.dataset.items
        let tag = try #require(
            Dictionary(items.flatMap(\.tags).map { ($0, 1) }, uniquingKeysWith: +).max { $0.value < $1.value }?.key)
        let carrying = items.indices.filter { !items[$0].isPrivate && items[$0].tags.contains(tag) }
        let tops = [
            carrying.sorted {
                (items[$0].likesCount, items[$0].pageViewsCount) > (items[$1].likesCount, items[$1].pageViewsCount)
            },
            carrying.sorted {
                (items[$0].pageViewsCount, items[$0].likesCount) > (items[$1].pageViewsCount, items[$1].likesCount)
            },
        ].flatMap { $0.prefix(11) }
        let tagged = try #require(carrying.first { !tops.contains($0) })
        let others = items.indices.filter { !items[$0].isPrivate && !items[$0].tags.contains(tag) }.prefix(5)
        #expect(others.count == 5)
        // The tag's article gains stocks (which rank no top), the others likes.
        for (time, step) in [("2026-11-10T09:00:00+09:00", 0), ("2026-11-11T09:00:00+09:00", 1)] {
            try harness.serve(
                ["item:\(tagged):stocks_count=\(items[tagged].stocksCount + 3 * step)"]
                    + others.map { "item:\($0):likes_count=\(items[$0].likesCount + 5 * step)" })
            #expect(await harness.run(["fetch"], at: time).status == .success)
        }
        let template = harness.home.url.appendingPathComponent("gainers.html")
        try Data("{{#gains.top}}{{gained}}\n{{/gains.top}}".utf8).write(to: template)
        let later = "2026-11-14T12:00:00+09:00"
        let week = ["report", "--from", "2026-11-08", "--to", "2026-11-14", "--offline", "--json", "week.json"]
        let page = ["--html", "page.html", "--template", template.path]
        for (filter, gained, gainers) in [
            ([String](), [25, 3], String(repeating: "+5 likes\n", count: 5)),
            (["--tag", tag.uppercased()], [0, 3], "+3 stocks\n"),
        ] {
            let run = await harness.run(week + page + filter, at: later)
            #expect(run.status == .success, "\(run.stderr)")
            let document = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: harness.home.url.appendingPathComponent("week.json")))
                    as? [String: Any])
            let totals = document["totals"] as? [String: Any]
            #expect(["likes_gained", "stocks_gained"].map { totals?[$0] as? Int } == gained, "\(filter)")
            let listed = try String(contentsOf: harness.home.url.appendingPathComponent("page.html"), encoding: .utf8)
            #expect(listed == gainers, "\(filter)")
        }
        for (filter, message) in [([String](), "+25 LGTM in 1 day"), (["--tag", tag], "+0 LGTM in 1 day")] {
            let badge = await harness.run(
                ["badge", "--metric", "likes-gained", "--format", "json", "--output", "-", "--offline"] + filter,
                at: later)
            #expect(badge.stdout.contains(#""message": "\#(message)""#), "\(badge.stdout)\(badge.stderr)")
        }
    }
}
