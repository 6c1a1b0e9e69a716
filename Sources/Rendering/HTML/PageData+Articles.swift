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

    /// The page's two all-time lists: the ten counted articles with the most views (none when
    /// views are unknown), and the ten with the most likes.
    var topArticles: (byViews: [MustacheValue], byLikes: [MustacheValue]) {
        var byViews = TopTen()
        var byLikes = TopTen()
        for (index, item) in page.snapshot.items.enumerated() {
            guard report.options.includePrivate || !item.isPrivate,
                let timestamp = QiitaTimestamp(parsing: item.createdAt)
            else { continue }
            let epoch = timestamp.epochSeconds
            if page.snapshot.viewsAvailable, let views = item.pageViewsCount {
                byViews.offer(TopTen.Entry(key: views, other: item.likesCount, epoch: epoch, index: index))
            }
            byLikes.offer(
                TopTen.Entry(key: item.likesCount, other: item.pageViewsCount ?? 0, epoch: epoch, index: index))
        }
        return (values(byViews, metric: .views), values(byLikes, metric: .likes))
    }

    /// The ranked entries as the page's list items: rank, value and the article.
    private func values(_ top: TopTen, metric: Metric) -> [MustacheValue] {
        let zone = report.options.zone
        return top.entries.enumerated().map { rank, entry in
            var fields = article(page.snapshot.items[entry.index], date: zone.date(epochSeconds: entry.epoch))
            fields["rank"] = .int(rank + 1)
            fields["value"] = .string(labels.amount(entry.key, of: metric))
            return .object(fields)
        }
    }
}
