/// A day of the week, Sunday = 0.
public enum Weekday: Int, Sendable, CaseIterable {
    /// Sunday.
    case sunday = 0
    /// Monday.
    case monday
    /// Tuesday.
    case tuesday
    /// Wednesday.
    case wednesday
    /// Thursday.
    case thursday
    /// Friday.
    case friday
    /// Saturday.
    case saturday
}

/// The first row of the week grid (`--week-start sunday|monday`).
public enum WeekStart: String, Sendable, CaseIterable {
    /// Weeks run Sunday–Saturday (the default).
    case sunday
    /// Weeks run Monday–Sunday.
    case monday

    /// Parses the option value: `sunday` or `monday`.
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    /// The weekday of row 0.
    public var firstWeekday: Weekday {
        self == .sunday ? .sunday : .monday
    }

    /// The grid row (0–6) of a date.
    public func row(of date: CalendarDate) -> Int {
        row(of: date.weekday)
    }

    /// The grid row (0–6) of a weekday.
    public func row(of weekday: Weekday) -> Int {
        (weekday.rawValue - firstWeekday.rawValue + 7) % 7
    }
}
