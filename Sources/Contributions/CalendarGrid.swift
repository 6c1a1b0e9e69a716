/// The week grid of a period: columns of 7 days in week-start order, blanks outside the period.
struct CalendarGrid {
    /// One column per week; nil for the days before the period's first and after its last day.
    var weeks: [[DayBucket?]]
    /// The column of each month's first day in the period.
    var monthLabels: [MonthLabel]

    init(days: [DayBucket], weekStart: WeekStart) {
        guard let first = days.first else {
            self.weeks = []
            self.monthLabels = []
            return
        }
        let leading = weekStart.row(of: first.date)
        let columns = (leading + days.count + 6) / 7
        var weeks = [[DayBucket?]](repeating: [DayBucket?](repeating: nil, count: 7), count: columns)
        var labels: [MonthLabel] = []
        for (offset, day) in days.enumerated() {
            let cell = leading + offset
            weeks[cell / 7][cell % 7] = day
            if offset == 0 || day.date.day == 1 {
                labels.append(MonthLabel(column: cell / 7, month: day.date.calendarMonth))
            }
        }
        self.weeks = weeks
        self.monthLabels = labels
    }
}
