import Synchronization

/// The value being made from a command line. As its properties are initialised, each ``Option``
/// and ``Positional`` takes its given value from here and records its declaration, in declaration
/// order, and each ``OptionGroup`` sets the heading of the options it holds: the default comes
/// from the property's initial value, the given value from the command line, and the scanner,
/// help, the manual page and the completions read what a default instance declared, with
/// nothing written twice and nothing looked up by reflection.
final class ArgumentScope: Sendable {
    /// What the properties of a value declared while it was made.
    struct Declared: Sendable {
        /// Each option as given, under its heading.
        var options: [(title: String, option: GivenOption)] = []
        /// The positional arguments.
        var positionals: [PositionalDeclaration] = []
        /// The value, then each group it holds: whose rules to check, in that order.
        var rules: [any ParsableArguments] = []

        /// Checks the rules that join the options.
        func validate() throws(UsageError) {
            for value in rules { try value.validate() }
        }
    }

    @TaskLocal private static var current: ArgumentScope?
    private let given: ScannedArguments
    /// The heading of the options being declared, and what was declared so far.
    private let state: Mutex<(title: String, declared: Declared)>

    private init(given: ScannedArguments, title: String) {
        self.given = given
        state = Mutex((title, Declared()))
    }

    /// An instance of `type` with the values of `arguments`, and what it declared (its own
    /// options under `title`).
    static func make<Value: ParsableArguments>(
        _ type: Value.Type, from arguments: ScannedArguments = ScannedArguments(), title: String = ""
    ) -> (value: Value, declared: Declared) {
        let scope = ArgumentScope(given: arguments, title: title)
        let value = $current.withValue(scope) { Value() }
        var declared = scope.state.withLock { $0.declared }
        declared.rules.insert(value, at: 0)
        return (value, declared)
    }

    /// The values given to the option `declaration`, if any; records it in the value being made.
    static func given(_ declaration: OptionDeclaration) -> [String?]? {
        guard let scope = current else { return nil }
        let values = scope.given.options[declaration.name]
        scope.state.withLock {
            $0.declared.options.append(($0.title, GivenOption(declaration: declaration, isGiven: values != nil)))
        }
        return values
    }

    /// The words given to the positional `declaration`; records it in the value being made.
    static func given(_ declaration: PositionalDeclaration) -> [String] {
        guard let scope = current else { return [] }
        scope.state.withLock { $0.declared.positionals.append(declaration) }
        return scope.given.positionals[declaration.name] ?? []
    }

    /// The group `make` makes, its options declared under its heading (else its holder's) and
    /// its rules checked after its holder's.
    fileprivate static func group<Value: ParsableArguments>(_ make: () -> Value) -> Value {
        guard let scope = current else { return make() }
        let holder = scope.state.withLock { state in
            defer { state.title = Value.title ?? state.title }
            return state.title
        }
        let value = make()
        scope.state.withLock {
            $0.title = holder
            $0.declared.rules.append(value)
        }
        return value
    }
}

/// A group of options held by a command (`@OptionGroup var period = PeriodOptions()`).
@propertyWrapper
struct OptionGroup<Value: ParsableArguments>: Sendable {
    var wrappedValue: Value

    init(wrappedValue: @autoclosure () -> Value) { self.wrappedValue = ArgumentScope.group(wrappedValue) }
}
