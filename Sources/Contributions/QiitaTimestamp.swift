/// A timestamp as Qiita sends it: `YYYY-MM-DDTHH:MM:SS(.fraction)?(Z|+HH:MM|-HH:MM)`.
///
/// A strict hand-written parser: it is the hot path of aggregation (one per item), and a
/// malformed value is an error, never a silently skipped item.
public struct QiitaTimestamp: Sendable, Hashable {
    /// Whole seconds since 1970-01-01T00:00:00Z (the fraction, if any, is dropped).
    public let epochSeconds: Int
    /// The offset the timestamp was written with, in seconds east of UTC.
    public let utcOffsetSeconds: Int
    /// Milliseconds since 1970 (the fraction past milliseconds is dropped): the time of a fetch.
    public let epochMilliseconds: Int

    /// Parses a timestamp, or nil when it does not have exactly the form above.
    public init?(parsing text: String) {
        var text = text
        let parsed = text.withUTF8 { QiitaTimestamp.parse($0) }
        guard let parsed else { return nil }
        self = parsed
    }

    init(epochSeconds: Int, utcOffsetSeconds: Int, milliseconds: Int = 0) {
        self.epochSeconds = epochSeconds
        self.utcOffsetSeconds = utcOffsetSeconds
        epochMilliseconds = epochSeconds * 1000 + milliseconds
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> QiitaTimestamp? {
        @inline(__always) func digits(_ start: Int, _ width: Int) -> Int? {
            guard start + width <= bytes.count else { return nil }
            var value = 0
            for index in start..<(start + width) {
                let digit = Int(bytes[index]) &- 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        @inline(__always) func byte(_ index: Int, _ expected: Unicode.Scalar) -> Bool {
            index < bytes.count && UInt32(bytes[index]) == expected.value
        }
        guard byte(4, "-"), byte(7, "-"), byte(10, "T"), byte(13, ":"), byte(16, ":"),
            let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
            let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
            year >= 1, hour < 24, minute < 60, second < 60,
            let date = CalendarDate(year: year, month: month, day: day)
        else { return nil }
        var index = 19
        var milliseconds = 0
        if byte(index, ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, (48...57).contains(bytes[index]) {
                if index - fractionStart < 3 { milliseconds = milliseconds * 10 + Int(bytes[index] - 48) }
                index += 1
            }
            guard index > fractionStart else { return nil }
            for _ in min(3, index - fractionStart)..<3 { milliseconds *= 10 }
        }
        let offset: Int
        if byte(index, "Z"), index + 1 == bytes.count {
            offset = 0
        } else if byte(index, "+") || byte(index, "-"), index + 6 == bytes.count, byte(index + 3, ":"),
            let offsetHours = digits(index + 1, 2), let offsetMinutes = digits(index + 4, 2),
            offsetHours < 24, offsetMinutes < 60
        {
            let magnitude = offsetHours * 3600 + offsetMinutes * 60
            offset = byte(index, "-") ? -magnitude : magnitude
        } else {
            return nil
        }
        let local = date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second
        return QiitaTimestamp(epochSeconds: local - offset, utcOffsetSeconds: offset, milliseconds: milliseconds)
    }
}
