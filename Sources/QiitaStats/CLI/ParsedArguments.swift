import Contributions
import Credentials
import QiitaAPI
import QiitaModel
import QiitaStatsCore
import Rendering
import SnapshotStore

/// What the scanner read for one command: option values by long name, and positionals.
public struct ParsedArguments: Sendable, Equatable {
    /// Each option given, by long name, with its values in order (nil for a flag or a bare
    /// optional-value option).
    public var options: [String: [String?]] = [:]
    /// Positional arguments, in order.
    public var positionals: [String] = []

    /// Nothing given.
    public init(options: [String: [String?]] = [:], positionals: [String] = []) {
        self.options = options
        self.positionals = positionals
    }

    /// Whether the option was given.
    public func has(_ name: String) -> Bool { options[name] != nil }

    /// The last value of an option, if given with one.
    public func value(_ name: String) -> String? { options[name]?.last ?? nil }

    /// Every value of a repeatable option.
    public func values(_ name: String) -> [String] { (options[name] ?? []).compactMap { $0 } }
}
