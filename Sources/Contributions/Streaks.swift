/// Consecutive days with at least one post.
public struct Streaks: Sendable, Hashable {
    /// The run ending on the period's last day, or today (yesterday if today has no post yet).
    public var current: Int
    /// The longest run inside the period.
    public var longest: Int
}

extension Streaks {
    /// The streaks of a period (docs/cli.md §4).
    init(days: [DayBucket], postingDays: Set<Int>, range: DateRange, today: CalendarDate) {
        var longest = 0
        var run = 0
        for day in days {
            run = day.posts > 0 ? run + 1 : 0
            longest = max(longest, run)
        }
        var end = range.to.dayNumber
        if range.contains(today) {
            end = postingDays.contains(today.dayNumber) ? today.dayNumber : today.dayNumber - 1
        }
        var current = 0
        while postingDays.contains(end - current) { current += 1 }
        self.init(current: current, longest: longest)
    }
}
