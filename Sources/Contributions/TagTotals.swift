/// One tag's row of the by-tag table of a period (``ContributionReport/tags``).
public struct TagTotals: Sendable, Equatable {
    /// The tag as the period's articles spell it most often; of spellings as common, the first in sort order.
    public var name: String
    /// The sums of the period's articles that carry it.
    public var totals: ContributionTotals

    /// What tag names are matched and grouped by, as Qiita matches them: `swift` finds `Swift`.
    public static func key(_ name: String) -> String { name.lowercased() }

    /// The by-tag table of `items`, an article with several tags counted in each (once in each, however it spells
    /// one): most posts first, then most likes, then by name.
    public static func table(_ items: [ReportItem]) -> [TagTotals] {
        // Each spelling is folded once: its place in `spellings` by its text, its group's by its key.
        var (places, groupOfKey) = ([String: Int](), [String: Int]())
        var spellings: [(name: String, group: Int, count: Int)] = []
        var groups: [Tally] = []
        var counted: [Int] = []  // the groups the article at hand counts in
        for index in items.indices {
            counted.removeAll(keepingCapacity: true)
            // Its numbers, read once: a copy of the article for each of its tags would retain each of its texts.
            let item = (items[index].item.likesCount, items[index].item.stocksCount, items[index].item.pageViewsCount)
            let qiita = item.2 != nil || items[index].item.source == .qiita  // only unknown views ask (Zenn has none)
            for tag in items[index].item.tags where !tag.isEmpty {
                let place = places[tag] ?? spellings.count
                if place == spellings.count {
                    let folded = key(tag)
                    let group = groupOfKey[folded] ?? groups.count
                    if group == groups.count {
                        groupOfKey[folded] = group
                        groups.append(Tally())
                    }
                    places[tag] = place
                    spellings.append((tag, group, 0))
                }
                let group = spellings[place].group
                guard !counted.contains(group) else { continue }
                counted.append(group)
                groups[group].add(likes: item.0, stocks: item.1, views: item.2, qiita: qiita)
                spellings[place].count += 1
            }
        }
        var names = [(name: String, count: Int)](repeating: ("", 0), count: groups.count)
        for spelling in spellings {
            let shown = names[spelling.group]
            if (spelling.count, shown.name) > (shown.count, spelling.name) {
                names[spelling.group] = (spelling.name, spelling.count)
            }
        }
        return zip(names, groups).map { TagTotals(name: $0.name, totals: $1.totals) }
            .sorted { ($0.totals.posts, $0.totals.likes, $1.name) > ($1.totals.posts, $1.totals.likes, $0.name) }
    }
}
