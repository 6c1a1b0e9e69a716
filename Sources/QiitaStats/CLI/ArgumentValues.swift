/// Parsers of option values the scanner validates and the commands convert.
public enum ArgumentValues {
    /// `YYYY-MM` → (year, month).
    public static func month(_ text: String) -> (year: Int, month: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            let year = digits(parts[0]), let month = digits(parts[1]), (1...12).contains(month), year >= 1
        else { return nil }
        return (year, month)
    }

    /// `YYYY` → year.
    public static func year(_ text: String) -> Int? {
        guard text.count == 4, let year = digits(Substring(text)), year >= 1 else { return nil }
        return year
    }

    /// `YYYY-MM-DD` → (year, month, day), checked against the length of the month.
    public static func date(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = digits(parts[0]), let month = digits(parts[1]), let day = digits(parts[2]),
            year >= 1, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        return (year, month, day)
    }

    /// `90s`, `10m`, `1h`, `2d` → seconds.
    public static func duration(_ text: String) -> Int? {
        guard let unit = text.last, let amount = digits(text.dropLast()) else { return nil }
        let scale: Int
        switch unit {
        case "s": scale = 1
        case "m": scale = 60
        case "h": scale = 3600
        case "d": scale = 86400
        default: return nil
        }
        return amount <= 3650 * 86400 / scale ? amount * scale : nil
    }

    /// `A,B,C,D`: four increasing whole numbers above 0.
    public static func thresholds(_ text: String) -> [Int]? {
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map { digits($0) }
        guard values.count == 4 else { return nil }
        let numbers = values.compactMap { $0 }
        guard numbers.count == 4, numbers[0] > 0, zip(numbers, numbers.dropFirst()).allSatisfy({ $0 < $1 })
        else { return nil }
        return numbers
    }

    /// Whether `text` is a plausible DNS host name (optionally with `:port`).
    public static func isHostName(_ text: String) -> Bool {
        let hostPart = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = hostPart.first, !name.isEmpty, name.count <= 253 else { return false }
        if hostPart.count == 2 {
            guard let port = digits(hostPart[1]), (1...65535).contains(port) else { return false }
        }
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// Whether `text` is a Qiita user id.
    public static func isUserID(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// Days in a month of the proleptic Gregorian calendar.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
