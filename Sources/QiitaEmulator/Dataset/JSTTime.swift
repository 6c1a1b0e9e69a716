import Contributions
import Foundation

/// Epoch seconds as Qiita writes them: `yyyy-MM-dd'T'HH:mm:ss+09:00` (JST), computed without a calendar.
public enum JSTTime {
    /// Seconds JST is ahead of UTC.
    public static let offset = 9 * 3600

    /// `2024-05-01T10:00:00+09:00` for the given epoch seconds.
    public static func format(_ epoch: Int) -> String {
        let (date, time) = civil(epoch + offset)
        return String(
            format: "%04ld-%02ld-%02ldT%02ld:%02ld:%02ld+09:00", date.year, date.month, date.day, time / 3600,
            time / 60 % 60, time % 60)
    }

    /// Epoch seconds of a JST wall-clock time.
    public static func epoch(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Int {
        CalendarDate.dayNumber(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
            - offset
    }

    /// The date and the second of the day of `seconds` since 1970-01-01 00:00 on a wall clock.
    static func civil(_ seconds: Int) -> (date: CalendarDate, second: Int) {
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (CalendarDate(dayNumber: day), seconds - day * 86_400)
    }
}
