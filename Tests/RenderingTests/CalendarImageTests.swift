import Contributions
import Foundation
import Rendering
import TestSupport
import Testing

/// The calendar image on its own: text-free goldens of the grid, and for labels what holds
/// with any FreeType and font (ink inside each label's box, Japanese from a face that has it).
@Suite struct CalendarImageTests {
    typealias Fixture = CalendarImageFixture

    @Test(
        arguments: [("month", Palette.Theme.light), ("month", .dark), ("year", .light), ("year", .dark)],
        [(1, WeekStart.sunday), (1, .monday), (2, .sunday), (2, .monday)])
    func theGridMatchesItsGolden(view: (name: String, theme: Palette.Theme), size: (scale: Int, weekStart: WeekStart))
        throws
    {
        let period = view.name == "month" ? try Fixture.november() : .year(2026)
        let report = try Fixture.report(period, weekStart: size.weekStart)
        let image = try CalendarImage(report, style: ImageStyle(theme: view.theme, pixelScale: size.scale), text: nil)
        let name = "calendar-\(view.name)-\(view.theme)-\(size.scale)x-\(size.weekStart)"
        assertImageSnapshot(try image.render(), named: "golden/\(name).png")
    }

    @Test func withoutTextTheLanguageChangesNoPixel() throws {
        let report = try Fixture.report(.year(2026))
        let english = try CalendarImage(report, style: ImageStyle(language: .en), text: nil).render()
        let japanese = try CalendarImage(report, style: ImageStyle(language: .ja), text: nil).render()
        #expect(english == japanese)
    }

    @Test func futureDaysAndDaysOutsideThePeriodStayBlank() throws {
        let report = try Fixture.report(try Fixture.november(), today: "2026-11-10")
        let image = try CalendarImage(report, style: ImageStyle(pixelScale: 1), text: nil)
        let bitmap = try image.render()
        let background = Palette(.github, theme: .light).background
        for cell in report.layout.cells {
            let centre = Fixture.centre(image.cellRect(column: cell.column, row: cell.row), in: bitmap)
            #expect((centre == background) == cell.isFuture, "\(cell.day.date)")
        }
        // November 1 is a Sunday: the slots of the week's last column after the 30th are blank.
        #expect(Fixture.centre(image.cellRect(column: 4, row: 2), in: bitmap) == background)
    }

    @Test(arguments: Language.allCases, [1, 2])
    func everyLabelInksInsideItsBox(language: Language, scale: Int) throws {
        let fonts = try Fixture.fonts()
        let report = try Fixture.report(.year(2026), weekStart: .monday)
        let style = ImageStyle(language: language, pixelScale: scale)
        let image = try CalendarImage(report, style: style, text: fonts)
        let drawn = try image.render()
        let bare = try CalendarImage(report, style: style, text: MeasuringOnly(fonts: fonts)).render()
        #expect(drawn.width == bare.width && drawn.height == bare.height)
        var inked = Array(repeating: false, count: image.labels.count)
        for y in 0..<drawn.height {
            for x in 0..<drawn.width where drawn[x, y] != bare[x, y] {
                // Glyphs may overhang their advance a little (the hook of `J` reaches left of the pen).
                let owners = image.labels.indices.filter { index in
                    let label = image.labels[index]
                    let side = max(1, label.size / 10)
                    return Double(x) >= label.box.x - side && Double(x) < label.box.maxX + side
                        && Double(y) >= label.box.y - 1 && Double(y) < label.box.maxY + 1
                }
                #expect(!owners.isEmpty, "ink at (\(x), \(y)) outside every label's box")
                for owner in owners { inked[owner] = true }
            }
        }
        for (label, hasInk) in zip(image.labels, inked) { #expect(hasInk, "\(label.text) drew nothing") }
        let words = Labels(language)
        let expected =
            [words.caption(report), words.legend.less, words.legend.more]
            + [Weekday.monday, .wednesday, .friday].map(words.weekday)
            + (1...12).compactMap { CalendarMonth(year: 2026, month: $0) }.map(words.monthLabel)
        #expect(Set(image.texts) == Set(expected))
        #expect(image.labels.allSatisfy { $0.size == ($0.role == .caption ? 14 : 12) * Double(scale) })
    }

    @Test(arguments: WeekStart.allCases)
    func weekdayNamesSitBesideTheirRows(weekStart: WeekStart) throws {
        let report = try Fixture.report(try Fixture.november(), weekStart: weekStart)
        let image = try CalendarImage(report, style: ImageStyle(language: .ja), text: try Fixture.fonts())
        for (weekday, name) in [(Weekday.monday, "月"), (.wednesday, "水"), (.friday, "金")] {
            let label = try #require(image.labels.first { $0.role == .weekday && $0.text == name })
            let row = image.cellRect(column: 0, row: weekStart.row(of: weekday))
            #expect(label.baseline > row.y + row.height / 2 && label.baseline <= row.maxY + 2, "\(name)")
            #expect(label.box.maxX < row.x, "\(name) ends left of the grid")
        }
    }

    @Test(arguments: Language.allCases)
    func aMonthNameThatWouldCrowdTheNextIsLeftOut(language: Language) throws {
        // Saturday June 27 is alone in the first column; July starts in the second.
        let period = Period.range(
            from: try ContributionsFixture.date("2026-06-27"), to: try ContributionsFixture.date("2026-12-31"))
        let report = try Fixture.report(period)
        let image = try CalendarImage(report, style: ImageStyle(language: language), text: try Fixture.fonts())
        let months = image.labels.filter { $0.role == .month }
        let words = Labels(language)
        #expect(
            months.map(\.text) == (7...12).compactMap { CalendarMonth(year: 2026, month: $0) }.map(words.monthLabel))
        for (left, right) in zip(months, months.dropFirst()) {
            #expect(left.box.maxX + 26 <= right.box.x, "\(left.text) crowds \(right.text)")
        }
        #expect(months.first?.x == image.cellRect(column: 1, row: 0).x)
    }

    @Test func japaneseLabelsComeFromAFaceThatHasThem() throws {
        let fonts = try Fixture.fonts()
        let image = try CalendarImage(
            try Fixture.report(.year(2026)), style: ImageStyle(language: .ja), text: fonts)
        for label in image.labels {
            for glyph in try fonts.measure(label.text, size: label.size).glyphs {
                #expect(!glyph.isMissing, "\(glyph.scalar) of \(label.text)")
                if !glyph.scalar.isASCII {
                    #expect(glyph.face.familyName != "DejaVu Sans", "\(glyph.scalar) came from \(glyph.face)")
                }
            }
        }
        #expect(fonts.coverageWarning(for: image.texts.joined()) == nil)
    }
}
