import Contributions
import FontRendering
import Foundation
import FoundationXML
import PNGEncoder
import QiitaStatsCore
import Raster
import Rendering
import TestSupport
import Testing

/// The pure badge: numbers, words, SVG and endpoint text, pixels.
@Suite struct BadgeTests {
    /// 7 px a character: goldens that do not depend on the fonts installed.
    static func fixedWidth(_ text: String) -> Double { Double(text.count) * 7 }

    static func badge(
        _ message: String = "42 posts · 12k views · 456 LGTM", style: BadgeStyle = .flat, theme: Palette.Theme = .light,
        isError: Bool = false
    ) -> Badge {
        Badge(
            label: "Qiita", message: message, colors: BadgeColors(theme: theme, isError: isError), style: style,
            isError: isError, measure: fixedWidth)
    }

    @Test(arguments: [
        (0, "0"), (999, "999"), (1000, "1k"), (1234, "1.2k"), (1250, "1.3k"), (9950, "10k"), (12_345, "12k"),
        (999_499, "999k"), (999_500, "1M"), (1_234_567, "1.2M"), (12_345_678, "12M"), (-1234, "-1.2k"),
    ])
    func numbersAreCompactedAsShieldsDoes(value: Int, text: String) {
        #expect(BadgeNumber.compact(value) == text)
    }

    @Test func theMessageOfEachMetricInEnglishAndJapanese() {
        let totals = ContributionTotals(posts: 42, likes: 456, stocks: 1, views: 12_345)
        let en = BadgeText(.en)
        #expect(en.message(.all, totals) == "42 posts · 12k views · 456 LGTM")
        #expect(en.message(.posts, ContributionTotals(posts: 1, likes: 0, stocks: 0, views: nil)) == "1 post")
        #expect(en.message(.stocks, totals) == "1 stock")
        #expect(en.message(.all, ContributionTotals(posts: 3, likes: 2, stocks: 0, views: nil)) == "3 posts · 2 LGTM")
        #expect(BadgeText(.ja).message(.all, totals) == "投稿 42件 · 閲覧 12k回 · いいね 456")
    }

    @Test func theSVGIsShieldsMarkup() {
        assertSnapshot(Self.badge().svg, named: "golden/badge-flat.svg")
        assertSnapshot(Self.badge(style: .flatSquare, theme: .dark).svg, named: "golden/badge-flat-square-dark.svg")
    }

    @Test(arguments: [BadgeStyle.flat, .flatSquare])
    func theSVGParsesAsXML(style: BadgeStyle) {
        let hostile = Badge(
            label: "<Qiita & \"co\">", message: "1 post\u{1B}[31m", colors: BadgeColors(theme: .light, isError: false),
            style: style, measure: Self.fixedWidth)
        for svg in [Self.badge(style: style).svg, hostile.svg] {
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(svg)")
        }
        #expect(hostile.svg.contains("aria-label=\"&lt;Qiita &amp; &quot;co&quot;&gt;: 1 post[31m\""))
    }

    /// The keys a shields.io endpoint document may have; any other makes shields.io draw an error.
    static let endpointKeys: Set<String> = [
        "schemaVersion", "label", "message", "color", "labelColor", "isError", "namedLogo", "logoSvg", "logoColor",
        "logoSize", "logoWidth", "logoPosition", "style", "cacheSeconds",
    ]

    @Test func theEndpointDocumentHasOnlyKeysShieldsAccepts() throws {
        for badge in [Self.badge(), Self.badge(isError: true)] {
            let text = badge.endpoint.prettyPrinted
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(Set(object.keys).isSubset(of: Self.endpointKeys))
            #expect(object["schemaVersion"] as? Int == 1)
            #expect((object["message"] as? String)?.isEmpty == false)
            #expect((object["isError"] as? Bool ?? false) == badge.isError)
        }
        assertSnapshot(Self.badge().endpoint.prettyPrinted, named: "golden/badge-endpoint.json")
        assertSnapshot(
            Self.badge("unavailable", isError: true).endpoint.prettyPrinted, named: "golden/badge-endpoint-error.json")
    }

    @Test func theLayoutIsBadgeMakers() {
        let badge = Self.badge("1 post")
        #expect(badge.labelTextWidth == 35 && badge.labelWidth == 45)
        #expect(badge.messageTextWidth == 43 && badge.messageWidth == 53 && badge.width == 98)
        #expect(BadgeColors.text(on: BadgeColors.qiitaGreen).text == RGBA(255, 255, 255))
        #expect(BadgeColors.text(on: RGBA(0xe5, 0xe5, 0xe5)).text == RGBA(0x33, 0x33, 0x33))
    }

    @Test func thePixelsWithoutText() throws {
        assertImageSnapshot(try Self.badge("1 post").bitmap(scale: 2), named: "golden/badge-flat-2x.png")
        assertImageSnapshot(
            try Self.badge("1 post", style: .flatSquare, theme: .dark).bitmap(scale: 2),
            named: "golden/badge-flat-square-dark-2x.png")
    }

    @Test func aSevenDigitViewCountFitsItsRectangle() throws {
        let fonts = try CalendarImageFixture.fonts()
        let measure = { (text: String) in try fonts.lineExtent(of: text, size: Badge.fontSize).width }
        for message in [
            "9,999,999 views", "1234567 views",
            BadgeText(.en).message(.all, .init(posts: 999, likes: 9_999_999, stocks: 0, views: 9_999_999)),
        ] {
            let badge = try Badge(
                label: "Qiita", message: message, colors: BadgeColors(theme: .light, isError: false), style: .flat,
                measure: measure)
            let width = try measure(message)
            #expect(width <= Double(badge.messageTextWidth))
            #expect(Double(badge.messageTextWidth) + 10 == Double(badge.messageWidth))
            #expect(badge.svg.contains("textLength=\"\(badge.messageTextWidth * 10)\">\(message)</text>"))
            // Drawn at 2×, the text stays inside the message rectangle: 3 px each side stay background.
            let drawn = try badge.bitmap(scale: 2, text: fonts)
            let plain = try badge.bitmap(scale: 2)
            let split = badge.labelWidth * 2
            let margins = Array(split..<(split + 6)) + Array((drawn.width - 6)..<drawn.width)
            #expect(
                margins.allSatisfy { x in (0..<drawn.height).allSatisfy { drawn[x, $0] == plain[x, $0] } }, "\(message)"
            )
        }
    }
}
