import Contributions
import Foundation

/// The IMF-fixdate of RFC 9110 (`Sun, 06 Nov 1994 08:49:37 GMT`), for the `Date` header.
enum HTTPDate {
    private static let days = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `date` as an IMF-fixdate, in GMT.
    static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - day * 86_400
        let date = CalendarDate(dayNumber: day)
        let (year, month, dayOfMonth) = (date.year, date.month, date.day)
        let weekday = days[((day % 7) + 7) % 7]
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(weekday), \(two(dayOfMonth)) \(months[month - 1]) \(year) "
            + "\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60)) GMT"
    }
}
