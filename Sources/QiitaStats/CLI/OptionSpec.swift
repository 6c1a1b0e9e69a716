import Contributions
import Credentials
import QiitaAPI
import QiitaModel
import QiitaStatsCore
import Rendering
import SnapshotStore

/// One option a command accepts: the single source of the scanner, the help text and the
/// shell completions.
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
    /// One line for the help text.
    public let help: String
    /// The only values accepted, if the set is closed (also offered as completions).
    public let choices: [String]
    /// Whether it may be given more than once.
    public let repeatable: Bool
    /// Checks a value; returns why it is bad, or nil.
    public let validate: @Sendable (String) -> String?

    /// An option.
    public init(
        _ name: String, short: Character? = nil, _ kind: Kind = .flag, help: String, choices: [String] = [],
        repeatable: Bool = false, validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.name = name
        self.short = short
        self.kind = kind
        self.help = help
        self.choices = choices
        self.repeatable = repeatable
        self.validate = validate
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
