import Foundation

/// What a zone name means: the one reading shared by `--tz`, `TZ` and every time the tool shows.
public enum TimeZoneName {
    /// The reading of a name.
    public enum Resolution: Sendable, Equatable {
        /// Exactly this zone; its name to show (canonical for IANA names, as given for POSIX).
        case zone(TimeZone, name: String)
        /// This zone, which is how the C library reads the name, though it may not be what was meant.
        case approximate(TimeZone, name: String, caveat: String)
        /// Not a zone: why, and what to write instead.
        case refused(reason: String, suggestion: String)
    }

    /// Reads `text` as the C library reads `TZ`: a leading `:` is dropped, nothing is UTC, and a path in the zone
    /// folder (Linux's or, once links are followed, macOS's; through links: `/etc/localtime`) is the zone of its name
    /// there.
    public static func resolve(_ text: String) -> Resolution {
        var name = text.hasPrefix(":") ? String(text.dropFirst()) : text
        if name.hasPrefix("/") { name = URL(fileURLWithPath: name).resolvingSymlinksInPath().path }
        for folder in ["/usr/share/zoneinfo/", "/var/db/timezone/zoneinfo/"] where name.hasPrefix(folder) {
            name.removeFirst(folder.count)
        }
        guard !name.isEmpty else { return .zone(utc, name: "UTC") }
        if let offsetName = offsetName(name) { return offsetName }
        if let (zone, canonical) = ianaZone(name) { return .zone(zone, name: canonical) }
        if let zone = TimeZone.abbreviationDictionary[name.uppercased()] {
            return .refused(
                reason: "\(name) is an abbreviation, and abbreviations can stand for several zones",
                suggestion: "the IANA name of the zone meant, such as \(zone)")
        }
        if let posix = POSIXZone(name), let zone = posix.standardZone {
            guard posix.hasDaylightSaving else { return .zone(zone, name: name) }
            return .approximate(
                zone, name: name,
                caveat: "\(name) has daylight-saving rules, which this tool does not follow: it uses standard time, "
                    + "\(TimeZoneOffsetText.utc(eastSeconds: posix.eastSeconds)), all year; an IANA name has them")
        }
        let city = name.split(separator: "/").last.map { $0.lowercased() } ?? ""
        let guess = TimeZone.knownTimeZoneIdentifiers.first { $0.split(separator: "/").last?.lowercased() == city }
        return .refused(
            reason: "\(name) is not a time zone",
            suggestion: guess.map { "\($0)" } ?? "an IANA name such as Asia/Tokyo, or a POSIX TZ such as JST-9")
    }

    /// The zone of an IANA `name` (not an abbreviation), matched case-insensitively, listed by Foundation or not.
    private static func ianaZone(_ name: String) -> (TimeZone, String)? {
        let spelled = tzdataZone(name)
        // The usual case first, a name spelled as tzdata spells it (Asia/Tokyo): listing every
        // known zone is costly in ICU (docs/performance.md).
        if let spelled, spelled.identifier == name { return (spelled, name) }
        let lowered = name.lowercased()
        if let match = (TimeZone.knownTimeZoneIdentifiers + unlistedNames).first(where: { $0.lowercased() == lowered })
        {
            return TimeZone(identifier: match).map { ($0, match) }
        }
        // Other tzdata names (backward links such as Japan or US/Pacific), as Foundation spells them.
        return spelled.map { ($0, name) }
    }

    /// `name` as Foundation reads it, unless it is an abbreviation, a POSIX `TZ` or a path.
    private static func tzdataZone(_ name: String) -> TimeZone? {
        guard TimeZone.abbreviationDictionary[name] == nil, !name.contains(".."), POSIXZone(name) == nil else {
            return nil
        }
        return TimeZone(identifier: name)
    }

    /// The zone a name stands for wherever a time is shown: its reading, else UTC.
    public static func timeZone(_ name: String) -> TimeZone {
        switch resolve(name) {
        case .zone(let zone, _), .approximate(let zone, _, _): zone
        case .refused: utc
        }
    }

    /// UTC.
    public static let utc = TimeZone(secondsFromGMT: 0) ?? .current

    /// tzdata zones Foundation knows but does not list: UTC aliases, `Etc/GMT±N`, and `CET`, `EST5EDT` and the like.
    private static let unlistedNames: [String] =
        ["UTC", "Etc/UTC", "Etc/GMT", "UCT", "Universal", "Zulu", "Greenwich"]
        + ["CET", "EET", "WET", "MET", "EST", "MST", "HST", "EST5EDT", "CST6CDT", "MST7MDT", "PST8PDT"]
        + (-14...12).filter { $0 != 0 }.map { "Etc/GMT\($0 > 0 ? "+" : "")\($0)" }

    /// `UTC+9`, `GMT-05:30`: Foundation reads the sign as east, POSIX as west, so results would be 18 hours apart.
    private static func offsetName(_ name: String) -> Resolution? {
        let upper = name.uppercased()
        guard upper.hasPrefix("UTC") || upper.hasPrefix("GMT"), let sign = name.dropFirst(3).first,
            sign == "+" || sign == "-"
        else { return nil }
        guard let posix = POSIXZone(name), !posix.hasDaylightSaving, let zone = posix.standardZone else {
            return .refused(
                reason:
                    "\(name) is not a time zone (POSIX TZ and other programs read such offsets with opposite signs)",
                suggestion: "an IANA name such as Etc/GMT-9 (UTC+09:00) or Asia/Tokyo")
        }
        let meant = TimeZoneOffsetText.utc(eastSeconds: posix.eastSeconds)
        let other = TimeZoneOffsetText.utc(eastSeconds: -posix.eastSeconds)
        let instead = [TimeZoneOffsetText.etcName(eastSeconds: -posix.eastSeconds), "a city's zone"]
            .compactMap { $0 }.joined(separator: " or ")
        return .approximate(
            zone, name: name,
            caveat: "\(name) means \(meant) in POSIX TZ, as date reads it, and \(other) to many other programs; "
                + "for \(other) use \(instead)")
    }
}

/// Offsets written for people: `UTC+09:00`, `Etc/GMT-9`.
enum TimeZoneOffsetText {
    /// `UTC+09:00`, `UTC-05:30`, `UTC`.
    static func utc(eastSeconds: Int) -> String {
        guard eastSeconds != 0 else { return "UTC" }
        let magnitude = abs(eastSeconds)
        return "UTC" + (eastSeconds > 0 ? "+" : "-") + DigitScanner.padded(magnitude / 3600, 2) + ":"
            + DigitScanner.padded(magnitude / 60 % 60, 2)
    }

    /// The `Etc/GMT±N` zone of a whole-hour offset (its sign is POSIX's: `Etc/GMT-9` is UTC+9).
    static func etcName(eastSeconds: Int) -> String? {
        guard eastSeconds % 3600 == 0, (-12...14).contains(eastSeconds / 3600) else { return nil }
        let hours = eastSeconds / 3600
        return hours == 0 ? "UTC" : "Etc/GMT\(hours > 0 ? "-" : "+")\(abs(hours))"
    }
}
