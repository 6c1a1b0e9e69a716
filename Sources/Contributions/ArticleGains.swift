/// What each article gained over a period, from the recorded fetches: the HTML page's list of
/// the articles that gained most. Pure, and by the rules of the daily gains: each pair of
/// consecutive fetches gives an article the rise of each counter (a fall gains nothing; an
/// article new since the earlier fetch gains all its counts; a deleted one stops contributing;
/// limited-share ones count only with `includePrivate`), spread over the pair's days as
/// ``DailyGains`` spreads it, of which the days inside the period count. Nothing is invented
/// before the first fetch.
public struct ArticleGains: Sendable, Equatable {
    /// One article's gains over the period.
    public struct Entry: Sendable, Equatable {
        /// The article's id.
        public var id: String
        /// Its gains; views nil when they are not known at both ends of any pair.
        public var gained: GainedCounts

        /// An entry.
        public init(id: String, gained: GainedCounts) {
            self.id = id
            self.gained = gained
        }
    }

    /// Every article that gained something in the period: most views gained first, then most
    /// likes, then most stocks, then by id.
    public var entries: [Entry]

    /// Gains as given (already in order).
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The gains of each article of `history` over `range`, dates in `zone`.
    public init(_ history: SnapshotHistory, range: DateRange, zone: ReportZone, includePrivate: Bool) {
        let count = history.articles.count
        var views = [Int?](repeating: nil, count: count)
        var likes = [Int](repeating: 0, count: count)
        var stocks = likes
        let fetches = history.fetches.sorted { $0.fetchedAt < $1.fetchedAt }
        for (before, after) in zip(fetches, fetches.dropFirst()) {
            let covered = DailyGains.days(from: before.fetchedAt, to: after.fetchedAt, zone: zone)
            let from = max(covered.lowerBound, range.from.dayNumber)
            let to = min(covered.upperBound, range.to.dayNumber)
            guard from <= to else { continue }
            let positions = (from - covered.lowerBound)...(to - covered.lowerBound)
            let portion = { (gain: Int) in DailyGains.share(of: gain, days: covered.count, positions: positions) }
            FetchPairGain.forEachArticle(before, after, articles: history.articles, includePrivate: includePrivate) {
                now, earlier in
                let slot = now.article
                if let viewsNow = now.views, let viewsBefore = earlier.views {
                    views[slot] = Tally.sum(views[slot] ?? 0, portion(max(0, viewsNow - viewsBefore)))
                }
                likes[slot] = Tally.sum(likes[slot], portion(max(0, now.likes - earlier.likes)))
                stocks[slot] = Tally.sum(stocks[slot], portion(max(0, now.stocks - earlier.stocks)))
            }
        }
        entries = history.articles.indices.compactMap { slot in
            guard (views[slot] ?? 0) > 0 || likes[slot] > 0 || stocks[slot] > 0 else { return nil }
            return Entry(
                id: history.articles[slot].id,
                gained: GainedCounts(views: views[slot], likes: likes[slot], stocks: stocks[slot]))
        }
        .sorted { left, right in
            let (a, b) = (left.gained, right.gained)
            return (a.views ?? -1, a.likes, a.stocks, right.id) > (b.views ?? -1, b.likes, b.stocks, left.id)
        }
    }
}
