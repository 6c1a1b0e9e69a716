import QiitaModel

/// Everything a renderer draws, computed once: no renderer computes a date.
public struct ContributionReport: Sendable, Equatable {
    /// The first and last day of the period.
    public var range: DateRange
    /// The options it was computed with (zone, metric, scale, thresholds, week start, private items, today).
    public var options: ContributionOptions
    /// The API host of the snapshot.
    public var host: String
    /// When the snapshot was fetched, as recorded.
    public var fetchedAt: String
    /// The user.
    public var user: QiitaUser
    /// Every day of the period, in date order, none missing.
    public var days: [DayBucket]
    /// Where each day goes in the week grid, shared by every output.
    public var layout: CalendarLayout
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
    /// What the fetch did not get (``SnapshotSummary/problems``).
    public var problems: [ItemProblem]
    /// Views, likes and stocks gained each day, when the report was made with the history of
    /// fetches (nil without it).
    public var gains: DailyGains?
    /// Whether the snapshot's list was cut at the API's 10,000 articles (the oldest missing).
    public var truncated = false
    /// The Zenn user linked to the account, whose articles count beside Qiita's; nil when none is.
    public var zennUser: String?
    /// The period's sums of each source's articles (Zenn's only with a ``zennUser``); Zenn has
    /// no views and no stocks (nil).
    public var sources: [SourceTotals] = []
    /// The most viewed and the most liked counted articles of all time, best first (``SnapshotSummary/Ranking``).
    public var topByViews: [ReportItem] = [], topByLikes: [ReportItem] = []
    /// The by-tag table of the period's articles (``TagTotals/table(_:)``).
    public var tags: [TagTotals] = []
}

/// The sums of one source's articles.
public struct SourceTotals: Sendable, Equatable {
    /// Qiita or Zenn.
    public var source: ArticleSource
    /// Its sums.
    public var totals: ContributionTotals
}
