import Foundation

/// A POSIX `TZ` string, `std offset [dst [offset] [,rule]]`: `JST-9`, `<+0530>-5:30`, `CET-1CEST,M3.5.0,M10.5.0/3`.
struct POSIXZone: Equatable {
    /// The standard time's offset, seconds east of UTC (the opposite of the text's sign).
    var eastSeconds: Int
    /// Whether a daylight-saving part follows the standard offset.
    var hasDaylightSaving: Bool

    /// Parses `text`; nil unless all of it is a POSIX `TZ` string.
    init?(_ text: String) {
        var rest = Substring(text)
        guard Self.name(&rest), let west = Self.offset(&rest) else { return nil }
        eastSeconds = -west
        hasDaylightSaving = !rest.isEmpty
        guard hasDaylightSaving else { return }
        guard Self.name(&rest) else { return nil }
        if let first = rest.first, first != "," { guard Self.offset(&rest) != nil else { return nil } }
        if rest.first == "," {
            // Rules: Jn, n or Mm.w.d, each with an optional /time; checked for their characters only.
            let rules = rest.dropFirst()
            guard rules.split(separator: ",", omittingEmptySubsequences: false).count == 2,
                rules.allSatisfy({ $0.isASCII && ($0.isNumber || "JM.,/:+-".contains($0)) })
            else { return nil }
            rest = ""
        }
        guard rest.isEmpty else { return nil }
    }

    /// The zone of the standard offset, if Foundation can make one (within ±18 hours).
    var standardZone: TimeZone? { TimeZone(secondsFromGMT: eastSeconds) }

    /// Consumes a zone name: three or more letters, or `<…>` of three or more letters, digits, `+` and `-`.
    private static func name(_ text: inout Substring) -> Bool {
        if text.first == "<" {
            guard let close = text.firstIndex(of: ">") else { return false }
            let inner = text[text.index(after: text.startIndex)..<close]
            guard inner.count >= 3,
                inner.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-") })
            else { return false }
            text = text[text.index(after: close)...]
            return true
        }
        let letters = text.prefix { $0.isASCII && $0.isLetter }
        guard letters.count >= 3 else { return false }
        text = text.dropFirst(letters.count)
        return true
    }

    /// Consumes `[+-]hh[:mm[:ss]]` (hours 0…24); the offset in seconds as written (west positive).
    private static func offset(_ text: inout Substring) -> Int? {
        var sign = 1
        if let first = text.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            text = text.dropFirst()
        }
        var parts: [Int] = []
        while parts.count < 3 {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard (1...2).contains(digits.count), let value = Int(digits) else { return nil }
            parts.append(value)
            text = text.dropFirst(digits.count)
            guard text.first == ":" else { break }
            text = text.dropFirst()
        }
        guard parts[0] <= 24, parts.dropFirst().allSatisfy({ $0 <= 59 }) else { return nil }
        let seconds = parts[0] * 3600 + (parts.count > 1 ? parts[1] * 60 : 0) + (parts.count > 2 ? parts[2] : 0)
        return sign * seconds
    }
}
