import Contributions
import Foundation
import QiitaStatsCore
import TestSupport
import Testing

@testable import Rendering

/// A rendered terminal grid read back cell by cell, from its characters and colours alone:
/// the level each drawn day shows. Blanks (before the period, future days) are not in `days`.
struct GridReading {
    /// One visible terminal column: its character and the colour sequences in force.
    struct Column: Hashable {
        var character: Character
        var foreground: String?
        var background: String?
    }

    /// Levels by date.
    var days: [CalendarDate: Int] = [:]
    /// The week columns drawn.
    var columnCount = 0
    /// What could not be read, or was drawn where nothing should be.
    var problems: [String] = []
    /// The days of the period up to today in the weeks drawn: each should have been read.
    var expectedDayCount = 0

    init(
        _ text: String, report: ContributionReport, depth: ColorDepth, style: TerminalStyle? = nil,
        layout expected: TerminalCellLayout? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The grid alone (``TerminalGrid/lines``): month labels, then the rows until the legend.
        let legendIndex = try #require(lines.firstIndex { $0.contains("Less") || $0.contains("少") })
        let rows = Array(lines[1..<legendIndex])
        let labelWidth =
            TerminalText.width(TerminalText.sanitize(lines[legendIndex]).prefix { $0 == " " }.description) - 1
        let total = report.layout.columnCount
        let shown = Self.cutCount(lines) ?? total
        columnCount = shown
        let parsed = rows.map { Self.columns(of: $0).dropFirst(labelWidth + 1) }
        let half = rows.count == 4
        let widest = parsed.map(\.count).max() ?? 0
        let perWeek = half ? 1 : (widest > shown + 1 ? 2 : 1)
        if let expected {
            #expect(
                perWeek == expected.columnsPerWeek, "drawn \(perWeek) columns a week", sourceLocation: sourceLocation)
        }
        let cells = TerminalCells(
            depth: depth, palette: style?.palette ?? .github, background: style?.background ?? .dark,
            ambiguousWide: style?.ambiguousWide ?? false)
        let layout = report.layout.latestWeeks(fitting: shown)
        expectedDayCount = layout.cells.filter { !$0.isFuture }.count
        for (index, row) in parsed.enumerated() {
            let row = Array(row)
            for column in 0..<shown {
                // After the labels and the space that follows them, week `column` starts here.
                let at = perWeek * column
                guard at < row.count else { continue }
                let levels: [(row: Int, level: Int?)]
                if half {
                    levels = Self.halfLevels(row[at], cells: cells).enumerated().map {
                        (2 * index + $0.offset, $0.element)
                    }
                } else {
                    levels = [(index, try Self.level(row[at], cells: cells, perWeek: perWeek))]
                }
                for (weekday, level) in levels where weekday < 7 {
                    let day = layout.cell(column: column, row: weekday)
                    guard let level else {
                        if let day, !day.isFuture { problems.append("\(day.day.date) drawn blank") }
                        continue
                    }
                    guard let day else {
                        problems.append("a level drawn outside the period at \(column), \(weekday)")
                        continue
                    }
                    days[day.day.date] = level
                }
            }
        }
    }

    /// `N` of a cut note (`(last 36 of 53 weeks)`, `(直近36/53週)` and their long forms).
    static func cutCount(_ lines: [String]) -> Int? {
        for line in lines.map(TerminalText.sanitize) {
            for pattern in [#"last (\d+) "#, #"直近(\d+)"#] {
                if let range = line.range(of: pattern, options: .regularExpression) {
                    return Int(line[range].filter(\.isNumber))
                }
            }
        }
        return nil
    }

    /// The level a cell shows, from the cells' own drawing of each level; nil for a blank.
    static func level(_ column: Column, cells: TerminalCells, perWeek: Int) throws -> Int? {
        for level in 0...4 {
            let drawn = columns(of: cells.row([level], layout: perWeek == 2 ? .wide : .narrow)).filter {
                $0.character != " " || $0.background != nil
            }
            if drawn.first == column { return level }
        }
        if column.character == " " && column.background == nil { return nil }
        Issue.record("unreadable cell \(column)")
        return nil
    }

    /// The levels of the upper and lower day of a half-block cell.
    static func halfLevels(_ column: Column, cells: TerminalCells) -> [Int?] {
        func colour(_ drawn: String, _ key: KeyPath<Column, String?>) -> String? {
            GridReading.columns(of: drawn).dropFirst().first?[keyPath: key]
        }
        let foregrounds = (0...4).map { colour(cells.halfRow(upper: [$0], lower: [nil]), \Column.foreground) }
        let backgrounds = (0...4).map { colour(cells.halfRow(upper: [0], lower: [$0]), \Column.background) }
        let fore = foregrounds.firstIndex { $0 == column.foreground }
        switch column.character {
        case "▀": return [fore, column.background.flatMap { backgrounds.firstIndex(of: $0) }]
        case "▄": return [nil, fore]
        default: return [nil, nil]
        }
    }

    /// The visible columns of a line, each with the SGR colours in force.
    static func columns(of line: String) -> [Column] {
        var out: [Column] = []
        var foreground: String?
        var background: String?
        var scalars = line.unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "\u{1B}", scalars.first == "[" {
                let body = String(String.UnicodeScalarView(scalars.dropFirst().prefix { $0 != "m" }))
                scalars = scalars.dropFirst(body.unicodeScalars.count + 2)
                let code = Int(body.split(separator: ";").first ?? "") ?? -1
                switch code {
                case 0: (foreground, background) = (nil, nil)
                case 39: foreground = nil
                case 49: background = nil
                case 38, 30...37, 90...97: foreground = body
                case 48, 40...47, 100...107: background = body
                default: break
                }
                continue
            }
            let character = Character(scalar)
            for _ in 0..<max(1, TerminalText.width(of: character)) {
                out.append(Column(character: character, foreground: foreground, background: background))
            }
        }
        return out
    }
}
