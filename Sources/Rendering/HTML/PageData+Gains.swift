import Contributions
import Mustache
import QiitaModel

extension PageData {
    /// The totals gained, the chart and the articles that gained most; null without a known day.
    var gains: MustacheValue {
        guard let gains = report.gains, let totals = gains.totals else { return .null }
        let chart = GainsChartSVG(gains, palette: page.options.palette, labels: labels).map { chart in
            chart.svg(
                summary: labels.chartSummary(
                    period: labels.shared.period(report), total: totals.views ?? 0,
                    knownDays: gains.days.count { $0?.views != nil }))
        }
        let top = gainers
        return [
            "views": .string(labels.gain(totals.views)),
            "likes": .string(labels.gain(totals.likes)),
            "stocks": .string(labels.gain(totals.stocks)),
            "chart": chart.map(MustacheValue.markup) ?? .null,
            "has_unknown_days": .bool(gains.days.contains { $0?.views == nil }),
            "has_top": .bool(!top.isEmpty),
            "top": .list(top),
        ]
    }

    /// The articles that gained most and are still in the snapshot, limited-share ones if counted.
    private var gainers: [MustacheValue] {
        guard let articleGains = page.articleGains else { return [] }
        let zone = report.options.zone
        let items = Dictionary(page.snapshot.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let shown = articleGains.entries.lazy.compactMap { entry -> (SnapshotItem, GainedCounts)? in
            guard let item = items[entry.id], report.options.includePrivate || !item.isPrivate else { return nil }
            return (item, entry.gained)
        }
        return shown.prefix(ReportPage.gainersCount).enumerated().map { index, shown in
            let (item, gained) = shown
            let date = QiitaTimestamp(parsing: item.createdAt).map { zone.date(epochSeconds: $0.epochSeconds) }
            var fields = article(item, date: date ?? report.range.from)
            fields["rank"] = .int(index + 1)
            fields["gained"] = .string(labels.gained(gained))
            return .object(fields)
        }
    }
}
