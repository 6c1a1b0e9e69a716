/// An item of the period with its date in the report's zone.
public struct ReportItem: Sendable, Equatable {
    /// The item as fetched.
    public var item: SnapshotItem
    /// Its publishing date in the report's zone.
    public var date: CalendarDate

    /// An item and its date.
    public init(item: SnapshotItem, date: CalendarDate) {
        self.item = item
        self.date = date
    }
}

/// A per-item problem of a partial run (the JSON `errors`).
public struct ItemProblem: Sendable, Hashable {
    /// The item id.
    public var id: String
    /// What is wrong.
    public var message: String

    /// A problem.
    public init(id: String, message: String) {
        self.id = id
        self.message = message
    }
}

/// Where a month label goes in the week grid.
public struct MonthLabel: Sendable, Hashable {
    /// The week column.
    public var column: Int
    /// The month.
    public var month: CalendarMonth

    /// A label.
    public init(column: Int, month: CalendarMonth) {
        self.column = column
        self.month = month
    }
}
