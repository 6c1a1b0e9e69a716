import Foundation

/// ISO 8601 timestamps with a numeric offset, as Qiita writes them (`2026-11-29T21:04:05+09:00`).
public enum ISOTimestamp {
    /// `date` in `timeZone`, to the second or millisecond (`21:04:05.123+09:00`, for fetch times).
    public static func format(_ date: Date, timeZone: TimeZone, milliseconds: Bool = false) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let offset = timeZone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        let year = String(parts.year ?? 1970)
        let thousandths = Int((date.timeIntervalSince1970 * 1000).rounded(.down)) % 1000
        let fraction = milliseconds ? "." + String(String(1000 + (thousandths + 1000) % 1000).dropFirst()) : ""
        return "\(year)-\(two(parts.month ?? 1))-\(two(parts.day ?? 1))T\(two(parts.hour ?? 0)):"
            + "\(two(parts.minute ?? 0)):\(two(parts.second ?? 0))\(fraction)\(sign)\(two(abs(offset) / 3600)):\(two(abs(offset) % 3600 / 60))"
    }
}
