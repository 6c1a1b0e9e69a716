import Foundation
import PNGEncoder
import QiitaEmulator
import TestSupport
import Testing

/// The history's page and badge end to end: fetches from the emulator over loopback record the
/// history; the page of a period it covers shows the views gained per day and the articles
/// that gained most, and a `-gained` badge what the last 30 days gained.
@Suite(.serialized) struct HistoryPageBadgeTests {
    static let week = HistoryEndToEndTests.week
    static let later = HistoryEndToEndTests.later

    func read(_ harness: HistoryHarness, _ path: String) throws -> String {
        try String(contentsOf: harness.home.url.appendingPathComponent(path), encoding: .utf8)
    }

    /// The chart's bars: date → views.
    static func bars(_ page: String) -> [String: Int] {
        var bars: [String: Int] = [:]
        for tag in HTMLScan(page).tags("rect") where tag.attribute("class") == "qs-bar" {
            if let date = tag.attribute("data-date"), let views = tag.attribute("data-views").flatMap({ Int($0) }) {
                bars[date] = views
            }
        }
        return bars
    }

    @Test func thePageChartsTheViewsGainedEachKnownDayAndListsTheArticleThatGained() async throws {
        let harness = try await HistoryEndToEndTests.threeFetches()
        let run = await harness.run(["report", "--html", "page.html"] + Self.week, at: Self.later)
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stderr == "qiita-stats: wrote page.html\n")
        let page = try read(harness, "page.html")
        // +100 on the 11th, then +130 over the three days of the gap; the days before the second
        // fetch and after the last have no bar: they are unknown, drawn as a dotted gap.
        #expect(Self.bars(page) == ["2026-11-11": 100, "2026-11-12": 43, "2026-11-13": 43, "2026-11-14": 44])
        let scan = HTMLScan(page)
        let chart = try #require(scan.tags("svg").first { $0.attribute("class") == "qs-gains" })
        #expect(chart.attribute("role") == "img")
        #expect(
            chart.attribute("aria-label")
                == "Views gained per day, 2026-11-08 – 2026-11-15: +230 in all over 4 known days")
        #expect(page.contains(#"<line class="qs-unknown""#))
        #expect(scan.texts.contains("Nov 11, 2026: +100 views"))
        #expect(scan.texts.contains("Blank days: no fetch before and after them, so their gain is unknown."))
        // The cards and the list: the one article that gained, linked to its page.
        #expect(scan.texts.contains("Gained in this period") && scan.texts.contains("+230"))
        let item = harness.emulator.dataset.items[harness.publicItem.index]
        #expect(scan.tags("a").contains { $0.attribute("href") == item.url })
        #expect(scan.texts.contains(item.title))
        #expect(scan.texts.contains { $0.hasPrefix("+230 views · +3 likes · ") })
        #expect(!page.contains("<script"))

        let japanese = await harness.run(
            ["report", "--html", "ja.html", "--lang", "ja"] + Self.week, at: Self.later)
        #expect(japanese.status == .success, "\(japanese.stderr)")
        let ja = HTMLScan(try read(harness, "ja.html"))
        #expect(ja.texts.contains("この期間に増えた数") && ja.texts.contains("この期間によく伸びた記事"))
        #expect(ja.texts.contains("2026年11月11日: 閲覧数 +100"))
        #expect(ja.texts.contains { $0.hasPrefix("閲覧数 +230 · いいね +3 · ") })
    }

    /// A report reads its period's articles from the store: an article published long before the
    /// period, and in neither all-time top ten, is read for the list when it gained.
    @Test func anOldArticleThatGainedIsListedThoughThePeriodDoesNotHoldIt() async throws {
        let harness = try HistoryHarness(items: 60)
        let items = harness.emulator.dataset.items
        let tenth = { (counts: [Int]) in counts.sorted(by: >)[10] }
        let (views, likes) = (tenth(items.map(\.pageViewsCount)), tenth(items.map(\.likesCount)))
        let index = try #require(
            items.indices.last {
                !items[$0].isPrivate && items[$0].pageViewsCount + 100 < views && items[$0].likesCount < likes
            })
        let item = items[index]
        #expect(item.createdEpoch < 1_793_000_000, "published before November 2026")
        for (time, gained) in [(HistoryEndToEndTests.first, 0), (HistoryEndToEndTests.second, 100)] {
            try harness.serve(["item:\(index):page_views_count=\(item.pageViewsCount + gained)"])
            #expect(await harness.run(["fetch"], at: time).status == .success)
        }
        let run = await harness.run(["report", "--html", "page.html"] + Self.week, at: Self.later)
        #expect(run.status == .success, "\(run.stderr)")
        let scan = HTMLScan(try read(harness, "page.html"))
        #expect(scan.tags("a").contains { $0.attribute("href") == item.url })
        #expect(scan.texts.contains("+100 views · "))
    }

    @Test func aHostileTitleIsEscapedInTheListAndAPageWithoutHistoryHasNoGains() async throws {
        let harness = try HistoryHarness()
        let item = harness.publicItem
        let title = #"<img src=x onerror=alert(1)> & "quotes""#
        try harness.serve()
        #expect(await harness.run(["fetch"], at: HistoryEndToEndTests.first).status == .success)
        // Only one fetch: the history covers no day, and the page has no gains section.
        let alone = await harness.run(["report", "--html", "one.html"] + Self.week, at: Self.later)
        #expect(alone.status == .success, "\(alone.stderr)")
        let one = try read(harness, "one.html")
        #expect(!one.contains("gains-heading") && !one.contains("qs-gains"))
        try harness.serve([
            "item:\(item.index):page_views_count=\(item.views + 7)",
            "item:\(item.index):title=\"\(title.replacingOccurrences(of: "\"", with: "\\\""))\"",
        ])
        #expect(await harness.run(["fetch"], at: HistoryEndToEndTests.second).status == .success)
        let run = await harness.run(["report", "--html", "page.html"] + Self.week, at: Self.later)
        #expect(run.status == .success, "\(run.stderr)")
        let page = try read(harness, "page.html")
        #expect(!page.contains("<img src=x"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;"))
        #expect(HTMLScan(page).texts.contains(title))
        #expect(Self.bars(page) == ["2026-11-11": 7])
    }

    @Test func aGainedBadgeSaysWhatTheKnownDaysOfTheLast30Gained() async throws {
        let harness = try await HistoryEndToEndTests.threeFetches()
        for format in ["svg", "json", "png"] {
            let run = await harness.run(
                ["badge", "--metric", "views-gained", "--offline", "--format", format, "--output", "badge.\(format)"],
                at: Self.later)
            #expect(run.status == .success, "\(format): \(run.stderr)")
            #expect(run.stderr == "qiita-stats: wrote badge.\(format)\n")
        }
        let svg = try read(harness, "badge.svg")
        #expect(svg.contains(#"aria-label="Qiita: +230 views in 4 days""#))
        let json = try read(harness, "badge.json")
        #expect(json.contains(#""message": "+230 views in 4 days""#) && !json.contains("isError"))
        let png = try PNGCodec.decodeBitmap(
            Array(try Data(contentsOf: harness.home.url.appendingPathComponent("badge.png"))))
        #expect(png.height == 40)
        // The message is Qiita green: the pixel in the middle of the right half.
        let pixel = png[png.width * 3 / 4, 3]
        #expect(pixel.green > pixel.red && pixel.green > pixel.blue)

        let likes = await harness.run(
            ["badge", "--metric", "likes-gained", "--offline", "--format", "json", "--output", "-", "--lang", "ja"],
            at: Self.later)
        #expect(likes.stdout.contains(#""message": "いいね +3（4日間）""#), "\(likes.stdout)")
        let stocks = await harness.run(
            ["badge", "--metric", "stocks-gained", "--offline", "--format", "json", "--output", "-"], at: Self.later)
        #expect(stocks.stdout.contains(#""message": "+0 stocks in 4 days""#), "\(stocks.stdout)")
    }

    @Test func aGainedBadgeWithoutHistoryStopsWithAHintOrWritesAGreyBadge() async throws {
        let harness = try HistoryHarness()
        try harness.serve()
        #expect(await harness.run(["fetch"], at: HistoryEndToEndTests.first).status == .success)
        let url = harness.home.url.appendingPathComponent("badge.svg")
        try Data("previous".utf8).write(to: url)
        let failed = await harness.run(
            ["badge", "--metric", "views-gained", "--offline", "--output", "badge.svg"], at: Self.later)
        #expect(failed.status == .failure)
        #expect(
            failed.stderr.hasPrefix(
                "qiita-stats: error: --metric views-gained: no gain of @emu-user is known in the last 30 days"),
            "\(failed.stderr)")
        #expect(failed.stderr.contains("\nhint: each successful 'qiita-stats fetch' records a snapshot"))
        #expect(try String(contentsOf: url, encoding: .utf8) == "previous")

        let grey = await harness.run(
            [
                "badge", "--metric", "views-gained", "--offline", "--on-error", "badge", "--format", "json", "--output",
                "-",
            ],
            at: Self.later)
        #expect(grey.status == .success, "\(grey.stderr)")
        #expect(grey.stdout.contains(#""message": "no history yet""#) && grey.stdout.contains(#""isError": true"#))
        #expect(grey.stderr.contains("warning:"))
    }
}
