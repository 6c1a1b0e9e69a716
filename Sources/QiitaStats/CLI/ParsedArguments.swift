import Synchronization

/// What the scanner read for one command: option values by long name, and positionals.
public struct ParsedArguments: Sendable, Equatable {
    /// Each option given, by long name, with its values in order (nil for a flag or a bare
    /// optional-value option).
    public var options: [String: [String?]] = [:]
    /// Positional arguments, in order.
    public var positionals: [String] = []
    /// The names of the options asked about so far (by ``has(_:)``, ``value(_:)`` and the typed
    /// readers): a test checks that the builder reads every option a command declares.
    public let reads = ReadLog()

    /// Nothing given.
    public init(options: [String: [String?]] = [:], positionals: [String] = []) {
        self.options = options
        self.positionals = positionals
    }

    /// Whether the option was given.
    public func has(_ name: String) -> Bool {
        reads.note(name)
        return options[name] != nil
    }

    /// The last value of an option, if given with one.
    public func value(_ name: String) -> String? {
        reads.note(name)
        return options[name]?.last ?? nil
    }

    /// The value of an option as one of `type`'s cases, if given (the scanner checked it).
    public func choice<Choice: RawRepresentable<String>>(_ name: String, as type: Choice.Type) -> Choice? {
        value(name).flatMap(Choice.init(rawValue:))
    }

    /// The value of an option as a whole number, if given as one.
    public func integer(_ name: String) -> Int? { value(name).flatMap { Int($0) } }

    /// The value of an option as a number, if given as one.
    public func number(_ name: String) -> Double? { value(name).flatMap { Double($0) } }

    public static func == (lhs: ParsedArguments, rhs: ParsedArguments) -> Bool {
        lhs.options == rhs.options && lhs.positionals == rhs.positionals
    }
}

/// The option names a ``ParsedArguments`` was asked about.
public final class ReadLog: Sendable {
    private let names = Mutex<Set<String>>([])

    /// An empty log.
    public init() {}

    /// Notes that `name` was asked about.
    func note(_ name: String) { _ = names.withLock { $0.insert(name) } }

    /// Every name asked about.
    public var all: Set<String> { names.withLock { $0 } }
}
