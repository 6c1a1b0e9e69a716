import Contributions
import QiitaStatsCore

/// The facts beside or under the grid (totals, streaks, busiest day) and the top articles under it.
struct TerminalSummary {
    /// How many articles the top list shows.
    static let topCount = 5

    let report: ContributionReport
    let style: TerminalStyle
    let labels: TerminalLabels

    /// The totals table, the streaks and the busiest day, each line within the width.
    var facts: [String] {
        let header = labels.totalsHeader
        // With Zenn, views and stocks are still Qiita's alone: the rows say so.
        let names = labels.totals.enumerated().map {
            report.zennUser != nil && $0.offset >= 2 ? $0.element + " (Qiita)" : $0.element
        }
        let period = values(report.totals)
        let allTime = values(report.allTime)
        let titles = [labels.streakTitle, labels.busiestTitle] + (report.gains == nil ? [] : [labels.gainedTitle])
        let nameWidth = (names + titles).map(TerminalText.width).max() ?? 0
        let periodWidth = ([header.period] + period).map(TerminalText.width).max() ?? 0
        let allTimeWidth = ([header.allTime] + allTime).map(TerminalText.width).max() ?? 0
        func row(_ name: String, _ left: String, _ right: String) -> String {
            TerminalText.pad(name, toWidth: nameWidth) + "  " + alignRight(left, periodWidth) + "  "
                + alignRight(right, allTimeWidth)
        }
        var lines = [row("", header.period, header.allTime)]
        lines += names.indices.map { row(names[$0], period[$0], allTime[$0]) }
        if report.allTime.views != nil, report.allTime.viewsUnknown > 0 {
            lines.append(
                labels.shared.unknownViews(allTime: report.allTime.viewsUnknown, period: report.totals.viewsUnknown))
        }
        lines += sourceTable
        lines.append("")
        lines.append(TerminalText.pad(labels.streakTitle, toWidth: nameWidth) + "  " + labels.streaks(report.streaks))
        lines.append(
            TerminalText.pad(labels.busiestTitle, toWidth: nameWidth) + "  "
                + labels.busiest(report.busiestDay, metric: report.options.metric))
        if let gains = report.gains {
            lines.append(
                TerminalText.pad(labels.gainedTitle, toWidth: nameWidth) + "  "
                    + labels.gained(gains, today: report.options.today))
        }
        return lines.map { TerminalText.truncate($0, toWidth: style.width) }
    }

    /// The most liked articles of the period, newest first among equals.
    var topArticles: [String] {
        guard !report.items.isEmpty else { return [TerminalText.truncate(labels.noArticles, toWidth: style.width)] }
        let top = report.items.enumerated()
            .sorted { ($0.element.item.likesCount, $1.offset) > ($1.element.item.likesCount, $0.offset) }
            .prefix(Self.topCount).map(\.element)
        let likesWidth = top.map { TerminalText.width(Labels.number($0.item.likesCount)) }.max() ?? 0
        return [TerminalText.truncate(labels.topTitle, toWidth: style.width)]
            + top.map { entry in
                let lead =
                    "\(entry.date)  " + alignRight(Labels.number(entry.item.likesCount), likesWidth) + "  "
                let room = style.width - TerminalText.width(lead)
                return lead + TerminalText.truncate(TerminalText.sanitize(entry.item.title), toWidth: room)
            }
    }

    /// The period's largest tags (``ContributionReport/tags``), a line each: its numbers, then its name cut to fit.
    var topTags: [String] {
        let top = report.tags.prefix(Self.topCount)
        guard !top.isEmpty else { return [] }
        let rows = top.map {
            [$0.totals.posts, $0.totals.likes, $0.totals.stocks].map(Labels.number)
                + [labels.shared.views($0.totals) ?? "—", Labels.likesPerPost($0.totals)]
        }
        let widths = (0..<5).map { column in rows.map { TerminalText.width($0[column]) }.max() ?? 0 }
        let lines = zip(top, rows).map { tag, row in
            zip(row, widths).map { alignRight($0, $1) + "  " }.joined() + TerminalText.sanitize(tag.name)
        }
        return [""] + ([labels.tagsTitle] + lines).map { TerminalText.truncate($0, toWidth: style.width) }
    }

    /// With Zenn: the period's posts and likes of each source, and their total.
    private var sourceTable: [String] {
        guard report.zennUser != nil else { return [] }
        let rows =
            [[labels.totalsHeader.period] + labels.totals.prefix(2)]
            + report.sources.map { [$0.source.name] + [$0.totals.posts, $0.totals.likes].map(Labels.number) }
            + [[labels.total] + [report.totals.posts, report.totals.likes].map(Labels.number)]
        let widths = (0..<3).map { column in rows.map { TerminalText.width($0[column]) }.max() ?? 0 }
        return [""]
            + rows.map {
                TerminalText.pad($0[0], toWidth: widths[0]) + "  " + alignRight($0[1], widths[1]) + "  "
                    + alignRight($0[2], widths[2])
            }
    }

    private func values(_ totals: ContributionTotals) -> [String] {
        [Labels.number(totals.posts), Labels.number(totals.likes), labels.shared.views(totals) ?? "—"]
            + [Labels.number(totals.stocks)]
    }

    private func alignRight(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - TerminalText.width(text))) + text
    }
}
