/// Where each day of a period goes in the week grid: one column per week, one row per weekday. Pure.
public struct CalendarLayout: Sendable, Equatable {
    /// The levels the legend shows, from none to most.
    public static let legendLevels = Array(0...4)
    /// Rows: the seven weekdays.
    public static let rowCount = 7

    /// Which weekday row 0 is.
    public let weekStart: WeekStart
    /// Today in the report's zone: later days are future.
    public let today: CalendarDate
    /// One column per week, 7 slots each in week-start order; nil outside the period.
    public let weeks: [[DayBucket?]]
    /// Each month's label column (its first day's; 0 for the grid's first): see ``monthLabels(width:gap:limit:)``.
    public let monthStarts: [MonthLabel]
    /// The column of the whole period's grid this one starts at: above 0 when earlier weeks were cut.
    public let firstColumn: Int
    /// The number of weeks of the whole period, cut or not.
    public let periodColumnCount: Int

    /// The number of week columns.
    public var columnCount: Int { weeks.count }
}

extension CalendarLayout {
    /// The grid of `days` (consecutive, in date order), rows starting on `weekStart`.
    public init(days: [DayBucket], weekStart: WeekStart, today: CalendarDate) {
        var weeks: [[DayBucket?]] = []
        var labels: [MonthLabel] = []
        if let first = days.first {
            let leading = weekStart.row(of: first.date)
            let columns = (leading + days.count + 6) / 7
            weeks = Array(repeating: Array(repeating: nil, count: Self.rowCount), count: columns)
            for (offset, day) in days.enumerated() {
                let slot = leading + offset
                weeks[slot / 7][slot % 7] = day
                if offset == 0 || day.date.day == 1 {
                    labels.append(MonthLabel(column: slot / 7, month: day.date.calendarMonth))
                }
            }
        }
        self.init(
            weekStart: weekStart, today: today, weeks: weeks, monthStarts: labels, firstColumn: 0,
            periodColumnCount: weeks.count)
    }

    /// Whether earlier weeks of the period were cut off.
    public var isCut: Bool { firstColumn > 0 }

    /// The weekday of each row, from row 0.
    public var weekdays: [Weekday] {
        (0..<Self.rowCount).map { Weekday(rawValue: (weekStart.firstWeekday.rawValue + $0) % 7) ?? .sunday }
    }

    /// The weekdays named beside their rows, as GitHub names them whatever the week starts on.
    public static let labelledWeekdays: [Weekday] = [.monday, .wednesday, .friday]

    /// The rows the pictures name (``labelledWeekdays``), top to bottom; the terminal names all seven.
    public var weekdayLabels: [(row: Int, weekday: Weekday)] {
        Self.labelledWeekdays.map { (weekStart.row(of: $0), $0) }
    }

    /// The month labels to draw, one rule for every output: a label starts over its month's first column (`width`
    /// columns, then `gap`), never right of it, where a reader looks for the month; on touching the one before, that
    /// one gives way if its month began before the grid, else this one is left out, as is one ending past `limit`.
    public func monthLabels(width: (CalendarMonth) -> Double, gap: Double, limit: Double = .infinity) -> [MonthLabel] {
        let firstDay = weeks.first?.compactMap { $0 }.first?.date
        var placed: [MonthLabel] = []
        var free = 0.0  // where the next label may start
        for start in monthStarts {
            if Double(start.column) < free, placed.count == 1, let firstDay, placed[0].month.firstDay < firstDay {
                placed.removeAll()
                free = 0
            }
            let end = Double(start.column) + width(start.month)
            guard Double(start.column) >= free, end <= limit else { continue }
            placed.append(start)
            free = end + gap
        }
        return placed
    }

    /// The day at (column, row), or nil for a blank or a position outside the grid.
    public func cell(column: Int, row: Int) -> CalendarCell? {
        guard weeks.indices.contains(column), (0..<Self.rowCount).contains(row), let day = weeks[column][row]
        else { return nil }
        return CalendarCell(day: day, column: column, row: row, isFuture: day.date > today)
    }

    /// Every day with its position, column by column.
    public var cells: [CalendarCell] {
        weeks.indices.flatMap { column in (0..<Self.rowCount).compactMap { cell(column: column, row: $0) } }
    }

    /// The latest weeks that fit in `columns` (at least one): a grid too narrow ends with today's week; its first
    /// column keeps a label.
    public func latestWeeks(fitting columns: Int) -> CalendarLayout {
        let fit = max(1, columns)
        let past = (weeks.lastIndex { $0.contains { $0.map { $0.date <= today } ?? false } } ?? 0) + 1
        let end = columnCount <= fit ? columnCount : past
        let first = end - min(end, fit)
        guard first > 0 || end < columnCount else { return self }
        let cut = CalendarLayout(
            days: weeks[first..<end].flatMap { $0.compactMap { $0 } }, weekStart: weekStart, today: today)
        return CalendarLayout(
            weekStart: weekStart, today: today, weeks: cut.weeks, monthStarts: cut.monthStarts,
            firstColumn: firstColumn + first, periodColumnCount: periodColumnCount)
    }
}

/// A day and its place in a ``CalendarLayout``.
public struct CalendarCell: Sendable, Hashable {
    /// The day, with its values and level.
    public let day: DayBucket
    /// The week column.
    public let column: Int
    /// The weekday row, 0 being the week start.
    public let row: Int
    /// Whether the day is after today: outputs leave it blank.
    public let isFuture: Bool
}
