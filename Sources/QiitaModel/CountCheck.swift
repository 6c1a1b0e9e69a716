import Foundation

/// The sane range of an article's counts (likes, stocks, comments, views) and of a user's.
public enum CountCheck {
    /// The largest count accepted: 10^12.
    public static let maximum = 1_000_000_000_000

    /// Whether `value` is a count a report can use.
    public static func isSane(_ value: Int) -> Bool { (0...maximum).contains(value) }
}

/// A value the API sent that decodes but cannot be used; its description names the article.
protocol DecodingProblem: Error, CustomStringConvertible {}

/// A count outside ``CountCheck``'s range or not a number at all, or a publication time not in Qiita's form, naming
/// the article it belongs to.
public struct UnusableValue: DecodingProblem, Equatable {
    /// The article's id; nil for a count of the user.
    public var item: String?
    /// The API's name of the field, e.g. `likes_count`.
    public var field: String
    /// The value as sent (it may not fit an `Int`; a string is quoted and cut at 40 characters).
    public var value: String
    /// What the field must be: `a count (a whole number in 0…1000000000000)`, `a time (…)`.
    public var expected = "a count (a whole number in 0…\(CountCheck.maximum))"

    public var description: String { (item.map { "item \($0): " } ?? "the user: ") + reason }

    /// `likes_count -1 is not a count (…)`: what is wrong, without whose it is.
    public var reason: String { "\(field) \(value) is not \(expected)" }

    /// `"text"`, cut at 40 characters: a value too long to show whole.
    static func quoted(_ text: String) -> String { "\"" + (text.count > 40 ? text.prefix(40) + "…" : text) + "\"" }
}

extension KeyedDecodingContainer {
    /// A count that may be absent or `null`; one out of range (even past `Int`) or not a number is an
    /// ``UnusableValue``.
    public func count(_ key: Key, of item: String?) throws -> Int? {
        let value: Int?
        do {
            value = try decodeIfPresent(Int.self, forKey: key)
        } catch {
            // A number too large for an Int, or with a fraction, or no number at all (a string, an object): say
            // which, as sent, so that one odd article is left out rather than the page it came in. One past a
            // Double cannot be shown: the decoder says so with an error of its own, not a DecodingError.
            let shown: String
            if let number = (try? decodeIfPresent(Double.self, forKey: key)) ?? nil {
                shown = number == number.rounded() ? String(format: "%.0f", number) : "\(number)"
            } else if let text = (try? decodeIfPresent(String.self, forKey: key)) ?? nil {
                shown = UnusableValue.quoted(text)
            } else {
                shown = error is DecodingError ? "(not a number)" : "(past ±1.8e308)"
            }
            throw UnusableValue(item: item, field: key.stringValue, value: shown)
        }
        if let value, !CountCheck.isSane(value) {
            throw UnusableValue(item: item, field: key.stringValue, value: String(value))
        }
        return value
    }

    /// A publication time in Qiita's form. One that is not (no day could be found for it, which would stop every
    /// report of the account) is an ``UnusableValue``, so that its article is left out instead.
    public func time(_ key: Key, of item: String) throws -> String {
        let value = try decode(String.self, forKey: key)
        guard QiitaTimestamp(parsing: value) == nil else { return value }
        throw UnusableValue(
            item: item, field: key.stringValue, value: UnusableValue.quoted(value),
            expected: "a time (YYYY-MM-DDTHH:MM:SS+HH:MM)")
    }
}

/// An id that is not one: ids go into URLs, paths and exports, so only letters, digits, `-` and `_` (≤ 64) pass.
public struct InvalidItemID: DecodingProblem, Equatable {
    /// The id as sent (shown through the terminal sanitiser like any API text).
    public var id: String
    /// Whose id it is: `an item` or `the user`.
    public var owner: String

    /// The refusal of `id`.
    public init(id: String, of owner: String = "an item") {
        self.id = id
        self.owner = owner
    }

    /// Whether `id` has the shape of an article id.
    public static func isValid(_ id: String) -> Bool {
        (1...64).contains(id.utf8.count)
            && id.utf8.allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    public var description: String {
        "\(owner) has the id \"\(id.prefix(80))\", which is not \(owner == "the user" ? "a Qiita user id" : "an article id")"
    }
}

extension UInt8 {
    fileprivate var isASCIIAlphanumeric: Bool {
        (48...57).contains(self) || (65...90).contains(self) || (97...122).contains(self)
    }
}
