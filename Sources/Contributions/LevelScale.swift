import QiitaModel

/// How a day's value becomes a level 0–4 (`--scale`, docs/cli.md §4).
public enum LevelScale: String, Sendable, CaseIterable {
    /// Relative to the period's largest value `M`: `min(4, ceil(4·v/M))`, 0 for 0.
    case relative
    /// The number of thresholds `≤ v`.
    case absolute

    /// The level of `value` given the period's `maximum` and the absolute `thresholds`.
    public func level(of value: Int, maximum: Int, thresholds: Thresholds) -> Int {
        switch self {
        case .relative:
            guard value > 0, maximum > 0 else { return 0 }
            // In 128 bits, so that no value can overflow the product.
            return Int(min(4, (4 * Int128(value) + Int128(maximum) - 1) / Int128(maximum)))
        case .absolute:
            return thresholds.values.reduce(0) { $0 + ($1 <= value ? 1 : 0) }
        }
    }
}

/// The four thresholds of the absolute scale (`--thresholds A,B,C,D`), ascending and positive.
public struct Thresholds: Sendable, Hashable, CustomStringConvertible {
    /// `1,2,3,4`: the default.
    public static let standard = Thresholds(unchecked: [1, 2, 3, 4])

    /// The four values, strictly ascending, each at least 1.
    public let values: [Int]

    /// Four strictly ascending positive thresholds, or a ``ContributionError/invalidThresholds(_:)``.
    public init(_ values: [Int]) throws(ContributionError) {
        guard values.count == 4, values[0] >= 1, zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw .invalidThresholds(values)
        }
        self.values = values
    }

    private init(unchecked values: [Int]) {
        self.values = values
    }

    /// Parses the option value `A,B,C,D`, or nil when it is not four ascending positive numbers.
    public init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { DigitScanner.number(String($0)) }
        guard numbers.count == parts.count, let valid = try? Thresholds(numbers) else { return nil }
        self = valid
    }

    /// `A,B,C,D`.
    public var description: String { values.map(String.init).joined(separator: ",") }
}
