import Contributions
import QiitaStatsCore

/// The grid lines: month labels, the weekday rows, the legend and, when cut, a note.
struct TerminalGrid {
    let report: ContributionReport
    let style: TerminalStyle
    let labels: TerminalLabels
    let cells: TerminalCells

    var lines: [String] {
        let words = labels.shared
        let names = report.layout.weekdays.map(words.weekday)
        let half = style.cells == .half && cells.halfBlocks
        // Half blocks carry two weekdays a row: the label names both (`Sun·Mon`).
        let rows =
            half
            ? stride(from: 0, to: names.count, by: 2).map { Array($0..<min($0 + 2, names.count)) }
            : names.indices.map { [$0] }
        let rowLabels = rows.map { $0.map { names[$0] }.joined(separator: "·") }
        let labelWidth = rowLabels.map(TerminalText.width).max() ?? 0
        let cellLayout = style.cells.resolved(
            weeks: report.layout.columnCount, width: style.width, labelWidth: labelWidth, halfBlocks: cells.halfBlocks)
        let layout = report.layout.latestWeeks(
            fitting: cellLayout.weeksFitting(width: style.width, labelWidth: labelWidth))
        let levels = { (row: Int?) -> [Int?] in
            (0..<layout.columnCount).map { column in
                row.flatMap { layout.cell(column: column, row: $0) }.flatMap { cell in
                    cell.isFuture ? nil : cell.day.isUnknown ? TerminalCells.unknown : cell.day.level
                }
            }
        }
        var lines = [cells.muted(monthLine(layout, labelWidth: labelWidth, perWeek: cellLayout.columnsPerWeek))]
        for (days, label) in zip(rows, rowLabels) {
            let row =
                cellLayout == .half
                ? cells.halfRow(upper: levels(days.first), lower: levels(days.count > 1 ? days[1] : nil))
                : cells.row(levels(days.first), layout: cellLayout)
            lines.append(cells.muted(TerminalText.pad(label, toWidth: labelWidth)) + row)
        }
        let legend = words.legend
        let glyphs = CalendarLayout.legendLevels.map { cells.glyph(level: $0) }.joined(separator: " ")
        let legendWords = TerminalText.width(legend.less) + TerminalText.width(legend.more) + 2
        let indent = String(repeating: " ", count: labelWidth + 1)
        var legendLine =
            labelWidth + 1 + 9 + legendWords <= style.width
            ? indent + cells.muted(legend.less) + " \(glyphs) " + cells.muted(legend.more) : indent + glyphs
        // Days whose gain is unknown are explained beside the legend, when there are any.
        let unknown = labels.unknownDays
        if layout.cells.contains(where: { $0.day.isUnknown && !$0.isFuture }),
            TerminalHeatmap.visibleWidth(legendLine) + 3 + TerminalText.width(unknown) <= style.width
        {
            legendLine += "  " + cells.glyph(level: TerminalCells.unknown) + " " + cells.muted(unknown)
        }
        lines.append(legendLine)
        if layout.isCut {
            let note = labels.cutNote(shown: layout.columnCount, total: layout.periodColumnCount, width: style.width)
            lines.append(cells.muted(note))
        }
        return lines
    }

    /// The month labels ``CalendarLayout`` places, `perWeek` columns a week after the row labels.
    private func monthLine(_ layout: CalendarLayout, labelWidth: Int, perWeek: Int) -> String {
        let name = labels.shared.monthLabel
        let week = Double(perWeek)
        let placed = layout.monthLabels(
            width: { Double(TerminalText.width(name($0))) / week }, gap: 1 / week,
            limit: Double(style.width - labelWidth - 1) / week)
        return placed.reduce(into: "") { line, label in
            line = TerminalText.pad(line, toWidth: labelWidth + 1 + perWeek * label.column) + name(label.month)
        }
    }
}
