/// What each article gained over a period (the page's top gainers), by ``FetchPairGain``'s and ``DailyGains``' rules.
public struct ArticleGains: Sendable, Equatable {
    /// One article's gains over the period.
    public struct Entry: Sendable, Equatable {
        /// The article's id.
        public var id: String
        /// Its gains; views nil when they are not known at both ends of any pair.
        public var gained: GainedCounts
    }

    /// Every article that gained in the period: most views, then likes, then stocks gained first, then by id.
    public var entries: [Entry]
}

extension ArticleGains {
    /// The gains of each article of `history` over `range`, dates in `zone`.
    public init(_ history: SnapshotHistory, range: DateRange, zone: ReportZone, includePrivate: Bool) {
        var gains = [GainedCounts](repeating: .none, count: history.articles.count)
        let fetches = history.fetches.sorted { $0.fetchedAt < $1.fetchedAt }
        for (before, after) in zip(fetches, fetches.dropFirst()) {
            let covered = DailyGains.days(from: before.fetchedAt, to: after.fetchedAt, zone: zone)
            let from = max(covered.lowerBound, range.from.dayNumber)
            let to = min(covered.upperBound, range.to.dayNumber)
            guard from <= to else { continue }
            let positions = (from - covered.lowerBound)...(to - covered.lowerBound)
            let rise = { (now: Int, earlier: Int) in
                DailyGains.share(of: max(0, now - earlier), days: covered.count, positions: positions)
            }
            FetchPairGain.forEachArticle(before, after, articles: history.articles, includePrivate: includePrivate) {
                now, earlier in
                let gain = GainedCounts(
                    views: now.views.flatMap { views in earlier.views.map { rise(views, $0) } },
                    likes: rise(now.likes, earlier.likes), stocks: rise(now.stocks, earlier.stocks))
                gains[now.article] = gains[now.article].adding(gain)
            }
        }
        entries = zip(history.articles, gains).compactMap { article, gained in
            (gained.views ?? 0) > 0 || gained.likes > 0 || gained.stocks > 0
                ? Entry(id: article.id, gained: gained) : nil
        }
        .sorted { left, right in
            let (a, b) = (left.gained, right.gained)
            return (a.views ?? -1, a.likes, a.stocks, right.id) > (b.views ?? -1, b.likes, b.stocks, left.id)
        }
    }
}
