/// Everything that decides a report besides the snapshot: the PERIOD, DISPLAY and DATA options, and today.
public struct ContributionOptions: Sendable, Hashable {
    /// The days covered.
    public var period: Period
    /// The zone whose dates the days are.
    public var zone: ReportZone
    /// What colours a day.
    public var metric: Metric
    /// How values become levels.
    public var scale: LevelScale
    /// The absolute scale's thresholds.
    public var thresholds: Thresholds
    /// The first row of the week grid.
    public var weekStart: WeekStart
    /// Whether limited-share items count.
    public var includePrivate: Bool
    /// Today's date in `zone`, from the injected clock (use `zone.date(of: context.clock())`).
    public var today: CalendarDate
    /// The tags the report is of (`--tag`, any of them), which every output names; empty: every article. The store
    /// reads only the articles that carry one (``TagTotals/key(_:)``).
    public var tags: [String]

    /// Options; `scale` defaults to the metric's default scale (absolute for posts, relative otherwise).
    public init(
        period: Period = .currentMonth, zone: ReportZone, metric: Metric = .posts, scale: LevelScale? = nil,
        thresholds: Thresholds = .standard, weekStart: WeekStart = .sunday, includePrivate: Bool = false,
        today: CalendarDate, tags: [String] = []
    ) {
        self.period = period
        self.zone = zone
        self.metric = metric
        self.scale = scale ?? metric.defaultScale
        self.thresholds = thresholds
        self.weekStart = weekStart
        self.includePrivate = includePrivate
        self.today = today
        self.tags = tags
    }
}
