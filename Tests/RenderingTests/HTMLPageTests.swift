import Foundation
import Mustache
import Rendering
import TestSupport
import Testing

@testable import Contributions

/// The page of `report --html`: its golden text, what it shows, and the built-in template.
@Suite struct HTMLPageTests {
    @Test(arguments: Language.allCases)
    func matchesTheGoldenPage(language: Language) throws {
        let page = try PageFixture.novemberPage(language, avatar: try PageFixture.avatar())
        assertSnapshot(page, named: "golden/report-2026-11-tokyo-\(language.rawValue).html")
    }

    @Test func theBuiltInTemplateIsTheOneInTemplates() throws {
        let repository = fixturesSourceDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let copy = try Data(contentsOf: repository.appendingPathComponent("templates/report.html"))
        #expect(
            Array(copy) == Array(ReportTemplate.builtInSource.utf8),
            "templates/report.html differs from Sources/Rendering/Resources/report.html")
        // And it is the template the tool checks like any user's: every name it uses exists.
        let template = try MustacheTemplate(ReportTemplate.builtInSource, name: "report.html")
        #expect(template.unknownNames(in: ReportPage.schema).isEmpty)
    }

    /// The schema a template is checked against is exactly what the data offers when every part is present.
    @Test(arguments: Language.allCases)
    func theSchemaIsWhatTheDataOffers(language: Language) throws {
        var snapshot = try ContributionsFixture.snapshot()
        snapshot.user.description = "about me"
        let gainer = try #require(snapshot.items.first { !$0.isPrivate })
        let page = ReportPage(
            report: try PageFixture.novemberReport(snapshot, history: try PageFixture.twoFetches()),
            snapshot: snapshot, avatar: try PageFixture.avatar(),
            articleGains: ArticleGains(entries: [
                .init(id: gainer.id, gained: GainedCounts(views: 5, likes: 1, stocks: 0))
            ]), options: ReportPage.Options(language: language))
        #expect(MustacheSchema(describing: page.data).paths == ReportPage.schema.paths)
    }

    @Test func thePageShowsTheReport() throws {
        let html = try PageFixture.novemberPage(.en, avatar: try PageFixture.avatar())
        let scan = HTMLScan(html)
        let text = scan.texts.joined(separator: "\n")
        #expect(scan.tags("html").first?.attribute("lang") == "en")
        #expect(scan.tags("h1").count == 1 && text.contains("Emu User"))
        #expect(scan.tags("a").contains { $0.attribute("href") == "https://qiita.com/emu-user" })
        #expect(text.contains("Swift と CLI が好きです。\nThis account is a fixture."))
        // The period's cards and all time: 5 posts in November (the private one is not counted).
        for expected in ["November 2026", "Posts", "All time 9", "Current streak", "Longest streak", "Busiest day"] {
            #expect(text.contains(expected), "\(expected)")
        }
        // One cell per day of November up to today, each with its words.
        let cells = scan.tags("use").filter { $0.attribute("data-date") != nil }
        #expect(cells.count == 30)
        let fifth = try #require(cells.first { $0.attribute("data-date") == "2026-11-05" })
        #expect(fifth.attribute("aria-label") == "1 post on November 5, 2026")
        #expect(text.contains("1 post on November 5, 2026") && text.contains("No posts on November 4, 2026"))
        #expect(scan.tags("svg").first?.attribute("aria-label") == "Contributions: 5 posts in November 2026")
        // The period's articles, newest first, linked; views unknown shown as a dash.
        let links = scan.tags("a").compactMap { $0.attribute("href") }
        #expect(links.contains("https://qiita.com/emu-user/items/a2000000000000000002"))
        #expect(text.contains("Late November everywhere") && text.contains("Views unknown"))
        #expect(scan.tags("tr").count == 6, "a header and the five articles of November")
        // The all-time lists rank every counted article (not the limited-share one): last year's leads by likes.
        #expect(text.contains("Top 10 by likes, all time") && text.contains("Last year"))
        #expect(text.contains("Early December in Tokyo") && !text.contains("限定共有の下書き"))
        #expect(text.contains("Time zone: Asia/Tokyo") && text.contains("2026-11-30 21:04 UTC+09:00"))
        #expect(text.contains("The views of 1 article are an earlier fetch's: the last one could not refresh them."))
        // A sum with unknown views is a lower bound, and says how many.
        #expect(text.contains("≥ 11,484") && text.contains("≥: the views of 1 article are unknown (1 in this period)."))
        let image = try #require(scan.tags("img").first)
        #expect(image.attribute("src")?.hasPrefix("data:image/png;base64,") == true)
    }

    @Test func japaneseSwitchesEveryLabel() throws {
        let english = PageLabels(.en).words.values.filter { $0 != "—" }
        let html = try PageFixture.novemberPage(.ja)
        let scan = HTMLScan(html)
        #expect(scan.tags("html").first?.attribute("lang") == "ja")
        // Article titles are the author's words, in whatever language: the labels around them are not.
        let titles = Set(try ContributionsFixture.snapshot().items.map(\.title))
        let text = scan.texts.filter { !titles.contains($0) }.joined(separator: "\n")
        for word in english { #expect(!text.contains(word), "English \"\(word)\" in the Japanese page") }
        for word in ["2026年11月", "投稿", "累計", "1件の投稿 (2026年11月5日)", "閲覧数トップ10（累計）", "タイムゾーン"] {
            #expect(text.contains(word), "\(word)")
        }
        let labels = scan.tags("use").compactMap { $0.attribute("aria-label") }
        #expect(labels.contains("1件の投稿 (2026年11月5日)"))
        #expect(!html.contains(">Mon<") && html.contains(">月<"))
    }

    @Test func withoutAnAvatarTheInitialStandsIn() throws {
        let scan = HTMLScan(try PageFixture.novemberPage(.en))
        #expect(scan.tags("img").isEmpty)
        #expect(scan.texts.contains("E"), "the initial of Emu User")
    }

    @Test func dayTitlesFollowTheMetric() throws {
        let snapshot = try ContributionsFixture.snapshot()
        let report = try PageFixture.novemberReport(snapshot, metric: .likes)
        for (language, expected) in [(Language.en, "8 likes on November 30, 2026"), (.ja, "8いいね (2026年11月30日)")] {
            let html = try ReportPage(
                report: report, snapshot: snapshot, avatar: nil, options: ReportPage.Options(language: language)
            ).render(ReportTemplate.builtIn())
            #expect(HTMLScan(html).tags("use").contains { $0.attribute("aria-label") == expected })
        }
    }

    @Test func theCalendarUsesThePaletteInLightAndDark() throws {
        let html = try PageFixture.novemberPage(.en)
        let light = Palette(.github, theme: .light)
        let dark = Palette(.github, theme: .dark)
        let cells = HTMLScan(html).tags("use").filter { $0.attribute("data-date") != nil }
        #expect(cells.count == 30 && cells.allSatisfy { $0.attribute("data-level").flatMap { Int($0) } != nil })
        // The colours are the style sheet's, by level: light, then dark for a dark scheme.
        let style = try #require(HTMLScan(html).styles.first { $0.contains(".qs-l0") })
        let rule = { (palette: Palette, level: Int) in
            #".qs-calendar [data-level="\#(level)"],.qs-l\#(level){fill:\#(palette.color(level: level).hex)}"#
        }
        let parts = style.components(separatedBy: "@media (prefers-color-scheme: dark){")
        #expect(parts.count == 2)
        for level in 0...4 {
            #expect(parts[0].contains(rule(light, level)) && parts.last?.contains(rule(dark, level)) == true)
        }
    }
}
