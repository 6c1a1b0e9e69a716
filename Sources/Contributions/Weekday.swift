/// A day of the week, Sunday = 0.
public enum Weekday: Int, Sendable, CaseIterable {
    case sunday = 0
    case monday, tuesday, wednesday, thursday, friday, saturday
}

/// The first row of the week grid (`--week-start sunday|monday`).
public enum WeekStart: String, Sendable, CaseIterable {
    /// Weeks run Sunday–Saturday (the default).
    case sunday
    /// Weeks run Monday–Sunday.
    case monday

    /// The weekday of row 0.
    public var firstWeekday: Weekday { self == .sunday ? .sunday : .monday }

    /// The grid row (0–6) of a date.
    public func row(of date: CalendarDate) -> Int { row(of: date.weekday) }

    /// The grid row (0–6) of a weekday.
    public func row(of weekday: Weekday) -> Int { (weekday.rawValue - firstWeekday.rawValue + 7) % 7 }
}
