import Contributions
import QiitaStatsCore

/// The grid lines: month labels, seven weekday rows, the legend and, when cut, a note.
struct TerminalGrid {
    let report: ContributionReport
    let style: TerminalStyle
    let labels: TerminalLabels
    let cells: TerminalCells

    var lines: [String] {
        let rowLabels = (0..<7).map { labels.weekdays[(report.options.weekStart.firstWeekday.rawValue + $0) % 7] }
        let labelWidth = rowLabels.map(TerminalText.width).max() ?? 0
        let total = report.weeks.count
        let fit = max(1, (style.width - labelWidth) / 2)
        // A cut grid ends with the week of today: the weeks after it would only be blank.
        let past =
            (report.weeks.lastIndex { $0.contains { $0.map { $0.date <= report.options.today } ?? false } } ?? 0) + 1
        let end = total <= fit ? total : past
        let shown = min(end, fit)
        let first = end - shown
        var lines = [cells.muted(monthLine(labelWidth: labelWidth, first: first, end: end))]
        for (row, label) in rowLabels.enumerated() {
            let levels = report.weeks[first..<end].map { week in
                week[row].flatMap { $0.date > report.options.today ? nil : $0.level }
            }
            lines.append(cells.muted(TerminalText.pad(label, toWidth: labelWidth)) + cells.row(levels))
        }
        let legend = labels.legend
        let glyphs = (0...4).map { cells.glyph(level: $0) }.joined(separator: " ")
        let words = TerminalText.width(legend.less) + TerminalText.width(legend.more) + 2
        let indent = String(repeating: " ", count: labelWidth + 1)
        lines.append(
            labelWidth + 1 + 9 + words <= style.width
                ? indent + cells.muted(legend.less) + " \(glyphs) " + cells.muted(legend.more) : indent + glyphs)
        if first > 0 {
            lines.append(cells.muted(labels.cutNote(shown: shown, total: total, width: style.width)))
        }
        return lines
    }

    /// Month labels over the column of each month's first day; a label that would run into the
    /// next one is left out, and a cut grid labels its first column's month.
    private func monthLine(labelWidth: Int, first: Int, end: Int) -> String {
        var placed = report.monthLabels.filter { $0.column >= first && $0.column < end }.map {
            (column: $0.column, month: $0.month)
        }
        if placed.first?.column != first,
            let day = report.weeks.indices.contains(first) ? report.weeks[first].compactMap({ $0 }).first : nil
        {
            placed.insert((first, day.date.calendarMonth), at: 0)
        }
        let texts = placed.map { labels.monthLabel($0.month) }
        let starts = placed.map { labelWidth + 1 + 2 * ($0.column - first) }
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
