import Contributions
import QiitaStatsCore

/// The contribution grid as terminal text: what `qiita-stats report` prints.
public enum TerminalHeatmap {
    /// The whole report, every line within `style.width`; the only escape sequences are SGR colours.
    public static func render(_ report: ContributionReport, style: TerminalStyle) -> String {
        let labels = TerminalLabels(language: style.language)
        let cells = TerminalCells(
            depth: style.depth, palette: style.palette, background: style.background, ambiguousWide: style.ambiguousWide
        )
        let grid = TerminalGrid(report: report, style: style, labels: labels, cells: cells).lines
        let summary = TerminalSummary(report: report, style: style, labels: labels)
        var lines = [title(report, style: style, labels: labels), ""]
        lines += beside(grid, summary.facts, width: style.width) ?? grid + [""] + summary.facts
        lines.append("")
        lines += summary.topArticles + summary.topTags
        return lines.joined(separator: "\n") + "\n"
    }

    /// The grid with the facts to its right, when both fit the width (a month, a few weeks).
    static func beside(_ grid: [String], _ facts: [String], width: Int) -> [String]? {
        let gap = 4
        let gridWidth = grid.map(visibleWidth).max() ?? 0
        let factsWidth = facts.map(TerminalText.width).max() ?? 0
        guard gridWidth + gap + factsWidth <= width else { return nil }
        return (0..<max(grid.count, facts.count)).map { index in
            let left = index < grid.count ? grid[index] : ""
            guard index < facts.count, !facts[index].isEmpty else { return left }
            return left + String(repeating: " ", count: gridWidth + gap - visibleWidth(left)) + facts[index]
        }
    }

    /// The columns a line of the renderer's own text takes, its colour sequences not counted.
    static func visibleWidth(_ line: String) -> Int {
        TerminalText.width(TerminalText.sanitize(line))
    }

    /// `@emu-user (Emu User) · November 2026 · posts · Asia/Tokyo`: the zone shows a misread `TZ`.
    static func title(_ report: ContributionReport, style: TerminalStyle, labels: TerminalLabels) -> String {
        let id = "@" + TerminalText.sanitize(report.user.id)
        var who = id
        if let name = report.user.name.map(TerminalText.sanitize), name.contains(where: { !$0.isWhitespace }) {
            who += " (\(name))"
        }
        let period = [
            labels.shared.period(report), labels.shared.metric(report.options.metric),
            TerminalText.sanitize(report.options.zone.identifier),
        ].joined(separator: " · ")
        // The name gives way first, then the end of the line (the zone, the tags) on a narrow terminal or for long
        // tags: the `@id` stays, so that the line never begins with a separator.
        let room = style.width - TerminalText.width(period) - 3
        let shown = room > TerminalText.width(id) ? TerminalText.truncate(who, toWidth: room) : id
        let text = TerminalText.truncate(shown + " · " + period, toWidth: style.width)
        return style.depth == .none ? text : "\u{1B}[1m" + text + ANSI.reset
    }
}
