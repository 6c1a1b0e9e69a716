/// Everything a renderer draws, computed once: no renderer computes a date.
public struct ContributionReport: Sendable, Equatable {
    /// The period and the options it was computed with.
    public var period: ReportPeriod
    /// The API host of the snapshot.
    public var host: String
    /// When the snapshot was fetched, as recorded.
    public var fetchedAt: String
    /// The user.
    public var user: QiitaUser
    /// Every day of the period, in date order, none missing.
    public var days: [DayBucket]
    /// The week grid: one column per week, 7 rows in week-start order, nil outside the period.
    public var weeks: [[DayBucket?]]
    /// Where each month's label goes: the column of its first day in the period.
    public var monthLabels: [MonthLabel]
    /// Sums over the items published inside the period.
    public var totals: ContributionTotals
    /// Sums over every counted item of the snapshot.
    public var allTime: ContributionTotals
    /// Posting streaks.
    public var streaks: Streaks
    /// The items published inside the period, newest first.
    public var items: [ReportItem]
    /// The day with the largest metric value (the earliest on a tie); nil when every day is 0.
    public var busiestDay: DayBucket?
    /// The largest metric value of a day in the period (`M` of the relative scale; 0 for an empty period).
    public var maximumValue: Int
    /// Per-item problems of a partial fetch (stale views), in snapshot order.
    public var problems: [ItemProblem]

    /// A report (renderer tests build their own; ``Contributions/aggregate(_:options:)`` computes the real one).
    public init(
        period: ReportPeriod, host: String, fetchedAt: String, user: QiitaUser, days: [DayBucket],
        weeks: [[DayBucket?]], monthLabels: [MonthLabel], totals: ContributionTotals, allTime: ContributionTotals,
        streaks: Streaks, items: [ReportItem], busiestDay: DayBucket?, maximumValue: Int, problems: [ItemProblem]
    ) {
        self.period = period
        self.host = host
        self.fetchedAt = fetchedAt
        self.user = user
        self.days = days
        self.weeks = weeks
        self.monthLabels = monthLabels
        self.totals = totals
        self.allTime = allTime
        self.streaks = streaks
        self.items = items
        self.busiestDay = busiestDay
        self.maximumValue = maximumValue
        self.problems = problems
    }
}

/// The period a report covers and the options that shaped it.
public struct ReportPeriod: Sendable, Hashable {
    /// The days.
    public var range: DateRange
    /// The zone.
    public var zone: ReportZone
    /// The metric.
    public var metric: Metric
    /// The scale.
    public var scale: LevelScale
    /// The absolute thresholds (meaningful for the absolute scale).
    public var thresholds: Thresholds
    /// The week start.
    public var weekStart: WeekStart
    /// Whether limited-share items were counted.
    public var includePrivate: Bool
    /// Today in the zone.
    public var today: CalendarDate

    /// A period description.
    public init(
        range: DateRange, zone: ReportZone, metric: Metric, scale: LevelScale, thresholds: Thresholds,
        weekStart: WeekStart, includePrivate: Bool, today: CalendarDate
    ) {
        self.range = range
        self.zone = zone
        self.metric = metric
        self.scale = scale
        self.thresholds = thresholds
        self.weekStart = weekStart
        self.includePrivate = includePrivate
        self.today = today
    }
}

/// One day: its numbers and its level.
public struct DayBucket: Sendable, Hashable {
    /// The date.
    public var date: CalendarDate
    /// Items published that day.
    public var posts: Int
    /// Their likes.
    public var likes: Int
    /// Their stocks.
    public var stocks: Int
    /// Their known views; nil when no item of the day has known views.
    public var views: Int?
    /// The value of the report's metric.
    public var value: Int
    /// The level, 0–4.
    public var level: Int

    /// A day.
    public init(date: CalendarDate, posts: Int, likes: Int, stocks: Int, views: Int?, value: Int, level: Int) {
        self.date = date
        self.posts = posts
        self.likes = likes
        self.stocks = stocks
        self.views = views
        self.value = value
        self.level = level
    }
}

/// Sums of posts, likes, stocks and views.
public struct ContributionTotals: Sendable, Hashable {
    /// Items.
    public var posts: Int
    /// Likes.
    public var likes: Int
    /// Stocks.
    public var stocks: Int
    /// Known views; nil when no item has known views.
    public var views: Int?

    /// Totals.
    public init(posts: Int, likes: Int, stocks: Int, views: Int?) {
        self.posts = posts
        self.likes = likes
        self.stocks = stocks
        self.views = views
    }
}

/// Consecutive days with at least one post.
public struct Streaks: Sendable, Hashable {
    /// The run ending on the period's last day, or today (yesterday if today has no post yet).
    public var current: Int
    /// The longest run inside the period.
    public var longest: Int

    /// Streaks.
    public init(current: Int, longest: Int) {
        self.current = current
        self.longest = longest
    }
}

/// Where a month label goes in the week grid.
public struct MonthLabel: Sendable, Hashable {
    /// The week column.
    public var column: Int
    /// The month.
    public var month: CalendarMonth

    /// A label.
    public init(column: Int, month: CalendarMonth) {
        self.column = column
        self.month = month
    }
}

/// An item of the period with its date in the report's zone.
public struct ReportItem: Sendable, Equatable {
    /// The item as fetched.
    public var item: SnapshotItem
    /// Its publishing date in the report's zone.
    public var date: CalendarDate

    /// An item and its date.
    public init(item: SnapshotItem, date: CalendarDate) {
        self.item = item
        self.date = date
    }
}

/// A per-item problem of a partial run (the JSON `errors`).
public struct ItemProblem: Sendable, Hashable {
    /// The item id.
    public var id: String
    /// What is wrong.
    public var message: String

    /// A problem.
    public init(id: String, message: String) {
        self.id = id
        self.message = message
    }
}
