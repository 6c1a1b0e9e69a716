import Foundation

/// One option a command accepts: the single source of the scanner, the help text, the shell
/// completions and the builder's defaults. A default is declared once (`default:`, taken from
/// the options struct the builder fills) and choices once (from a `CaseIterable` enum with
/// ``choice(_:of:placeholder:help:default:)``); the help text shows them through the
/// placeholders `{default}`, `{choices}` (`a, b or c`) and `{choices,}` (`a, b, c`).
public struct OptionSpec: Sendable {
    /// How an option takes its value.
    public enum Kind: Sendable, Equatable {
        /// A switch: `--offline`.
        case flag
        /// A required value: `--month 2026-11` or `--month=2026-11`.
        case value(placeholder: String)
        /// An optional value: `--html` alone, `--html PATH` or `--html=PATH`.
        case optionalValue(placeholder: String)
    }

    /// The long name without dashes.
    public let name: String
    /// The one-letter alias, if any.
    public let short: Character?
    /// How it takes a value.
    public let kind: Kind
    /// One line for the help text, its placeholders filled in when it is shown: every run
    /// builds the catalog, few print it.
    public var help: String { Self.fill(declaredHelp, default: defaultValue, choices: choices) }
    /// The help line as declared, placeholders and all.
    private let declaredHelp: String
    /// The only values accepted, if the set is closed (also offered as completions).
    public let choices: [String]
    /// The value the builder uses when the option is not given, as shown in help.
    public let defaultValue: String?
    /// Whether it may be given more than once.
    public let repeatable: Bool
    /// Checks a value; returns why it is bad, or nil.
    public let validate: @Sendable (String) -> String?

    /// An option; with `choices` and no `validate`, a value outside the choices is refused.
    public init(
        _ name: String, short: Character? = nil, _ kind: Kind = .flag, help: String,
        default defaultValue: String? = nil,
        choices: [String] = [], repeatable: Bool = false, validate: (@Sendable (String) -> String?)? = nil
    ) {
        self.name = name
        self.short = short
        self.kind = kind
        self.declaredHelp = help
        self.defaultValue = defaultValue
        self.choices = choices
        self.repeatable = repeatable
        let anything: @Sendable (String) -> String? = { _ in nil }
        self.validate = validate ?? (choices.isEmpty ? anything : ArgumentValidators.oneOf(choices))
    }

    /// An option whose value is one of `type`'s cases.
    public static func choice<Choice: CaseIterable & RawRepresentable<String>>(
        _ name: String, of type: Choice.Type, placeholder: String, help: String, default defaultValue: Choice? = nil
    ) -> OptionSpec {
        OptionSpec(
            name, .value(placeholder: placeholder), help: help, default: defaultValue?.rawValue,
            choices: Choice.allCases.map(\.rawValue))
    }

    /// `help` with its placeholders filled in, in one pass over the bytes.
    private static func fill(_ help: String, default defaultValue: String?, choices: [String]) -> String {
        guard help.utf8.contains(UInt8(ascii: "{")) else { return help }
        let spoken = choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "") : ""
        let values = [
            ("{default}", defaultValue ?? ""), ("{choices,}", choices.joined(separator: ", ")), ("{choices}", spoken),
        ].map { (Array($0.0.utf8), Array($0.1.utf8)) }
        let text = Array(help.utf8)
        var filled: [UInt8] = []
        var index = 0
        while index < text.count {
            let match = values.first { token, _ in text[index...].starts(with: token) }
            if let (token, value) = match {
                filled += value
                index += token.count
            } else {
                filled.append(text[index])
                index += 1
            }
        }
        return String(decoding: filled, as: UTF8.self)
    }

    /// `--name VALUE`, `--name [VALUE]` or `-s, --name` as shown in help.
    public var synopsis: String {
        let long = "--\(name)"
        let names = short.map { "-\($0), \(long)" } ?? "    \(long)"
        switch kind {
        case .flag: return names
        case .value(let placeholder): return "\(names) \(placeholder)"
        case .optionalValue(let placeholder): return "\(names) [\(placeholder)]"
        }
    }
}
