import Foundation
import Rendering
import TestSupport
import Testing

/// Hostile data in `report --html`: it must show as text, and the page must hold no script, no
/// handler, no link off the Qiita host and nothing its Content-Security-Policy would refuse.
@Suite struct HTMLSecurityTests {
    static let policy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'"

    /// The page of the hostile snapshot, written by the command.
    static func hostilePage(arguments: [String] = []) async throws -> String {
        let folder = TemporaryDirectory()
        try PageFixture.hostileSnapshot().store(in: folder.url)
        let output = folder.url.appendingPathComponent("report.html").path
        let run = await runTool(
            ["report", "--month", "2026-11", "--tz", "Asia/Tokyo", "--html", output] + PageFixture.hostileData
                + arguments, home: folder.url)
        #expect(run.status == .success, "\(run.stderr)")
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    @Test func hostileTextAppearsAsText() async throws {
        let scan = HTMLScan(try await Self.hostilePage())
        let texts = scan.texts
        for title in [
            PageFixture.scriptTitle, PageFixture.imageTitle, PageFixture.markerTitle, "<svg onload=alert(1)>",
        ] {
            #expect(texts.contains(title), "\(title)")
        }
        #expect(texts.contains(PageFixture.hostileTag))
        #expect(texts.contains(PageFixture.hostileDescription))
        #expect(texts.contains(PageFixture.hostileName))
        #expect(texts.contains { $0.contains(#"@eve"><script>alert(1)</script>"#) })
        #expect(texts.contains("txt.exe[31m and a bell"), "controls and bidi overrides are dropped")
    }

    @Test func thePageHoldsNothingThatRunsOrLoads() async throws {
        let html = try await Self.hostilePage()
        let scan = HTMLScan(html)
        #expect(scan.tags("script").isEmpty)
        for name in [
            "iframe", "object", "embed", "link", "base", "form", "frame", "applet", "audio", "video", "source",
        ] {
            #expect(scan.tags(name).isEmpty, "<\(name)>")
        }
        for tag in scan.tags {
            for attribute in tag.attributes {
                #expect(!attribute.name.hasPrefix("on"), "<\(tag.name) \(attribute.name)>")
                #expect(
                    !["srcset", "xlink:href", "action", "formaction", "background", "poster"].contains(attribute.name))
                if attribute.name == "href" {
                    // A calendar day is a <use> of its row's cell in the same SVG.
                    let cell = tag.name == "use" && attribute.value.wholeMatch(of: /#qs[0-6]/) != nil
                    #expect(
                        cell || attribute.value.hasPrefix("https://qiita.com/"), "<\(tag.name) href=\(attribute.value)>"
                    )
                    #expect(!attribute.value.contains("evil"))
                }
                if attribute.name == "src" { #expect(attribute.value.hasPrefix("data:image/")) }
                if attribute.name == "style" { #expect(!attribute.value.contains("url(")) }
            }
        }
        for style in scan.styles {
            #expect(!style.contains("url(") && !style.contains("@import") && !style.contains("</"))
        }
        // The policy comes right after the charset, before anything the page could load.
        let head = Array(scan.tags.prefix(4))
        #expect(head.map(\.name) == ["html", "head", "meta", "meta"])
        #expect(head[2].attribute("charset") == "utf-8")
        #expect(head[3].attribute("http-equiv") == "Content-Security-Policy")
        #expect(head[3].attribute("content") == Self.policy)
        #expect(scan.tags("meta").filter { $0.attribute("http-equiv") != nil }.count == 1)
    }

    @Test func aUserTemplateGetsAPIStringsEscapedEvenRaw() async throws {
        let folder = TemporaryDirectory()
        let template = folder.url.appendingPathComponent("raw.html")
        try Data(
            "<h1>{{{user.name}}}</h1>{{#items}}<p>{{{title}}}|{{& title}}</p>{{/items}}{{{calendar.legend}}}\n".utf8
        ).write(to: template)
        let scan = HTMLScan(try await Self.hostilePage(arguments: ["--template", template.path]))
        #expect(scan.tags("script").isEmpty && scan.tags("b").isEmpty)
        #expect(scan.tags("img").isEmpty, "no <img> but the avatar's, and this template has none")
        #expect(scan.texts.contains(PageFixture.hostileName))
        #expect(scan.texts.contains("\(PageFixture.scriptTitle)|\(PageFixture.scriptTitle)"))
        #expect(scan.tags("svg").count == 1, "the program's own markup stays markup")
    }

    @Test(arguments: [
        ("https://qiita.com/u/items/1", "qiita.com", "https://qiita.com/u/items/1"),
        ("HTTPS://Qiita.com/u/items/1?a=b#c", "qiita.com", "https://qiita.com/u/items/1?a=b#c"),
        ("https://team.qiita.com/u/items/1", "team.qiita.com", "https://team.qiita.com/u/items/1"),
        ("https://qiita.com/u/items/%E3%81%82", "127.0.0.1:8080", "https://qiita.com/u/items/%E3%81%82"),
    ])
    func linksOnTheQiitaHostAreKept(url: String, host: String, expected: String) {
        #expect(QiitaLinks(apiHost: host).article(url) == expected)
    }

    @Test(arguments: [
        "javascript:alert(1)", "http://qiita.com/u/items/1", "https://qiita.com.evil.example/",
        "https://qiita.com@evil/",
        "https://qiita.com:8443/x", "https://evil.example/https://qiita.com/", "//qiita.com/x", "https://qiita.com",
        #"https://qiita.com/x" onclick="alert(1)"#, "https://qiita.com/a b", "https://qiita.com/a\\b",
        "https://qiita.com/%zz", "https://qiita.com/<script>", "https://team.qiita.com/u/items/1",
        "https://qiita.com/\u{3042}",
    ])
    func everyOtherLinkIsDropped(url: String) {
        #expect(QiitaLinks(apiHost: "qiita.com").article(url) == nil)
    }

    @Test func profilesAreOnTheQiitaHostWithTheIDEncoded() {
        #expect(QiitaLinks(apiHost: "qiita.com").profile(userID: "emu-user") == "https://qiita.com/emu-user")
        #expect(QiitaLinks(apiHost: "Team.Qiita.com").profile(userID: "a_b") == "https://team.qiita.com/a_b")
        #expect(QiitaLinks(apiHost: "evil.example").profile(userID: #"x"/../y"#) == "https://qiita.com/x%22%2F..%2Fy")
        #expect(QiitaLinks(apiHost: "qiita.com.evil.example").host == "qiita.com")
        #expect(QiitaLinks(apiHost: "-x.qiita.com").host == "qiita.com")
    }

    @Test func cleaningKeepsTextAndDropsControls() {
        #expect(HTMLEscape.clean("a\r\nb\rc\nd\te") == "a\nb\nc\nd\te")
        #expect(HTMLEscape.clean("\u{1B}[2J\u{9B}x\u{202E}y\u{2066}z\u{7F}\u{0}") == "[2Jxyz")
        #expect(HTMLEscape.clean("日本語 \"quotes\" <b>") == "日本語 \"quotes\" <b>")
    }
}
