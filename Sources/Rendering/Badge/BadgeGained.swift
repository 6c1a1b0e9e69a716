import Contributions

/// What a `-gained` badge shows: a metric's gains summed over the known days, and how many.
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
