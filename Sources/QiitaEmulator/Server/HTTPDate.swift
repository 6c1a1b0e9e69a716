import Foundation

/// The IMF-fixdate of RFC 9110 (`Sun, 06 Nov 1994 08:49:37 GMT`), for the `Date` header.
public enum HTTPDate {
    private static let days = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `date` as an IMF-fixdate, in GMT.
    public static func format(_ date: Date) -> String {
        let (day, time) = JSTTime.civil(Int(date.timeIntervalSince1970.rounded(.down)))
        let clock = String(format: "%02ld:%02ld:%02ld", time / 3600, time / 60 % 60, time % 60)
        return "\(days[(day.dayNumber % 7 + 7) % 7]), " + String(format: "%02ld", day.day)
            + " \(months[day.month - 1]) \(day.year) \(clock) GMT"
    }
}
