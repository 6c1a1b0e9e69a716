import Contributions
import Mustache
import QiitaModel

extension PageData {
    /// An article as the lists show it: date, title, a checked link (or none), counts and tags.
    func article(_ item: SnapshotItem, date: CalendarDate) -> [String: MustacheValue] {
        let tags = item.tags.map(HTMLEscape.clean).filter { !$0.isEmpty }
        return [
            "date": .string(date.description),
            "title": .string(HTMLEscape.clean(item.title)),
            "url": links.article(item.url, source: item.source).map(MustacheValue.string) ?? .null,
            "source": report.zennUser == nil ? .null : .string(item.source.name),
            "views": .string(item.pageViewsCount.map(Labels.number) ?? labels.none),
            "likes": .string(Labels.number(item.likesCount)),
            "stocks": .string(item.source == .zenn ? labels.none : Labels.number(item.stocksCount)),
            "private": .bool(item.isPrivate),
            "has_tags": .bool(!tags.isEmpty),
            "tags": .list(tags.map(MustacheValue.string)),
        ]
    }

    /// An all-time list (``ContributionReport/topByViews``, ``ContributionReport/topByLikes``) as the page's items.
    func ranked(_ top: [ReportItem], by metric: Metric) -> [MustacheValue] {
        top.enumerated().map { rank, entry in
            var fields = article(entry.item, date: entry.date)
            fields["rank"] = .int(rank + 1)
            let count = metric == .views ? entry.item.pageViewsCount ?? 0 : entry.item.likesCount
            fields["value"] = .string(labels.amount(count, of: metric))
            return .object(fields)
        }
    }
}
