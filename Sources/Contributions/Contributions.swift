import QiitaModel

/// The aggregator: a snapshot and options in, a ``ContributionReport`` out. Pure.
public enum Contributions {
    /// Buckets the snapshot's items by local date over the period and computes everything the renderers draw;
    /// with the gains between fetches (`history`), the gains of each day too (``DailyGains``), which the
    /// `-gained` metrics need. `history` holds the articles `options.includePrivate` asks for. The
    /// snapshot may hold only the period's articles when `summary` covers all of them.
    public static func aggregate(
        _ snapshot: Snapshot, summary: SnapshotSummary? = nil, options: ContributionOptions,
        history: GainHistory? = nil
    ) throws(ContributionError) -> ContributionReport {
        if options.metric.needsHistory, history == nil { throw .metricNeedsHistory(options.metric) }
        if options.metric == .views || options.metric == .viewsGained, !snapshot.viewsAvailable {
            throw .viewsUnavailable
        }
        let range = try options.period.resolve(today: options.today)
        let summary = summary ?? SnapshotSummary(snapshot, includePrivate: options.includePrivate)
        if let malformed = summary.malformed { throw malformed }
        let first = range.from.dayNumber
        var perDay = [Tally](repeating: Tally(), count: range.count)
        var perSource = [ArticleSource: Tally]()
        var periodItems: [(epoch: Int, index: Int, day: Int)] = []
        for (index, item) in snapshot.items.enumerated() where options.includePrivate || !item.isPrivate {
            guard let epoch = summary.published[index] else { continue }
            let day = options.zone.dayNumber(epochSeconds: epoch)
            let offset = day - first
            guard offset >= 0, offset < perDay.count else { continue }
            perDay[offset].add(item)
            perSource[item.source, default: Tally()].add(item)
            periodItems.append((epoch, index, day))
        }
        let postingDays = Set(summary.postingTimes.lazy.map { options.zone.dayNumber(epochSeconds: $0) })
        let gains = history.map { DailyGains($0, range: range, zone: options.zone) }
        // A gain is unknown (nil) on a day no pair of fetches covers: drawn as unknown, not as 0.
        let values: [Int?] =
            options.metric.needsHistory
            ? (gains?.days ?? []).map { $0?.value(of: options.metric) } : perDay.map { $0.value(of: options.metric) }
        let maximum = values.lazy.compactMap { $0 }.max() ?? 0
        let days = perDay.enumerated().map { offset, tally in
            DayBucket(
                date: CalendarDate(dayNumber: first + offset), posts: tally.posts, likes: tally.likes,
                stocks: tally.stocks, views: tally.knownViews, value: values[offset] ?? 0,
                level: values[offset].map {
                    options.scale.level(of: $0, maximum: maximum, thresholds: options.thresholds)
                } ?? 0,
                gained: gains?.days[offset], isUnknown: values[offset] == nil)
        }
        periodItems.sort { ($0.epoch, $1.index) > ($1.epoch, $0.index) }
        var report = ContributionReport(
            range: range, options: options,
            host: snapshot.host, fetchedAt: snapshot.fetchedAt, user: snapshot.user, days: days,
            layout: CalendarLayout(days: days, weekStart: options.weekStart, today: options.today),
            totals: perDay.reduce(into: Tally()) { $0.merge($1) }.totals, allTime: summary.allTime,
            streaks: Streaks(days: days, postingDays: postingDays, range: range, today: options.today),
            items: periodItems.map {
                ReportItem(item: snapshot.items[$0.index], date: CalendarDate(dayNumber: $0.day))
            },
            busiestDay: maximum > 0 ? days.first { $0.value == maximum } : nil,
            maximumValue: maximum, problems: summary.problems, gains: gains, truncated: snapshot.truncated,
            zennUser: snapshot.zennUser)
        report.tags = TagTotals.table(report.items)
        let sources = ArticleSource.allCases.filter { $0 == .qiita || snapshot.zennUser != nil }
        report.sources = sources.map { SourceTotals(source: $0, totals: (perSource[$0] ?? Tally()).totals) }
        let ranked = { (ranking: SnapshotSummary.Ranking) in
            ranking.positions.compactMap { index in
                summary.published[index].map {
                    ReportItem(item: snapshot.items[index], date: options.zone.date(epochSeconds: $0))
                }
            }
        }
        (report.topByViews, report.topByLikes) = (ranked(summary.topByViews), ranked(summary.topByLikes))
        return report
    }
}

/// Running sums for one day or the whole snapshot.
struct Tally: Equatable, Sendable {
    var posts = 0
    var likes = 0
    var stocks = 0
    var views = 0
    var viewsKnown = false
    var viewsUnknown = 0

    /// Counts one item (borrowed: its texts are not retained); sums saturate rather than trap
    /// (counts are checked on the way in, so they can only overflow on data that bypassed ``CountCheck``).
    mutating func add(_ item: borrowing SnapshotItem) {
        add(likes: item.likesCount, stocks: item.stocksCount, views: item.pageViewsCount, qiita: item.source == .qiita)
    }

    /// Counts one article of these counts (Zenn's have no views to be unknown).
    mutating func add(likes: Int, stocks: Int, views: Int?, qiita: Bool) {
        posts = Self.sum(posts, 1)
        if views == nil, qiita { viewsUnknown += 1 }
        self.likes = Self.sum(self.likes, likes)
        self.stocks = Self.sum(self.stocks, stocks)
        if let views {
            self.views = Self.sum(self.views, views)
            viewsKnown = true
        }
    }

    mutating func merge(_ other: Tally) {
        posts = Self.sum(posts, other.posts)
        likes = Self.sum(likes, other.likes)
        stocks = Self.sum(stocks, other.stocks)
        views = Self.sum(views, other.views)
        viewsKnown = viewsKnown || other.viewsKnown
        viewsUnknown += other.viewsUnknown
    }

    /// `a + b`, clamped to `Int`'s range instead of trapping.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : value
    }

    var knownViews: Int? { viewsKnown ? views : nil }

    var totals: ContributionTotals {
        ContributionTotals(posts: posts, likes: likes, stocks: stocks, views: knownViews, viewsUnknown: viewsUnknown)
    }

    func value(of metric: Metric) -> Int {
        switch metric {
        case .posts: posts
        case .likes: likes
        case .views: views
        case .viewsGained, .likesGained, .stocksGained: 0
        }
    }
}
