import Contributions

/// What a `-gained` badge shows: the sum of a metric's gains over the days whose gain is known,
/// and how many days those are (fewer than the window while the history is young).
public struct BadgeGained: Sendable, Equatable {
    /// The gain.
    public var count: Int
    /// The days it was gained over.
    public var days: Int

    /// The gains of `metric` summed over the known days of `gains`; nil when no day is known.
    public init?(_ gains: DailyGains, metric: Metric) {
        let known = gains.days.compactMap { $0?.value(of: metric) }
        guard !known.isEmpty else { return nil }
        days = known.count
        count = known.reduce(0) { sum, value in
            let (total, overflow) = sum.addingReportingOverflow(value)
            return overflow ? Int.max : total
        }
    }
}
