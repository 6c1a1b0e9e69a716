/// Parsers of option values the scanner validates and the commands convert.
public enum ArgumentValues {
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

    /// Seconds as the largest whole unit: 3600 → `1h`, 90 → `90s` (the inverse of ``duration(_:)``).
    public static func duration(seconds: Int) -> String {
        for (unit, scale) in [("d", 86400), ("h", 3600), ("m", 60)] where seconds > 0 && seconds % scale == 0 {
            return "\(seconds / scale)\(unit)"
        }
        return "\(seconds)s"
    }

    /// A number of seconds as help shows it: `30`, `2.5`.
    public static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Whether `text` is a Qiita user id.
    public static func isUserID(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
