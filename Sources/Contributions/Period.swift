import QiitaModel

/// The days a report covers, as the PERIOD options name them.
public enum Period: Sendable, Hashable {
    /// The month containing today (the default).
    case currentMonth
    /// `--month YYYY-MM`.
    case month(CalendarMonth)
    /// `--year YYYY`.
    case year(Int)
    /// `--from YYYY-MM-DD --to YYYY-MM-DD`, both inclusive.
    case range(from: CalendarDate, to: CalendarDate)
    /// `--last DAYS`: the `days` days ending today.
    case last(days: Int)

    /// Parses the value of `--year`: four digits, 1–9999.
    public static func year(argument: String) -> Period? {
        guard argument.utf8.count == 4, let year = DigitScanner.number(argument), year >= 1 else { return nil }
        return .year(year)
    }

    /// The longest `--last` that fits ``DateRange/maximumYears`` whatever the leap days: 3,652.
    public static let longestLast = 365 * DateRange.maximumYears + DateRange.maximumYears / 4

    /// The first and last day, given today's date in the report's zone.
    public func resolve(today: CalendarDate) throws(ContributionError) -> DateRange {
        let range: DateRange
        switch self {
        case .currentMonth:
            range = DateRange(unchecked: today.calendarMonth.firstDay, today.calendarMonth.lastDay)
        case .month(let month):
            range = DateRange(unchecked: month.firstDay, month.lastDay)
        case .year(let year):
            let first = CalendarMonth(validYear: year, month: 1)
            let last = CalendarMonth(validYear: year, month: 12)
            range = DateRange(unchecked: first.firstDay, last.lastDay)
        case .range(let from, let to):
            guard from <= to else { throw .periodEndsBeforeStart(from: from, to: to) }
            range = DateRange(unchecked: from, to)
        case .last(let days):
            // Beyond 4,000 days the period is too long anyway; the bound keeps the arithmetic safe.
            let from = today.adding(days: 1 - min(max(days, 1), 4000))
            guard days >= 1, today < from.adding(years: DateRange.maximumYears) else {
                throw .lastOutOfRange(days: days)
            }
            return DateRange(unchecked: from, today)
        }
        guard range.to < range.from.adding(years: DateRange.maximumYears) else {
            throw .periodTooLong(from: range.from, to: range.to)
        }
        return range
    }
}

/// An inclusive range of calendar dates, `from` ≤ `to`.
public struct DateRange: Sendable, Hashable {
    /// The longest period a report may cover, in years.
    public static let maximumYears = 10

    /// The first day.
    public let from: CalendarDate
    /// The last day.
    public let to: CalendarDate

    /// The days `from...to`, or nil when `to` is before `from`.
    public init?(from: CalendarDate, to: CalendarDate) {
        guard from <= to else { return nil }
        self.init(unchecked: from, to)
    }

    init(unchecked from: CalendarDate, _ to: CalendarDate) {
        self.from = from
        self.to = to
    }

    /// The number of days, both ends included.
    public var count: Int { from.days(to: to) + 1 }

    /// The epoch seconds of its days in any zone: two days of margin each side cover any zone's offset.
    public var anyZoneSeconds: Range<Int> { (from.dayNumber - 2) * 86_400..<(to.dayNumber + 3) * 86_400 }

    /// Whether `date` is inside.
    public func contains(_ date: CalendarDate) -> Bool { from <= date && date <= to }

    /// Every date, in order.
    public var dates: [CalendarDate] { (from.dayNumber...to.dayNumber).map(CalendarDate.init(dayNumber:)) }
}
