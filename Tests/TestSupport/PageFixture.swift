import Contributions
import Foundation
import QiitaModel
import Rendering
import Testing

/// Pages of the fixture snapshots, for the HTML tests.
public enum PageFixture {
    /// A real 2×2 RGBA PNG, as an avatar (the golden pages embed these bytes).
    public static func avatar() throws -> Avatar {
        let base64 =
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAAXNSR0IArs4c6QAAABtJREFUCJljOGFj89/mhM1/BhubE/8/fPjwHwBSJAqNxNrY9wAAAABJRU5ErkJggg=="
        return try #require(Data(base64Encoded: base64).flatMap { Avatar(bytes: Array($0)) })
    }

    /// November 2026 in Tokyo, today the 30th: the report of `snapshot` (the contributions fixture by default).
    public static func novemberReport(
        _ snapshot: Snapshot? = nil, metric: Metric = .posts, history: GainHistory? = nil
    ) throws -> ContributionReport {
        let options = ContributionOptions(
            period: .month(try #require(CalendarMonth(parsing: "2026-11"))),
            zone: try ContributionsFixture.zone("Asia/Tokyo"), metric: metric,
            today: try ContributionsFixture.date("2026-11-30"))
        return try Contributions.aggregate(
            try snapshot ?? ContributionsFixture.snapshot(), options: options, history: history)
    }

    /// The contributions fixture with a description, drawn through the built-in template.
    public static func novemberPage(_ language: Language = .en, avatar: Avatar? = nil) throws -> String {
        var snapshot = try ContributionsFixture.snapshot()
        snapshot.user.description = "Swift と CLI が好きです。\r\nThis account is a fixture."
        let page = ReportPage(
            report: try novemberReport(snapshot), snapshot: snapshot, avatar: avatar,
            options: ReportPage.Options(language: language))
        return try page.render(ReportTemplate.builtIn())
    }

    /// Two fetches a day apart, on the 10th and 11th: 5 views and 1 like gained on the 11th.
    public static func twoFetches() throws -> GainHistory {
        let earlier = try #require(QiitaTimestamp(parsing: "2026-11-10T09:00:00+09:00")).epochSeconds
        return GainHistory(pairs: [
            FetchPairGain(
                earlier: earlier, later: earlier + 86_400, gained: GainedCounts(views: 5, likes: 1, stocks: 0))
        ])
    }

    public static let scriptTitle = "<script>alert(1)</script>"
    public static let imageTitle = #""><img src=x onerror=alert(1)>"#
    public static let markerTitle = #"<img src=x onerror="document.body.setAttribute('data-pwned','1')">"#
    public static let hostileTag = "javascript:alert(1)"
    public static let hostileDescription = "</style><script>alert(1)</script><style>"
    public static let hostileName = #"Eve "the <b>boss</b>" O'Brien"#

    /// The arguments of a report of ``hostileSnapshot()`` once stored: its host, from the store.
    public static let hostileData = ["--offline", "--host", "evil.example"]

    /// A snapshot whose titles, tag, description, name, host and URLs are hostile.
    public static func hostileSnapshot() -> Snapshot {
        func item(_ number: Int, _ title: String, url: String? = nil, tags: [String] = []) -> SnapshotItem {
            let id = "d\(String(repeating: "0", count: 18))\(number)"
            var item = ContributionsFixture.item(
                id, "2026-11-\(10 + number)T10:00:00+09:00", likes: number, stocks: 1, views: 100 * number)
            item.title = title
            item.url = url ?? item.url
            item.tags = tags
            return item
        }
        var snapshot = ContributionsFixture.snapshot([
            item(1, scriptTitle, tags: [hostileTag, "<b>bold</b>"]),
            item(2, imageTitle, url: "javascript:alert(1)"),
            item(3, markerTitle, url: "https://qiita.com.evil.example/x"),
            item(4, "<svg onload=alert(1)>", url: "https://evil.example/qiita.com/items/1"),
            item(5, "Quote \" and ' and & in a title", url: #"https://qiita.com/x" onmouseover="alert(1)"#),
            item(6, "Userinfo", url: "https://qiita.com@evil.example/"),
            item(7, "\u{202E}txt.exe\u{1B}[31m and a bell\u{07}"),
        ])
        snapshot.user.name = hostileName
        snapshot.user.description = hostileDescription
        snapshot.user.id = #"eve"><script>alert(1)</script>"#
        snapshot.host = "evil.example"
        return snapshot
    }
}
