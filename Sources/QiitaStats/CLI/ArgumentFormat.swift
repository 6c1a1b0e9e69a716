import Contributions
import QiitaAPI
import QiitaModel
import QiitaStatsCore

/// How an option reads its value from the command line and shows its default in help.
struct ArgumentFormat<Value>: Sendable {
    /// A flag, a value or an optional value, given the placeholder.
    var kind: @Sendable (String) -> OptionDeclaration.Kind = OptionDeclaration.Kind.value
    /// The only values accepted, if the set is closed.
    var choices: [String] = []
    /// The default as help shows it, nil for none.
    let show: @Sendable (Value) -> String?
    /// The value of a text (nil for a flag, or an optional value given alone), or why it is bad.
    let read: @Sendable (String?) throws(ArgumentProblem) -> Value

    /// A value read from a text by `parse`, refused with `problem`.
    static func text(
        _ problem: String, choices: [String] = [], show: @escaping @Sendable (Value) -> String?,
        _ parse: @escaping @Sendable (String) -> Value?
    ) -> ArgumentFormat {
        ArgumentFormat(choices: choices, show: show) { text throws(ArgumentProblem) in
            guard let value = text.flatMap(parse) else { throw ArgumentProblem(reason: problem) }
            return value
        }
    }

    /// The same, as an optional value whose default is none.
    var optional: ArgumentFormat<Value?> {
        let (show, read) = (self.show, self.read)
        return ArgumentFormat<Value?>(
            kind: kind, choices: choices, show: { $0.flatMap(show) },
            read: { text throws(ArgumentProblem) in try read(text) })
    }
}

/// Why the value of an option is refused.
struct ArgumentProblem: Error { let reason: String }

/// A type an option can hold without saying how to read it.
protocol ArgumentValue: Sendable {
    /// How a value is read and shown.
    static var argumentFormat: ArgumentFormat<Self> { get }
}

extension Bool: ArgumentValue {
    /// A flag: true when given.
    static var argumentFormat: ArgumentFormat<Bool> {
        ArgumentFormat(kind: { _ in .flag }, show: { _ in nil }) { _ in true }
    }
}

extension String: ArgumentValue {
    /// Any text.
    static var argumentFormat: ArgumentFormat<String> { .text("", show: { $0 }) { $0 } }
}

extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    /// The wrapped type's, with no default.
    static var argumentFormat: ArgumentFormat<Wrapped?> { Wrapped.argumentFormat.optional }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable<String> {
    /// One of the cases, by raw value.
    static var argumentFormat: ArgumentFormat<Self> {
        let choices = allCases.map(\.rawValue)
        return .text("expected one of \(choices.joined(separator: ", "))", choices: choices, show: \.rawValue) {
            Self(rawValue: $0)
        }
    }
}

extension ArgumentFormat where Value == Int {
    /// A whole number in `range`.
    static func integer(_ range: ClosedRange<Int>) -> ArgumentFormat {
        .text("expected a whole number from \(range.lowerBound) to \(range.upperBound)", show: { "\($0)" }) {
            Int($0).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// One of `values`.
    static func oneOf(_ values: [Int]) -> ArgumentFormat {
        let choices = values.map(String.init)
        return .text("expected one of \(choices.joined(separator: ", "))", choices: choices, show: { "\($0)" }) {
            Int($0).flatMap { values.contains($0) ? $0 : nil }
        }
    }

    /// `90s`, `10m`, `1h`, `2d`, as seconds.
    static let duration = ArgumentFormat.text(
        "expected a duration such as 90s, 10m, 1h or 2d", show: ArgumentFormat.duration(seconds:),
        ArgumentFormat.seconds)

    /// Seconds as the largest whole unit: 3600 → `1h`, 90 → `90s`.
    static func duration(seconds: Int) -> String {
        for (unit, scale) in [("d", 86400), ("h", 3600), ("m", 60)] where seconds > 0 && seconds % scale == 0 {
            return "\(seconds / scale)\(unit)"
        }
        return "\(seconds)s"
    }

    private static func seconds(_ text: String) -> Int? {
        guard let unit = text.last, text.count <= 10, text.dropLast().allSatisfy({ $0.isASCII && $0.isNumber }),
            let amount = Int(text.dropLast())
        else { return nil }
        let scale = ["s": 1, "m": 60, "h": 3600, "d": 86400][unit]
        return scale.flatMap { amount <= 3650 * 86400 / $0 ? amount * $0 : nil }
    }
}

extension ArgumentFormat where Value == Double {
    /// Seconds above 0 and at most an hour.
    static let seconds = ArgumentFormat.text(
        "expected a number of seconds above 0 and at most 3600",
        show: { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) }
    ) { Double($0).flatMap { $0 > 0 && $0 <= 3600 ? $0 : nil } }
}

extension ArgumentFormat where Value == String? {
    /// A host name: `qiita.com`, `TEAM.qiita.com`.
    static let host = ArgumentFormat<String>.text(
        "expected a host name such as qiita.com or TEAM.qiita.com", show: { $0 }
    ) { APIBase.isHostName($0) ? $0 : nil }.optional

    /// A Qiita user id.
    static let userID = ArgumentFormat<String>.text("expected a Qiita user id (letters, digits, - and _)", show: { $0 })
    { isUserName($0) ? $0 : nil }.optional

    /// A Zenn user name, or `-` (unlink).
    static let zennUser = ArgumentFormat<String>.text(
        "expected a Zenn user name (letters, digits, - and _), or - to unlink", show: { $0 }
    ) { isUserName($0) ? $0 : nil }.optional

    private static func isUserName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// A zone as `TZ` is read too (``TimeZoneName``): IANA names in any case and POSIX fixed
    /// offsets; abbreviations, unknown names and readings that differ between programs are refused.
    static let timeZone = ArgumentFormat<String>(show: { $0 }) { text throws(ArgumentProblem) in
        let text = text ?? ""
        switch TimeZoneName.resolve(text) {
        case .zone: return text
        case .approximate(_, _, let caveat): throw ArgumentProblem(reason: caveat)
        case .refused(let reason, let suggestion): throw ArgumentProblem(reason: "\(reason); use \(suggestion)")
        }
    }.optional
}

/// What an option with an optional value was given as: alone (`--png`) or with one (`--png PATH`).
enum OptionalValue<Wrapped: Sendable>: Sendable {
    /// The option alone.
    case bare
    /// The option with its value.
    case value(Wrapped)

    /// The value given, else `fallback`.
    func or(_ fallback: Wrapped) -> Wrapped {
        if case .value(let value) = self { value } else { fallback }
    }
}

extension OptionalValue: ArgumentValue where Wrapped == String {
    /// A path or nothing.
    static var argumentFormat: ArgumentFormat<OptionalValue<String>> {
        ArgumentFormat(kind: OptionDeclaration.Kind.optionalValue, show: { _ in nil }) {
            $0.map { .value($0) } ?? .bare
        }
    }
}

extension Thresholds: ArgumentValue {
    /// `1,2,3,4`.
    static var argumentFormat: ArgumentFormat<Thresholds> {
        .text("expected four increasing whole numbers above 0, such as 1,2,3,4", show: \.description) {
            Thresholds(argument: $0)
        }
    }
}

extension CalendarMonth: ArgumentValue {
    /// `YYYY-MM`.
    static var argumentFormat: ArgumentFormat<CalendarMonth> {
        .text("expected a month as YYYY-MM (e.g. 2026-11)", show: \.description) { CalendarMonth(parsing: $0) }
    }
}

extension CalendarDate: ArgumentValue {
    /// `YYYY-MM-DD`, saying so when the day does not exist (`2025-02-30`).
    static var argumentFormat: ArgumentFormat<CalendarDate> {
        ArgumentFormat(show: \.description) { text throws(ArgumentProblem) in
            let text = text ?? ""
            if let date = CalendarDate(parsing: text) { return date }
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            if parts.count == 3, parts[2].count == 2, let day = Int(parts[2]), day >= 1,
                let month = CalendarMonth(parsing: parts.prefix(2).joined(separator: "-"))
            {
                throw ArgumentProblem(reason: "\(text) does not exist: \(month) has \(month.numberOfDays) days")
            }
            throw ArgumentProblem(reason: "expected a date as YYYY-MM-DD (e.g. 2026-11-29)")
        }
    }
}
