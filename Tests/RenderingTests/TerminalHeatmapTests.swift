import Contributions
import Foundation
import QiitaModel
import QiitaStatsCore
import Rendering
import TestSupport
import Testing

/// The terminal renderer on its own: goldens per colour depth and language, widths, titles.
@Suite struct TerminalHeatmapTests {
    static func snapshot() throws -> Snapshot { try ContributionsFixture.terminalSnapshot() }

    static func report(_ period: Period, weekStart: WeekStart = .sunday) throws -> ContributionReport {
        let options = ContributionOptions(
            period: period, zone: try ContributionsFixture.zone("Asia/Tokyo"), weekStart: weekStart,
            today: try ContributionsFixture.date("2026-11-30"))
        return try Contributions.aggregate(try snapshot(), options: options)
    }

    static let depthNames: [(ColorDepth, String)] = [
        (.none, "none"), (.basic16, "16"), (.xterm256, "256"), (.truecolor, "truecolor"),
    ]

    @Test(arguments: depthNames, Language.allCases)
    func yearMatchesTheGolden(depth: (ColorDepth, String), language: Language) throws {
        let text = TerminalHeatmap.render(
            try Self.report(.year(2026)), style: TerminalStyle(depth: depth.0, language: language, width: 120))
        assertSnapshot(text, named: "golden/terminal-year-\(depth.1)-\(language.rawValue).txt")
    }

    @Test(arguments: Language.allCases)
    func monthPutsTheFactsBesideTheGrid(language: Language) throws {
        let month = try #require(CalendarMonth(parsing: "2026-11"))
        let text = TerminalHeatmap.render(
            try Self.report(.month(month), weekStart: .monday),
            style: TerminalStyle(depth: .none, language: language, width: 80))
        assertSnapshot(text, named: "golden/terminal-month-none-\(language.rawValue).txt")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let firstRow = language == .ja ? "月 " : "Mon "
        #expect(lines.contains { $0.hasPrefix(firstRow) && $0.contains(language == .ja ? "投稿" : "Posts") })
    }

    @Test func withoutColourThereIsNoEscapeAndLevelsAreGlyphs() throws {
        let text = TerminalHeatmap.render(try Self.report(.year(2026)), style: TerminalStyle(depth: .none, width: 120))
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
        #expect(text.contains("Less · ░ ▒ ▓ █ More"))
        for glyph in ["░", "▒", "▓", "█"] { #expect(text.contains("\(glyph) ") || text.contains(" \(glyph)\n")) }
    }

    @Test func colourModesUseTheirOwnSequences() throws {
        let report = try Self.report(.year(2026))
        let basic = TerminalHeatmap.render(report, style: TerminalStyle(depth: .basic16, width: 120))
        let cube = TerminalHeatmap.render(report, style: TerminalStyle(depth: .xterm256, width: 120))
        let full = TerminalHeatmap.render(report, style: TerminalStyle(depth: .truecolor, width: 120))
        #expect(basic.contains("\u{1B}[92m▓") && !basic.contains("38;"))
        #expect(cube.contains("\u{1B}[38;5;28m■") && !cube.contains("38;2;"))
        #expect(full.contains("\u{1B}[38;2;25;108;46m■") && !full.contains("38;5;"))
    }

    @Test(arguments: [
        ([:], Palette.Theme.dark), (["COLORFGBG": "15;0"], .dark), (["COLORFGBG": "0;15"], .light),
        (["COLORFGBG": "0;default;7"], .light), (["COLORFGBG": "7;8"], .dark), (["COLORFGBG": "x"], .dark),
    ])
    func theBackgroundComesFromColorFgBg(environment: [String: String], expected: Palette.Theme) {
        #expect(TerminalStyle.background(environment: environment) == expected)
    }

    @Test func aLightBackgroundGetsDarkerLevels() throws {
        let report = try Self.report(.year(2026))
        let light = TerminalStyle(depth: .truecolor, width: 120, background: .light)
        let text = TerminalHeatmap.render(report, style: light)
        #expect(text.contains("\u{1B}[38;2;33;110;57m■"))  // level 4: GitHub's darkest light-theme green
        #expect(text.contains("\u{1B}[38;2;208;215;222m■"))  // level 0: a light grey
        let cube = TerminalHeatmap.render(
            report, style: TerminalStyle(depth: .xterm256, width: 120, background: .light))
        #expect(cube.contains("\u{1B}[38;5;252m■") && cube.contains("\u{1B}[38;5;28m■"))
    }

    /// With two columns a week forced (`--cells wide`); `auto` draws one column a week first.
    @Test(arguments: [20, 40, 61, 80])
    func aNarrowTerminalShowsTheMostRecentWeeksThatFit(width: Int) throws {
        let text = TerminalHeatmap.render(
            try Self.report(.year(2026)), style: TerminalStyle(depth: .none, width: width, cells: .wide))
        let lines = text.split(separator: "\n").map(String.init)
        for line in lines { #expect(TerminalText.width(line) <= width, "\(line)") }
        let shown = (width - 3) / 2
        let note =
            width >= 58
            ? "(showing the last \(shown) weeks; widen the terminal for all 53)" : "(last \(shown) of 53 weeks)"
        #expect(lines.contains(note))
        // The last column is the week of Nov 29 – Dec 5: Monday Nov 30 has one post, later days are blank.
        let monday = try #require(lines.first { $0.hasPrefix("Mon ") })
        #expect(monday.hasSuffix("░") && monday.count == 3 + 2 * shown)
        let tuesday = try #require(lines.first { $0.hasPrefix("Tue ") })
        #expect(tuesday.count == 3 + 2 * (shown - 1))
        // Month labels: the first visible column's month, then each month's first week; "Dec" (over
        // the last column, Nov 29 – Dec 5) is left out where it would run past the width.
        let monthLine = try #require(lines.first { $0.hasPrefix("    ") && $0.contains("Nov") })
        let expectedStart = [20: "    Oct   Nov", 40: "    Aug     Sep", 61: "    May", 80: "    Mar Apr"]
        #expect(monthLine.hasPrefix(try #require(expectedStart[width])))
        #expect(!monthLine.contains("Dec"))
    }

    @Test func aYearThatFitsIsNotCut() throws {
        let text = TerminalHeatmap.render(try Self.report(.year(2026)), style: TerminalStyle(depth: .none, width: 110))
        #expect(!text.contains("showing the last"))
        #expect(text.contains("    Jan       Feb"))
    }

    @Test(arguments: [30, 45, 60])
    func titlesAreCutByDisplayWidth(width: Int) throws {
        let month = try #require(CalendarMonth(parsing: "2026-11"))
        let text = TerminalHeatmap.render(
            try Self.report(.month(month)), style: TerminalStyle(depth: .truecolor, language: .ja, width: width))
        let lines = text.split(separator: "\n").map(String.init)
        let cjk = try #require(lines.first { $0.contains("  98  Swift") })
        #expect(cjk.hasSuffix("…"))
        #expect(TerminalText.width(cjk) == width || TerminalText.width(cjk) == width - 1)
        let hostile = try #require(lines.first { $0.hasPrefix("2026-11-15  99  Pwn") })
        #expect(width < 60 || hostile == "2026-11-15  99  Pwned titletxt.exe  end")
        for line in lines { #expect(TerminalText.width(TerminalText.sanitize(line)) <= width, "\(line)") }
    }

    /// The display name gives way first and the end of the line next: on a narrow terminal, or with long tags, the
    /// title still begins with the `@id`, never with a separator.
    @Test(arguments: [(20, [String]()), (30, []), (80, [String(repeating: "長いタグ", count: 12)])])
    func theTitleKeepsTheIdWhenThePeriodAndTagsDoNotFit(width: Int, tags: [String]) throws {
        let month = try #require(CalendarMonth(parsing: "2026-11"))
        var report = try Self.report(.month(month))
        report.options.tags = tags
        let title = TerminalHeatmap.render(report, style: TerminalStyle(depth: .none, width: width))
            .prefix { $0 != "\n" }
        #expect(title.hasPrefix("@\(report.user.id) · "), "\(title)")
        #expect(title.hasSuffix("…") && TerminalText.width(String(title)) <= width, "\(title)")
    }

    @Test func anEmptyPeriodSaysSo() throws {
        let month = try #require(CalendarMonth(parsing: "2025-06"))
        let text = TerminalHeatmap.render(try Self.report(.month(month)), style: TerminalStyle(depth: .none))
        #expect(text.contains("No articles in this period."))
        #expect(text.contains("Busiest day  —"))
        #expect(text.contains("June 2025"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("Sun ") || $0.hasPrefix("Sat ") }
        #expect(rows.count == 2 && !rows.contains { $0.contains("░") })
    }
}
