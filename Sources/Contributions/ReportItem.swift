import QiitaModel

/// An item of the period with its date in the report's zone.
public struct ReportItem: Sendable, Equatable {
    /// The item as fetched.
    public var item: SnapshotItem
    /// Its publishing date in the report's zone.
    public var date: CalendarDate
}

/// Where a month label goes in the week grid.
public struct MonthLabel: Sendable, Hashable {
    /// The week column.
    public var column: Int
    /// The month.
    public var month: CalendarMonth
}
