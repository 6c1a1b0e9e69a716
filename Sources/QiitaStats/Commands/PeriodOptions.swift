import Contributions

/// The days of a report (PERIOD): a month, a year, a range or the last days; the current month by default.
struct PeriodOptions: ParsableArguments {
    static var title: String? { "PERIOD" }

    @Option("month", "YYYY-MM", help: "a calendar month (default: the current month)") var month: CalendarMonth? = nil
    @Option("year", "YYYY", help: "a calendar year", format: .year) var year: Int? = nil
    @Option("from", "YYYY-MM-DD", help: "first day of a range (with --to)") var from: CalendarDate? = nil
    @Option("to", "YYYY-MM-DD", help: "last day of a range, inclusive (with --from)") var to: CalendarDate? = nil
    @Option(
        "last", "DAYS", help: "the last DAYS days, ending today",
        format: ArgumentFormat.integer(1...Period.longestLast).optional)
    var last: Int? = nil

    /// The period asked for.
    var period: Period {
        if let month { return .month(month) }
        if let year { return .year(year) }
        if let last { return .last(days: last) }
        if let from, let to { return .range(from: from, to: to) }
        return .currentMonth
    }

    func validate() throws(UsageError) {
        let range = $from.isGiven || $to.isGiven ? ["\($from)/\($to)"] : []
        let given = [$month, $year, $last].filter(\.isGiven).map(\.description) + range
        if given.count > 1 {
            throw UsageError("\(given[0]) and \(given[1]) cannot be used together; choose one period")
        }
        if $from.isGiven != $to.isGiven { throw UsageError("\($from) and \($to) go together") }
        if let from {
            do { _ = try period.resolve(today: from) } catch { throw UsageError(error.message) }
        }
    }
}

extension ArgumentFormat where Value == Int? {
    /// `YYYY`, 1–9999.
    static let year = ArgumentFormat<Int>.text("expected a year as YYYY (e.g. 2026)", show: { "\($0)" }) {
        guard case .year(let year) = Period.year(argument: $0) else { return nil }
        return year
    }.optional
}
