/// Views, likes and stocks gained on each day of a period from the history: the `-gained` metrics. Pure.
public struct DailyGains: Sendable, Equatable {
    /// The period.
    public var range: DateRange
    /// One entry per day of `range`, in order: nil where no pair of fetches covers the day.
    public var days: [GainedCounts?]
    /// Sums over the known days; nil when no day is known.
    public var totals: GainedCounts?
    /// Counters that went down in the pairs covering the period (each a zero gain).
    public var decreases: [CounterDecrease]

    /// The gains of `history` over `range`, dates in `zone`.
    public init(_ history: GainHistory, range: DateRange, zone: ReportZone) {
        self.range = range
        let first = range.from.dayNumber
        var days = [GainedCounts?](repeating: nil, count: range.count)
        decreases = []
        for pair in history.pairs {
            let covered = Self.days(from: pair.earlier, to: pair.later, zone: zone)
            let from = max(covered.lowerBound, first)
            let to = min(covered.upperBound, range.to.dayNumber)
            guard from <= to else { continue }
            decreases += pair.decreases
            for day in from...to {
                let position = day - covered.lowerBound
                let share = { Self.share(of: $0, days: covered.count, positions: position...position) }
                let (views, likes, stocks) = (pair.gained.views, pair.gained.likes, pair.gained.stocks)
                let gain = GainedCounts(views: views.map(share), likes: share(likes), stocks: share(stocks))
                days[day - first] = (days[day - first] ?? .none).adding(gain)
            }
        }
        self.days = days
        totals = days.reduce(nil) { sum, day in day.map { (sum ?? .none).adding($0) } ?? sum }
    }

    /// The days a pair of fetches spreads its gain over: after the earlier's date to the later's, or the later's alone.
    public static func days(from earlier: Int, to later: Int, zone: ReportZone) -> ClosedRange<Int> {
        let end = zone.dayNumber(epochSeconds: later)
        return min(end, zone.dayNumber(epochSeconds: earlier) + 1)...end
    }

    /// The sum of `total`'s shares on `positions`: the quotient each, plus one on each of the last `total % days` days.
    public static func share(of total: Int, days: Int, positions: ClosedRange<Int>) -> Int {
        let remainder = total % days
        let plusOne = max(0, positions.upperBound - max(positions.lowerBound, days - remainder) + 1)
        return Tally.sum((total / days) * positions.count, plusOne)
    }

    /// The gains of `date`, or nil when it is unknown or outside the period.
    public func gains(on date: CalendarDate) -> GainedCounts? {
        let slot = range.from.days(to: date)
        return days.indices.contains(slot) ? days[slot] : nil
    }
}
