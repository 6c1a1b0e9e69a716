/// An option of a command, declared once as a property, its initial value the default:
///
///     @Option("depth", "N", help: "levels of the tree (default {default})", format: .integer(1...9)) var depth = 3
///
/// It records its ``OptionDeclaration`` in the ``ArgumentScope`` of the command being made;
/// `$depth` is that declaration, as given.
@propertyWrapper
struct Option<Value: Sendable>: Sendable {
    /// The value: the one given, else the default.
    var wrappedValue: Value
    /// The declaration, and whether the option was given.
    let projectedValue: OptionDeclaration

    /// An option read with `format`; `placeholder` names its value in help (none for a flag).
    init(
        wrappedValue: Value, _ name: String, short: Character? = nil, _ placeholder: String = "", help: String,
        required: Bool = false, format: ArgumentFormat<Value>
    ) {
        var declaration = OptionDeclaration(
            name: name, short: short, kind: format.kind(placeholder), declaredHelp: help, choices: format.choices,
            defaultValue: required ? nil : format.show(wrappedValue), required: required,
            check: { text throws(ArgumentProblem) in _ = try format.read(text) })
        // The scanner checked the value given.
        let given = ArgumentScope.given(&declaration)
        self.wrappedValue = wrappedValue
        if let last = given?.last, let value = try? format.read(last) { self.wrappedValue = value }
        projectedValue = declaration
    }

    /// An option read as its type reads arguments (``ArgumentValue``).
    init(
        wrappedValue: Value, _ name: String, short: Character? = nil, _ placeholder: String = "", help: String,
        required: Bool = false
    ) where Value: ArgumentValue {
        self.init(
            wrappedValue: wrappedValue, name, short: short, placeholder, help: help, required: required,
            format: Value.argumentFormat)
    }

    /// The option `shared` declares, in one more command or group: a function rather than a
    /// stored option, which would declare itself in whatever command first used it.
    init(wrappedValue: Value, like shared: (Value) -> Option) { self = shared(wrappedValue) }
}

extension Option where Value == [String] {
    /// An option that may be given more than once: the values given, in order (none by default).
    init(wrappedValue: [String], _ name: String, _ placeholder: String, help: String) {
        var declaration = OptionDeclaration(
            name: name, short: nil, kind: .value(placeholder: placeholder), declaredHelp: help, choices: [],
            defaultValue: nil, required: false, repeats: true, check: { _ in })
        let given = ArgumentScope.given(&declaration)
        self.wrappedValue = given.map { $0.compactMap { $0 } } ?? wrappedValue
        projectedValue = declaration
    }
}
