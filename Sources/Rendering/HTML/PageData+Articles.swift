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
        return top(by: \.views, metric: .views)
    }

    /// The ten counted articles of all time with the most likes.
    var topByLikes: [MustacheValue] { top(by: \.likes, metric: .likes) }

    /// Every counted article with its date, by `key` descending, then the other count, then newest first.
    private func top(by key: KeyPath<Ranked, Int>, metric: Metric) -> [MustacheValue] {
        let zone = report.options.zone
        let ranked = snapshot.items.compactMap { item -> Ranked? in
            guard report.options.includePrivate || !item.isPrivate,
                let timestamp = QiitaTimestamp(parsing: item.createdAt),
                metric != .views || item.pageViewsCount != nil
            else { return nil }
            return Ranked(
                item: item, epoch: timestamp.epochSeconds, date: zone.date(epochSeconds: timestamp.epochSeconds))
        }
        let other: KeyPath<Ranked, Int> = metric == .views ? \.likes : \.views
        let sorted = ranked.sorted {
            ($0[keyPath: key], $0[keyPath: other], $0.epoch) > ($1[keyPath: key], $1[keyPath: other], $1.epoch)
        }
        return sorted.prefix(Self.topCount).enumerated().map { index, entry in
            var fields = article(entry.item, date: entry.date)
            fields["rank"] = .int(index + 1)
            fields["value"] = .string(labels.amount(entry[keyPath: key], of: metric))
            return .object(fields)
        }
    }
}

/// An article with what the all-time lists sort it by.
private struct Ranked {
    let item: SnapshotItem
    let epoch: Int
    let date: CalendarDate

    var views: Int { item.pageViewsCount ?? 0 }
    var likes: Int { item.likesCount }
}
