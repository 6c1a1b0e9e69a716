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
        var groups: [String: (tally: Tally, spellings: [String: Int])] = [:]
        for entry in items {
            var seen: Set<String> = []
            for tag in entry.item.tags where !tag.isEmpty {
                let key = key(tag)
                guard seen.insert(key).inserted else { continue }
                groups[key, default: (Tally(), [:])].tally.add(entry.item)
                groups[key]?.spellings[tag, default: 0] += 1
            }
        }
        return groups.values.map { group in
            let name = group.spellings.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? ""
            return TagTotals(name: name, totals: group.tally.totals)
        }
        .sorted { ($0.totals.posts, $0.totals.likes, $1.name) > ($1.totals.posts, $1.totals.likes, $0.name) }
    }
}
