/// A timestamp as Qiita sends it: `YYYY-MM-DDTHH:MM:SS(.fraction)?(Z|+HH:MM|-HH:MM)`.
public struct QiitaTimestamp: Sendable, Hashable {
    /// Whole seconds since 1970-01-01T00:00:00Z (the fraction, if any, is dropped).
    public let epochSeconds: Int
    /// Milliseconds since 1970 (the fraction past milliseconds is dropped): the time of a fetch.
    public let epochMilliseconds: Int

    /// Parses a timestamp, or nil when it does not have exactly the form above.
    public init?(parsing text: String) {
        let bytes = Array(text.utf8)
        let digits = { DigitScanner.number(bytes, $0, $1) }
        let byte = { (index: Int, expected: Unicode.Scalar) in
            index < bytes.count && UInt32(bytes[index]) == expected.value
        }
        guard byte(4, "-"), byte(7, "-"), byte(10, "T"), byte(13, ":"), byte(16, ":"),
            let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
            let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
            year >= 1, (1...12).contains(month), (1...CivilDay.count(year: year, month: month)).contains(day),
            hour < 24, minute < 60, second < 60
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
        let local = CivilDay.number(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        epochSeconds = local - offset
        epochMilliseconds = epochSeconds * 1000 + milliseconds
    }
}
