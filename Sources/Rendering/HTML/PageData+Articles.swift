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

    /// An article's place in a ranking: its count, the other count, creation, snapshot position.
    typealias Ranked = (key: Int, other: Int, epoch: Int, index: Int)

    /// The page's all-time top ten by views (none when views are unknown) and by likes.
    var topArticles: (byViews: [MustacheValue], byLikes: [MustacheValue]) {
        var byViews: [Ranked] = []
        var byLikes: [Ranked] = []
        for (index, item) in page.snapshot.items.enumerated() {
            guard report.options.includePrivate || !item.isPrivate,
                let timestamp = QiitaTimestamp(parsing: item.createdAt)
            else { continue }
            let epoch = timestamp.epochSeconds
            if page.snapshot.viewsAvailable, let views = item.pageViewsCount {
                byViews.append((views, item.likesCount, epoch, index))
            }
            byLikes.append((item.likesCount, item.pageViewsCount ?? 0, epoch, index))
        }
        return (values(byViews, metric: .views), values(byLikes, metric: .likes))
    }

    /// The ten ranked highest as the page's list items: more of the count, then of the other count,
    /// then newer; among equals the snapshot's order. One pass keeping the best, not a sort of all.
    private func values(_ ranked: [Ranked], metric: Metric) -> [MustacheValue] {
        let above = { (a: Ranked, b: Ranked) in
            (a.key, a.other, a.epoch, b.index) > (b.key, b.other, b.epoch, a.index)
        }
        var top: [Ranked] = []
        for entry in ranked where top.count < ReportPage.topCount || top.last.map({ above(entry, $0) }) == true {
            top.insert(entry, at: top.firstIndex { above(entry, $0) } ?? top.endIndex)
            if top.count > ReportPage.topCount { top.removeLast() }
        }
        let zone = report.options.zone
        return top.enumerated().map { rank, entry in
            var fields = article(page.snapshot.items[entry.index], date: zone.date(epochSeconds: entry.epoch))
            fields["rank"] = .int(rank + 1)
            fields["value"] = .string(labels.amount(entry.key, of: metric))
            return .object(fields)
        }
    }
}
