import Foundation
import QiitaModel
import QiitaStatsCore

/// The zone whose calendar dates a report uses (`--tz`, `TZ`, or the system zone), with its name.
public struct ReportZone: Sendable, Hashable {
    /// The name to show (`Asia/Tokyo`, `UTC`, `JST-9`); the JSON `period.time_zone`.
    public let identifier: String
    /// The Foundation zone.
    public let timeZone: TimeZone

    /// The zone of a name read exactly (``TimeZoneName``), or nil; a leading `:` (as `TZ` allows) is dropped.
    public init?(identifier: String) {
        guard case .zone(let zone, let name) = TimeZoneName.resolve(identifier) else { return nil }
        self.identifier = name
        self.timeZone = zone
    }

    /// The zone of the days: `--tz`, else `TZ` as the C library reads it (empty: UTC), else the system's; and a
    /// warning to show once when `TZ` could not be read exactly.
    public static func choose(option: String?, environment: [String: String]) -> (zone: ReportZone, warning: String?) {
        if let option, let zone = ReportZone(identifier: option) { return (zone, nil) }
        guard let tz = environment["TZ"] else { return (ReportZone(TimeZone.current), nil) }
        switch TimeZoneName.resolve(tz) {
        case .zone(let zone, let name): return (ReportZone(zone, name: name), nil)
        case .approximate(let zone, let name, let caveat): return (ReportZone(zone, name: name), "TZ=\(tz): \(caveat)")
        case .refused(let reason, let suggestion):
            return (
                ReportZone(TimeZoneName.utc, name: "UTC"),
                "TZ=\(tz): \(reason); using UTC, as the C library does (set TZ to \(suggestion))"
            )
        }
    }

    /// A zone from a Foundation zone, named by its identifier.
    public init(_ timeZone: TimeZone) {
        self.init(timeZone, name: timeZone.identifier)
    }

    private init(_ timeZone: TimeZone, name: String) {
        self.identifier = name
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
