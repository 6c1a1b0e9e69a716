import QiitaModel

/// A day of the proleptic Gregorian calendar, with no time and no zone.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int
    /// Days since 1970-01-01 (negative before it).
    public let dayNumber: Int

    /// The date with these components, or nil when there is no such day (2026-02-29).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CalendarDate.daysIn(year: year, month: month) else {
            return nil
        }
        self.init(validYear: year, month: month, day: day)
    }

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        self.dayNumber = dayNumber
    }

    /// Parses `YYYY-MM-DD` strictly (four-digit year, two-digit month and day, a real date).
    public init?(parsing text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = DigitScanner.number(bytes, 0, 4), let month = DigitScanner.number(bytes, 5, 2),
            let day = DigitScanner.number(bytes, 8, 2), year >= 1
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// A date whose components are known to be valid.
    init(validYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.dayNumber = Self.dayNumber(year: year, month: month, day: day)
    }

    /// Days from 1970-01-01 to these components as given (``CivilDay/number(year:month:day:)``).
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        CivilDay.number(year: year, month: month, day: day)
    }

    /// The date `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + count) }

    /// The number of days from this date to `other` (positive when `other` is later).
    public func days(to other: CalendarDate) -> Int { other.dayNumber - dayNumber }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        Weekday(rawValue: ((dayNumber + 4) % 7 + 7) % 7) ?? .sunday
    }

    /// The month this date is in.
    public var calendarMonth: CalendarMonth { CalendarMonth(validYear: year, month: month) }

    /// The same day `count` years later, Feb 29 becoming Feb 28 in a common year.
    public func adding(years count: Int) -> CalendarDate {
        let target = year + count
        return CalendarDate(
            validYear: target, month: month, day: min(day, CalendarDate.daysIn(year: target, month: month)))
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        guard (0...9999).contains(year) else {
            return [(year, 4), (month, 2), (day, 2)].map { DigitScanner.padded($0, $1) }.joined(separator: "-")
        }
        // Written in place: a report writes one for every day and article.
        return String(unsafeUninitializedCapacity: 10) { text in
            var rest = year * 10_000 + month * 100 + day
            for i in [9, 8, 6, 5, 3, 2, 1, 0] { (text[i], rest) = (UInt8(ascii: "0") + UInt8(rest % 10), rest / 10) }
            (text[4], text[7]) = (UInt8(ascii: "-"), UInt8(ascii: "-"))
            return 10
        }
    }

    /// The number of days in a month (``CivilDay/count(year:month:)``).
    public static func daysIn(year: Int, month: Int) -> Int { CivilDay.count(year: year, month: month) }

    /// Orders by day.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool { lhs.dayNumber < rhs.dayNumber }
}
