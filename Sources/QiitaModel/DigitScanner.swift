/// Fixed-width ASCII decimal fields, for the strict date and timestamp parsers.
package enum DigitScanner {
    /// The value of `width` ASCII digits at `start`, or nil if any is not a digit or out of bounds.
    package static func number(_ bytes: [UInt8], _ start: Int, _ width: Int) -> Int? {
        guard start >= 0, width > 0, start + width <= bytes.count else { return nil }
        var value = 0
        for index in start..<(start + width) {
            let digit = Int(bytes[index]) - 48
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    /// The value of a whole string of ASCII digits (at most 9), or nil.
    package static func number(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count <= 9 else { return nil }
        return number(bytes, 0, bytes.count)
    }

    /// `value` written with at least `width` digits, zero-padded (a minus sign first if negative).
    package static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padding = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + padding + digits
    }
}
