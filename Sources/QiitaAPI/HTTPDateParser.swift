import Foundation
import QiitaModel
import QiitaStatsCore

/// Reads the IMF-fixdate of `Date` and `Retry-After` (`Sun, 06 Nov 1994 08:49:37 GMT`); other spellings are nil.
enum HTTPDateParser {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The date, or nil when `text` is not an IMF-fixdate.
    static func parse(_ text: String) -> Date? {
        let parts = HTTPHeaders.trimmed(text[...]).split(separator: " ")
        guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","), parts[5] == "GMT",
            let day = Int(parts[1]), (1...31).contains(day), let month = months.firstIndex(of: String(parts[2])),
            let year = Int(parts[3]), (1970...9999).contains(year)
        else { return nil }
        let clock = parts[4].split(separator: ":", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]), (0...60).contains(clock[2])
        else { return nil }
        let days = CivilDay.number(year: year, month: month + 1, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]))
    }
}
