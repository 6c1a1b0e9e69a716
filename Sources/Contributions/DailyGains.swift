/// Views, likes and stocks gained on each day of a period, from the history of fetches: the
/// `-gained` metrics of every output (terminal, JSON, and the HTML chart and badge). Pure.
///
/// The gain between two consecutive fetches is spread evenly over the days between them: the
/// days after the earlier fetch's date up to the later fetch's date (the later date alone when
/// both are on one day), so a daily run gives exact days and a gap of three days spreads over
/// three. Integer shares conserve the total: a remainder goes one each to the latest days.
/// A day no pair of fetches covers (before the first fetch, after the last) is unknown: nil,
/// never zero.
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
        let last = range.to.dayNumber
        var known = [Bool](repeating: false, count: range.count)
        var viewsKnown = known
        var views = [Int](repeating: 0, count: range.count)
        var likes = views
        var stocks = views
        decreases = []
        for pair in history.pairs {
            let covered = Self.days(from: pair.earlier, to: pair.later, zone: zone)
            let (start, end, span) = (covered.lowerBound, covered.upperBound, covered.count)
            let from = max(start, first)
            let to = min(end, last)
            guard from <= to else { continue }
            decreases += pair.decreases
            for day in from...to {
                let slot = day - first
                let position = day - start
                known[slot] = true
                likes[slot] = Tally.sum(likes[slot], Self.share(of: pair.likes, days: span, position: position))
                stocks[slot] = Tally.sum(stocks[slot], Self.share(of: pair.stocks, days: span, position: position))
                if let pairViews = pair.views {
                    viewsKnown[slot] = true
                    views[slot] = Tally.sum(views[slot], Self.share(of: pairViews, days: span, position: position))
                }
            }
        }
        var total: GainedCounts?
        days = known.indices.map { slot in
            guard known[slot] else { return nil }
            let day = GainedCounts(
                views: viewsKnown[slot] ? views[slot] : nil, likes: likes[slot], stocks: stocks[slot])
            var sum = total ?? GainedCounts(views: nil, likes: 0, stocks: 0)
            if let dayViews = day.views { sum.views = Tally.sum(sum.views ?? 0, dayViews) }
            sum.likes = Tally.sum(sum.likes, day.likes)
            sum.stocks = Tally.sum(sum.stocks, day.stocks)
            total = sum
            return day
        }
        totals = total
    }

    /// The gains of the fetches of `history` over `range`; limited-share articles count only with
    /// `includePrivate`.
    public init(_ history: SnapshotHistory, range: DateRange, zone: ReportZone, includePrivate: Bool) {
        self.init(GainHistory(history, includePrivate: includePrivate), range: range, zone: zone)
    }

    /// The day numbers a pair of fetches at `earlier` and `later` spreads its gain over: the days
    /// after the earlier fetch's date up to the later one's, or the later one's alone when both
    /// fall on one day.
    public static func days(from earlier: Int, to later: Int, zone: ReportZone) -> ClosedRange<Int> {
        let end = zone.dayNumber(epochSeconds: later)
        return min(end, zone.dayNumber(epochSeconds: earlier) + 1)...end
    }

    /// The sum of the shares of `total` (``share(of:days:position:)``) on the positions `positions`.
    public static func share(of total: Int, days: Int, positions: ClosedRange<Int>) -> Int {
        let remainder = total % days
        let plusOne = max(0, positions.upperBound - max(positions.lowerBound, days - remainder) + 1)
        return Tally.sum((total / days) * positions.count, plusOne)
    }

    /// Day `position` (0-based) of `days`'s share of `total`: the quotient, plus one on the
    /// last `total % days` days, so the shares add up to `total`.
    public static func share(of total: Int, days: Int, position: Int) -> Int {
        let quotient = total / days
        return quotient + (position >= days - total % days ? 1 : 0)
    }

    /// The gains of `date`, or nil when it is unknown or outside the period.
    public func gains(on date: CalendarDate) -> GainedCounts? {
        let slot = range.from.days(to: date)
        return days.indices.contains(slot) ? days[slot] : nil
    }
}
