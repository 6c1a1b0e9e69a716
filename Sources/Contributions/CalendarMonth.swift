import QiitaModel

/// A month of a year, as `--month YYYY-MM` names it.
public struct CalendarMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year.
    public let year: Int
    /// The month, 1–12.
    public let month: Int

    /// The month, or nil when `month` is not 1–12 or the year is not 1–9999.
    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.init(validYear: year, month: month)
    }

    init(validYear year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// Parses `YYYY-MM` strictly: `2026-11` yes; `2026-13`, `2026-1`, `26-11` no.
    public init?(parsing text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"), let year = DigitScanner.number(bytes, 0, 4),
            let month = DigitScanner.number(bytes, 5, 2)
        else { return nil }
        self.init(year: year, month: month)
    }

    /// The first day.
    public var firstDay: CalendarDate { CalendarDate(validYear: year, month: month, day: 1) }

    /// The last day (28th–31st).
    public var lastDay: CalendarDate { firstDay.adding(days: numberOfDays - 1) }

    /// The number of days, 28–31.
    public var numberOfDays: Int { CalendarDate.daysIn(year: year, month: month) }

    /// `YYYY-MM`.
    public var description: String { DigitScanner.padded(year, 4) + "-" + DigitScanner.padded(month, 2) }

    /// Orders by time.
    public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
