import Contributions
import Foundation
import Rendering
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `qiita-stats report --svg` end to end: a year parses as XML, has one element per day
/// at the level the JSON gives it, each with its words, is safe to host anywhere and small.
@Suite struct SVGReportTests {
    /// The elements of an XML document as Foundation's parser reads them, with their direct text.
    final class Document: NSObject, XMLParserDelegate {
        struct Element {
            let name: String
            let attributes: [String: String]
            let parent: Int?
            var text = ""
        }
        private(set) var elements: [Element] = []
        private var open: [Int] = []

        init(_ data: Data) throws {
            super.init()
            let parser = XMLParser(data: data)
            parser.delegate = self
            guard parser.parse() else { throw parser.parserError ?? CancellationError() }
        }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(Element(name: name, attributes: attributes, parent: open.last))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { elements[current].text += string }
        }

        func children(of index: Int) -> [Element] { elements.filter { $0.parent == index } }

        /// The days: each element with a date, its level and the text of its `<title>`.
        var days: [(date: String, level: String?, title: String?)] {
            elements.indices.compactMap { index in
                guard let date = elements[index].attributes["data-date"] else { return nil }
                let title = children(of: index).first { $0.name == "title" }?.text
                return (date, elements[index].attributes["data-level"], title)
            }
        }

        /// The texts drawn.
        var texts: [String] { elements.filter { $0.name == "text" }.map(\.text) }
    }

    static func report(_ arguments: [String], in folder: TemporaryDirectory) async throws -> ToolRun {
        let run = await PNGReportTests.report(arguments, in: folder)
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "no grid when a file is asked for")
        return run
    }

    static func levels(json name: String, in folder: TemporaryDirectory) throws -> [String: Int] {
        let document = try JSONSerialization.jsonObject(with: Data(try PNGReportTests.bytes(name, in: folder)))
        let days = try #require((document as? [String: Any])?["days"] as? [[String: Any]])
        var levels: [String: Int] = [:]
        for day in days { levels[try #require(day["date"] as? String)] = try #require(day["level"] as? Int) }
        return levels
    }

    @Test(arguments: [(Language.en, Metric.posts), (.ja, .posts), (.en, .views), (.ja, .likes)])
    func aYearIsSmallValidXMLWithEveryDayAtItsJSONLevel(language: Language, metric: Metric) async throws {
        let folder = TemporaryDirectory()
        _ = try await Self.report(
            [
                "--year", "2026", "--svg", "year.svg", "--json", "year.json", "--lang", language.rawValue, "--metric",
                metric.rawValue,
            ], in: folder)
        let bytes = try PNGReportTests.bytes("year.svg", in: folder)
        #expect(bytes.count <= 48 * 1024, "\(bytes.count) bytes")
        let svg = try Document(Data(bytes))
        let levels = try Self.levels(json: "year.json", in: folder)
        #expect(levels.count == 365 && Set(levels.values) == [0, 1, 2, 3, 4])
        let days = svg.days
        #expect(days.count == 365 && Set(days.map(\.date)) == Set(levels.keys))
        for day in days {
            #expect(day.level == levels[day.date].map(String.init), "\(day.date)")
            #expect(day.title?.isEmpty == false, "\(day.date) has no <title>")
        }
        // The root is an image with a title and a description.
        let root = try #require(svg.elements.first)
        #expect(root.name == "svg" && root.attributes["role"] == "img")
        let words = svg.children(of: 0).filter { ["title", "desc"].contains($0.name) }.map(\.text)
        #expect(words.count == 2 && words.allSatisfy { !$0.isEmpty })
        if metric == .posts {
            let title = days.first { $0.date == "2026-03-05" }?.title
            let desc = words.last ?? ""
            if language == .en {
                #expect(title?.wholeMatch(of: /(No|\d+) posts? on March 5, 2026/) != nil, "\(title ?? "")")
                #expect(desc.wholeMatch(of: /\d+ posts from 2026-01-01 to 2026-12-31/) != nil, "\(desc)")
            } else {
                #expect(title?.wholeMatch(of: /\d+件の投稿 \(2026年3月5日\)/) != nil, "\(title ?? "")")
                #expect(desc.wholeMatch(of: /2026-01-01〜2026-12-31の投稿 \d+件/) != nil, "\(desc)")
            }
        }
        try Self.expectSafe(svg, text: String(decoding: bytes, as: UTF8.self))
    }

    /// Nothing that runs, loads or reaches outside the file.
    static func expectSafe(_ svg: Document, text: String) throws {
        for element in svg.elements {
            #expect(!["script", "foreignObject", "image", "iframe", "a", "feImage"].contains(element.name))
            for (name, value) in element.attributes {
                #expect(!name.lowercased().hasPrefix("on"), "<\(element.name) \(name)>")
                if name == "href" { #expect(value.wholeMatch(of: /#qs[0-6]/) != nil, "href=\(value)") }
                if name != "xmlns" { #expect(!value.contains("http") && !value.contains("url(")) }
            }
        }
        let withoutNamespace = text.replacingOccurrences(of: #"xmlns="http://www.w3.org/2000/svg""#, with: "")
        #expect(!withoutNamespace.contains("http:") && !withoutNamespace.contains("https:"))
        #expect(!text.contains("@import") && !text.contains("url("))
    }

    @Test func theDefaultFollowsTheReadersThemeAndAFixedThemeHasOnlyItsColours() async throws {
        let folder = TemporaryDirectory()
        _ = try await Self.report(["--month", "2026-11", "--svg"], in: folder)
        let auto = String(decoding: try PNGReportTests.bytes("output/contributions.svg", in: folder), as: UTF8.self)
        #expect(auto.contains("@media (prefers-color-scheme: dark){"))
        let light = Palette(.github, theme: .light)
        let dark = Palette(.github, theme: .dark)
        for level in 1...4 {
            #expect(auto.contains(light.color(level: level).hex) && auto.contains(dark.color(level: level).hex))
        }
        for theme in [Palette.Theme.light, .dark] {
            _ = try await Self.report(
                ["--month", "2026-11", "--svg", "\(theme).svg", "--theme", theme.rawValue], in: folder)
            let text = String(decoding: try PNGReportTests.bytes("\(theme).svg", in: folder), as: UTF8.self)
            let (shown, other) = theme == .light ? (light, dark) : (dark, light)
            #expect(!text.contains("@media"))
            for level in 1...4 {
                #expect(text.contains(shown.color(level: level).hex) && !text.contains(other.color(level: level).hex))
            }
        }
    }

    @Test(arguments: WeekStart.allCases, Language.allCases)
    func theWeekdayLabelsAreMondayWednesdayAndFriday(weekStart: WeekStart, language: Language) async throws {
        let folder = TemporaryDirectory()
        _ = try await Self.report(
            ["--year", "2026", "--svg", "a.svg", "--week-start", weekStart.rawValue, "--lang", language.rawValue],
            in: folder)
        let svg = try Document(Data(try PNGReportTests.bytes("a.svg", in: folder)))
        let names = Labels(language).weekdays
        #expect(svg.texts.filter(names.contains) == [1, 3, 5].map { names[$0] })
    }

    /// The page's calendar and the file are one drawing: the same days, levels and words.
    @Test func thePageAndTheFileDrawTheSameDays() async throws {
        let folder = TemporaryDirectory()
        _ = try await Self.report(["--month", "2026-11", "--svg", "a.svg", "--html", "a.html"], in: folder)
        let file = try Document(Data(try PNGReportTests.bytes("a.svg", in: folder)))
        let page = HTMLScan(String(decoding: try PNGReportTests.bytes("a.html", in: folder), as: UTF8.self))
        let pageDays = page.tags("use").map {
            [$0.attribute("data-date"), $0.attribute("data-level"), $0.attribute("aria-label")]
        }
        #expect(pageDays == file.days.map { [$0.date, $0.level, $0.title] })
        #expect(pageDays.count == 30)
    }

    /// Nothing of the API's reaches the file: no user id, name or title.
    @Test func noTextFromTheAPIGoesIn() async throws {
        let folder = TemporaryDirectory()
        try PageFixture.hostileSnapshot().store(in: folder.url)
        let run = await runTool(
            ["report", "--month", "2026-11", "--tz", "Asia/Tokyo", "--svg", "a.svg"] + PageFixture.hostileData,
            home: folder.url)
        #expect(run.status == .success, "\(run.stderr)")
        let bytes = try PNGReportTests.bytes("a.svg", in: folder)
        let text = String(decoding: bytes, as: UTF8.self)
        let svg = try Document(Data(bytes))
        try Self.expectSafe(svg, text: text)
        #expect(!text.contains("Eve") && !text.contains("alert") && !text.contains("<b>"))
    }
}
