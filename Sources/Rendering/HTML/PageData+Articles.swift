import Contributions
import Mustache
import QiitaModel

extension PageData {
    /// How many articles each all-time list shows.
    static let topCount = 10

    /// An article as the lists show it: date, title, a checked link (or none), counts and tags.
    func article(_ item: SnapshotItem, date: CalendarDate) -> [String: MustacheValue] {
        let tags = item.tags.map(HTMLEscape.clean).filter { !$0.isEmpty }
        return [
            "date": .string(date.description),
            "title": .string(HTMLEscape.clean(item.title)),
            "url": links.article(item.url).map(MustacheValue.string) ?? .null,
            "views": .string(item.pageViewsCount.map(Labels.number) ?? labels.none),
            "likes": .string(Labels.number(item.likesCount)),
            "stocks": .string(Labels.number(item.stocksCount)),
            "private": .bool(item.isPrivate),
            "has_tags": .bool(!tags.isEmpty),
            "tags": .list(tags.map(MustacheValue.string)),
        ]
    }

    /// The ten counted articles of all time with the most views (none when views are unknown).
    var topByViews: [MustacheValue] {
        guard snapshot.viewsAvailable else { return [] }
        return top(by: .views)
    }

    /// The ten counted articles of all time with the most likes.
    var topByLikes: [MustacheValue] { top(by: .likes) }

    /// The counted articles with the most `metric` (views or likes), then the other count, then
    /// newest first. The ranking compares plain integers and only the ten shown become page
    /// values: with 10,000 articles, sorting the articles themselves through key paths took
    /// most of a year's page.
    private func top(by metric: Metric) -> [MustacheValue] {
        var ranked: [(key: Int, other: Int, epoch: Int, index: Int)] = []
        ranked.reserveCapacity(snapshot.items.count)
        for (index, item) in snapshot.items.enumerated() {
            guard report.options.includePrivate || !item.isPrivate,
                let timestamp = QiitaTimestamp(parsing: item.createdAt),
                metric != .views || item.pageViewsCount != nil
            else { continue }
            let views = item.pageViewsCount ?? 0
            let (key, other) = metric == .views ? (views, item.likesCount) : (item.likesCount, views)
            ranked.append((key, other, timestamp.epochSeconds, index))
        }
        // Descending, and among equals the snapshot's order (as a stable sort would keep it).
        ranked.sort { ($0.key, $0.other, $0.epoch, $1.index) > ($1.key, $1.other, $1.epoch, $0.index) }
        let zone = report.options.zone
        return ranked.prefix(Self.topCount).enumerated().map { rank, entry in
            var fields = article(snapshot.items[entry.index], date: zone.date(epochSeconds: entry.epoch))
            fields["rank"] = .int(rank + 1)
            fields["value"] = .string(labels.amount(entry.key, of: metric))
            return .object(fields)
        }
    }
}
