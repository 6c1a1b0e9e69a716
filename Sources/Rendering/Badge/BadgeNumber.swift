/// Numbers as shields.io writes them (`metric()` in badges/shields `services/text-formatters.js`):
/// `999`, `1.2k`, `12k`, `1M`, `1.2M`; one decimal only below 10 and only when it is not 0.
public enum BadgeNumber {
    private static let prefixes = ["k", "M", "G", "T", "P", "E"]
    /// 1000¹ … 1000⁶, one a prefix.
    private static let powers: [UInt] = (1...6).map { count in (0..<count).reduce(1) { power, _ in power * 1000 } }

    /// `value` compacted: `1234` → `1.2k`, `12345` → `12k`, `1234567` → `1.2M`.
    /// Whole-number arithmetic, rounding halves up as JavaScript's `toFixed` and `Math.round` do.
    public static func compact(_ value: Int) -> String {
        let sign = value < 0 ? "-" : ""
        let magnitude = value.magnitude
        for index in powers.indices.reversed() where magnitude >= powers[index] {
            let power = powers[index]
            if magnitude / power < 10 {
                // Tenths, rounded half up; shown unless the digit is 0.
                let tenths = (magnitude / (power / 10)) + ((magnitude % (power / 10)) * 2 >= power / 10 ? 1 : 0)
                if tenths % 10 != 0 { return "\(sign)\(tenths / 10).\(tenths % 10)\(prefixes[index])" }
            }
            let rounded = magnitude / power + ((magnitude % power) * 2 >= power ? 1 : 0)
            if rounded < 1000 || index + 1 >= prefixes.count { return "\(sign)\(rounded)\(prefixes[index])" }
            return "\(sign)1\(prefixes[index + 1])"
        }
        return "\(value)"
    }
}
