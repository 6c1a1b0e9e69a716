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
        var titled = [[labels.streakTitle, labels.streaks(report.streaks)]]
        titled.append([labels.busiestTitle, labels.busiest(report.busiestDay, metric: report.options.metric)])
        if let gains = report.gains {
            titled.append([labels.gainedTitle, labels.gained(gains, today: report.options.today)])
        }
        // The titles' column is the names' column: one table, the streak rows after the sums.
        let table = Self.table(
            [["", header.period, header.allTime]] + names.indices.map { [names[$0], period[$0], allTime[$0]] } + titled,
            right: 1..<3)
        var lines = Array(table.dropLast(titled.count))
        if report.allTime.views != nil, report.allTime.viewsUnknown > 0 {
            lines.append(
                labels.shared.unknownViews(allTime: report.allTime.viewsUnknown, period: report.totals.viewsUnknown))
        }
        lines += sourceTable
        lines.append("")
        lines += table.suffix(titled.count)
        return lines.map { TerminalText.truncate($0, toWidth: style.width) }
    }

    /// The most liked articles of the period, newest first among equals.
    var topArticles: [String] {
        guard !report.items.isEmpty else { return [TerminalText.truncate(labels.noArticles, toWidth: style.width)] }
        let top = report.items.enumerated()
            .sorted { ($0.element.item.likesCount, $1.offset) > ($1.element.item.likesCount, $0.offset) }
            .prefix(Self.topCount).map(\.element)
        let leads = Self.table(top.map { ["\($0.date)", Labels.number($0.item.likesCount), ""] }, right: 1..<2)
        return [TerminalText.truncate(labels.topTitle, toWidth: style.width)]
            + zip(top, leads).map { entry, lead in
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
        let lines = Self.table(zip(top, rows).map { $1 + [TerminalText.sanitize($0.name)] }, right: 0..<5)
        return [""] + ([labels.tagsTitle] + lines).map { TerminalText.truncate($0, toWidth: style.width) }
    }

    /// With Zenn: the period's posts and likes of each source, and their total.
    private var sourceTable: [String] {
        guard report.zennUser != nil else { return [] }
        let rows =
            [[labels.totalsHeader.period] + labels.totals.prefix(2)]
            + report.sources.map { [$0.source.name] + [$0.totals.posts, $0.totals.likes].map(Labels.number) }
            + [[labels.total] + [report.totals.posts, report.totals.likes].map(Labels.number)]
        return [""] + Self.table(rows, right: 1..<3)
    }

    private func values(_ totals: ContributionTotals) -> [String] {
        [Labels.number(totals.posts), Labels.number(totals.likes), labels.shared.views(totals) ?? "—"]
            + [Labels.number(totals.stocks)]
    }

    /// `rows` as lines of cells two spaces apart, each as wide as the widest of its column: those of the columns
    /// `right` aligned right, the others left. A row's last cell aligned left, or ending a row shorter than the
    /// others (a title and its line), is written as it is; the one ending a shorter row is not measured.
    private static func table(_ rows: [[String]], right: Range<Int>) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let measured = { (row: [String]) in row.count < columns ? row.count - 1 : row.count }
        let widths = (0..<columns).map { column in
            rows.map { column < measured($0) ? TerminalText.width($0[column]) : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.indices.map { column in
                let (cell, room) = (row[column], widths[column] - TerminalText.width(row[column]))
                if right.contains(column), column < measured(row) { return String(repeating: " ", count: room) + cell }
                return column + 1 == row.count ? cell : cell + String(repeating: " ", count: room)
            }.joined(separator: "  ")
        }
    }
}
