import Foundation

/// The zone whose calendar dates a report uses (`--tz`, `TZ`, or the system zone), with the name as given.
public struct ReportZone: Sendable, Hashable {
    /// The name as the user gave it (`Asia/Tokyo`, `UTC`); the JSON `period.time_zone`.
    public let identifier: String
    /// The Foundation zone.
    public let timeZone: TimeZone

    /// The zone of an IANA name, or nil if Foundation does not know it; a leading `:` (as `TZ` allows) is dropped.
    public init?(identifier: String) {
        let name = identifier.hasPrefix(":") ? String(identifier.dropFirst()) : identifier
        guard !name.isEmpty, let zone = TimeZone(identifier: name) else { return nil }
        self.identifier = name
        self.timeZone = zone
    }

    /// The zone of the days: `--tz` (already validated), else `TZ` when it names a zone, else
    /// the system zone.
    public static func chosen(option: String?, environment: [String: String]) -> ReportZone {
        if let option, let zone = ReportZone(identifier: option) { return zone }
        if let tz = environment["TZ"], let zone = ReportZone(identifier: tz) { return zone }
        return ReportZone(TimeZone.current)
    }

    /// A zone from a Foundation zone, named by its identifier.
    public init(_ timeZone: TimeZone) {
        self.identifier = timeZone.identifier
        self.timeZone = timeZone
    }

    /// The calendar date of an instant given in seconds since the epoch.
    public func date(epochSeconds: Int) -> CalendarDate {
        CalendarDate(dayNumber: dayNumber(epochSeconds: epochSeconds))
    }

    /// The day number (days since 1970-01-01) of an instant's local date: the aggregation hot path.
    func dayNumber(epochSeconds: Int) -> Int {
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(epochSeconds)))
        let local = epochSeconds + offset
        return local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    }

    /// The calendar date of an instant (e.g. "today" from the injected clock).
    public func date(of instant: Date) -> CalendarDate {
        date(epochSeconds: Int(instant.timeIntervalSince1970.rounded(.down)))
    }
}
