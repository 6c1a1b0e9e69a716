import QiitaModel

/// The aggregator: a snapshot and options in, a ``ContributionReport`` out. Pure.
public enum Contributions {
    /// Buckets the snapshot's items by local date over the period and computes everything the renderers draw;
    /// with the gains between fetches (`history`), the gains of each day too (``DailyGains``), which the
    /// `-gained` metrics need. `history` holds the articles `options.includePrivate` asks for.
    public static func aggregate(
        _ snapshot: Snapshot, options: ContributionOptions, history: GainHistory? = nil
    ) throws(ContributionError) -> ContributionReport {
        if options.metric.needsHistory, history == nil { throw .metricNeedsHistory(options.metric) }
        if options.metric == .views || options.metric == .viewsGained, !snapshot.viewsAvailable {
            throw .viewsUnavailable
        }
        let range = try options.period.resolve(today: options.today)
        let first = range.from.dayNumber
        var perDay = [Tally](repeating: Tally(), count: range.count)
        var perSource = [ArticleSource: Tally]()
        var allTime = Tally()
        var postingDays = Set<Int>()
        var periodItems: [(epoch: Int, index: Int, day: Int)] = []
        var problems: [ItemProblem] = []
        let items = snapshot.items
        var lastDay: Int?
        for index in items.indices where options.includePrivate || !items[index].isPrivate {
            guard let timestamp = QiitaTimestamp(parsing: items[index].createdAt) else {
                throw .malformedTimestamp(itemID: items[index].id, value: items[index].createdAt)
            }
            let day = options.zone.dayNumber(epochSeconds: timestamp.epochSeconds)
            allTime.add(items[index])
            // Articles come newest first, several a day: a day already inserted is not hashed again.
            if day != lastDay {
                postingDays.insert(day)
                lastDay = day
            }
            if items[index].viewsStale {
                // Stale views come from the rate limit or an article that kept failing; the
                // first fetch has no earlier views to fall back on.
                problems.append(
                    ItemProblem(
                        id: items[index].id,
                        message: items[index].pageViewsCount == nil
                            ? "views unknown: the last fetch could not get them, and no earlier one had"
                            : "views are from an earlier fetch: the last one could not refresh them"))
            }
            let offset = day - first
            guard offset >= 0, offset < perDay.count else { continue }
            perDay[offset].add(items[index])
            perSource[items[index].source, default: Tally()].add(items[index])
            periodItems.append((timestamp.epochSeconds, index, day))
        }
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
            totals: perDay.reduce(into: Tally()) { $0.merge($1) }.totals, allTime: allTime.totals,
            streaks: Streaks(days: days, postingDays: postingDays, range: range, today: options.today),
            items: periodItems.map {
                ReportItem(item: snapshot.items[$0.index], date: CalendarDate(dayNumber: $0.day))
            },
            busiestDay: maximum > 0 ? days.first { $0.value == maximum } : nil,
            maximumValue: maximum, problems: problems, gains: gains)
        report.truncated = snapshot.truncated
        report.zennUser = snapshot.zennUser
        let sources = ArticleSource.allCases.filter { $0 == .qiita || snapshot.zennUser != nil }
        report.sources = sources.map { SourceTotals(source: $0, totals: (perSource[$0] ?? Tally()).totals) }
        return report
    }
}

extension ContributionTotals {
    /// The all-time sums of `snapshot`'s articles (limited-share ones only with `includePrivate`),
    /// as a badge shows them: views are 0, not unknown, when the snapshot has views but no article.
    public init(allTimeOf snapshot: Snapshot, includePrivate: Bool) {
        var tally = Tally()
        for index in snapshot.items.indices where includePrivate || !snapshot.items[index].isPrivate {
            tally.add(snapshot.items[index])
        }
        self = tally.totals
        if views == nil, snapshot.viewsAvailable { views = 0 }
    }
}

/// Running sums for one day or the whole snapshot.
struct Tally {
    var posts = 0
    var likes = 0
    var stocks = 0
    var views = 0
    var viewsKnown = false

    /// Counts one item (borrowed: its texts are not retained); sums saturate rather than trap
    /// (counts are checked on the way in, so they can only overflow on data that bypassed ``CountCheck``).
    mutating func add(_ item: borrowing SnapshotItem) {
        posts = Self.sum(posts, 1)
        likes = Self.sum(likes, item.likesCount)
        stocks = Self.sum(stocks, item.stocksCount)
        if let itemViews = item.pageViewsCount {
            views = Self.sum(views, itemViews)
            viewsKnown = true
        }
    }

    mutating func merge(_ other: Tally) {
        posts = Self.sum(posts, other.posts)
        likes = Self.sum(likes, other.likes)
        stocks = Self.sum(stocks, other.stocks)
        views = Self.sum(views, other.views)
        viewsKnown = viewsKnown || other.viewsKnown
    }

    /// `a + b`, clamped to `Int`'s range instead of trapping.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : value
    }

    var knownViews: Int? { viewsKnown ? views : nil }

    var totals: ContributionTotals {
        ContributionTotals(posts: posts, likes: likes, stocks: stocks, views: knownViews)
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
