/// The contribution grid as terminal text: what `qiita-stats report` prints.
public enum TerminalHeatmap {
    /// The whole report: title, grid with weekday and month labels, legend, totals, streaks,
    /// busiest day and top articles; every line fits `style.width` and ends with `\n`.
    ///
    /// Pure: the same report and style give the same text. Untrusted text (names, titles) is
    /// sanitised; the only escape sequences are SGR colours, and none at `.none`.
    public static func render(_ report: ContributionReport, style: TerminalStyle) -> String {
        let labels = TerminalLabels(language: style.language)
        let cells = TerminalCells(depth: style.depth, palette: style.palette)
        var lines = [title(report, style: style, labels: labels), ""]
        lines += TerminalGrid(report: report, style: style, labels: labels, cells: cells).lines
        lines.append("")
        lines += TerminalSummary(report: report, style: style, labels: labels).lines
        return lines.joined(separator: "\n") + "\n"
    }

    /// `@emu-user (Emu User) · November 2026 · posts`, bold in colour.
    static func title(_ report: ContributionReport, style: TerminalStyle, labels: TerminalLabels) -> String {
        var who = "@" + TerminalText.sanitize(report.user.id)
        if let name = report.user.name.map(TerminalText.sanitize), name.contains(where: { !$0.isWhitespace }) {
            who += " (\(name))"
        }
        let period = labels.period(report) + " · " + labels.metric(report.options.metric)
        let text = TerminalText.truncate(who, toWidth: style.width - TerminalText.width(period) - 3) + " · " + period
        return style.depth == .none ? text : "\u{1B}[1m" + text + ANSI.reset
    }
}
