import Contributions

/// Epoch seconds as Qiita writes them: `yyyy-MM-dd'T'HH:mm:ss+09:00` (JST), computed without a calendar.
public enum JSTTime {
    /// Seconds JST is ahead of UTC.
    public static let offset = 9 * 3600

    /// `2024-05-01T10:00:00+09:00` for the given epoch seconds.
    public static func format(_ epoch: Int) -> String {
        let local = epoch + offset
        let days = floorDiv(local, 86_400)
        let seconds = local - days * 86_400
        let date = CalendarDate(dayNumber: days)
        return "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))T\(pad(seconds / 3600, 2)):"
            + "\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))+09:00"
    }

    /// Epoch seconds of a JST wall-clock time.
    public static func epoch(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Int {
        days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset
    }

    /// Days since 1970-01-01 of a civil date.
    static func days(year: Int, month: Int, day: Int) -> Int {
        CalendarDate.dayNumber(year: year, month: month, day: day)
    }

    private static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
