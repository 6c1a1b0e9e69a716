import Contributions
import QiitaStatsCore

/// The grid lines: month labels, seven weekday rows, the legend and, when cut, a note.
struct TerminalGrid {
    let report: ContributionReport
    let style: TerminalStyle
    let labels: TerminalLabels
    let cells: TerminalCells

    var lines: [String] {
        let words = labels.shared
        let rowLabels = report.layout.weekdays.map(words.weekday)
        let labelWidth = rowLabels.map(TerminalText.width).max() ?? 0
        // Two columns a week: the latest weeks that fit, ending with the week of today.
        let layout = report.layout.latestWeeks(fitting: (style.width - labelWidth) / 2)
        var lines = [cells.muted(monthLine(layout, labelWidth: labelWidth))]
        for (row, label) in rowLabels.enumerated() {
            let levels = (0..<layout.columnCount).map { column in
                layout.cell(column: column, row: row).flatMap { $0.isFuture ? nil : $0.day.level }
            }
            lines.append(cells.muted(TerminalText.pad(label, toWidth: labelWidth)) + cells.row(levels))
        }
        let legend = words.legend
        let glyphs = CalendarLayout.legendLevels.map { cells.glyph(level: $0) }.joined(separator: " ")
        let legendWords = TerminalText.width(legend.less) + TerminalText.width(legend.more) + 2
        let indent = String(repeating: " ", count: labelWidth + 1)
        lines.append(
            labelWidth + 1 + 9 + legendWords <= style.width
                ? indent + cells.muted(legend.less) + " \(glyphs) " + cells.muted(legend.more) : indent + glyphs)
        if layout.isCut {
            let note = labels.cutNote(shown: layout.columnCount, total: layout.periodColumnCount, width: style.width)
            lines.append(cells.muted(note))
        }
        return lines
    }

    /// Month labels over the column of each month's first day (and the first column's month); a
    /// label that would run into the next one, or past the width, is left out.
    private func monthLine(_ layout: CalendarLayout, labelWidth: Int) -> String {
        let placed = layout.monthLabels
        let texts = placed.map { labels.shared.monthLabel($0.month) }
        let starts = placed.map { labelWidth + 1 + 2 * $0.column }
        var line = ""
        for index in placed.indices {
            let end = starts[index] + TerminalText.width(texts[index])
            let limit = index + 1 < placed.count ? starts[index + 1] - 1 : style.width
            guard end <= limit, starts[index] >= TerminalText.width(line) else { continue }
            line = TerminalText.pad(line, toWidth: starts[index]) + texts[index]
        }
        return line
    }
}
