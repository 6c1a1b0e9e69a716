import Synchronization

/// The value being made from a command line. As its properties are initialised, each ``Option``
/// and ``Positional`` takes its given value from here and records its declaration, in order, and
/// each ``OptionGroup`` sets the heading of its options: the default is the property's initial
/// value, the given value comes from the command line, and the scanner, help, the manual page
/// and the completions read what a default instance declared, with no reflection.
final class ArgumentScope: Sendable {
    /// What the properties of a value declared while it was made.
    struct Declared: Sendable {
        /// Each option as given, under its heading.
        var options: [(title: String, option: OptionDeclaration)] = []
        /// The positional arguments.
        var positionals: [PositionalDeclaration] = []
        /// The value, then each group it holds: whose rules to check, in that order.
        var rules: [any ParsableArguments] = []
        /// The heading of the options being declared.
        fileprivate var title: String
    }

    @TaskLocal fileprivate static var current: ArgumentScope?
    private let given: ScannedArguments
    fileprivate let declared: Mutex<Declared>

    private init(given: ScannedArguments, title: String) {
        self.given = given
        declared = Mutex(Declared(title: title))
    }

    /// An instance of `type` with the values of `arguments`, and what it declared (its own
    /// options under `title`).
    static func make<Value: ParsableArguments>(
        _ type: Value.Type, from arguments: ScannedArguments = ScannedArguments(), title: String = ""
    ) -> (value: Value, declared: Declared) {
        let scope = ArgumentScope(given: arguments, title: title)
        let value = $current.withValue(scope) { Value() }
        var declared = scope.declared.withLock { $0 }
        declared.rules.insert(value, at: 0)
        return (value, declared)
    }

    /// The values given to the option `declaration`, if any; records it, as given or not, in the value being made.
    static func given(_ declaration: inout OptionDeclaration) -> [String?]? {
        let scope = current
        let values = scope?.given.options[declaration.name]
        declaration.isGiven = values != nil
        scope?.declared.withLock { [declaration] in $0.options.append(($0.title, declaration)) }
        return values
    }

    /// The words given to the positional `declaration`; records it in the value being made.
    static func given(_ declaration: PositionalDeclaration) -> [String] {
        let scope = current
        scope?.declared.withLock { $0.positionals.append(declaration) }
        return scope?.given.positionals[declaration.name] ?? []
    }
}

/// A group of options held by a command (`@OptionGroup var period = PeriodOptions()`): its
/// options go under its heading (else its holder's), its rules are checked after its holder's.
@propertyWrapper
struct OptionGroup<Value: ParsableArguments>: Sendable {
    var wrappedValue: Value

    init(wrappedValue: @autoclosure () -> Value) {
        let scope = ArgumentScope.current
        let holder = scope?.declared.withLock { declared in
            let holder = declared.title
            declared.title = Value.title ?? holder
            return holder
        }
        let value = wrappedValue()
        scope?.declared.withLock {
            $0.title = holder ?? $0.title
            $0.rules.append(value)
        }
        self.wrappedValue = value
    }
}
