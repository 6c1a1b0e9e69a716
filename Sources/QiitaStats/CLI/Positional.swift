/// A positional argument of a command, declared once as a property (`@Positional("PATH") var
/// path: String?`): the scanner checks it, help and the completions show it, and its value is
/// filled in as ``Option``'s is.
@propertyWrapper
struct Positional<Value: Sendable>: Sendable {
    /// The words given, read.
    var wrappedValue: Value
    let declaration: PositionalDeclaration

    private init(_ declaration: PositionalDeclaration, default: Value, read: ([String]) -> Value?) {
        self.declaration = declaration
        let given = ArgumentScope.given(declaration)
        wrappedValue = given.isEmpty ? `default` : read(given) ?? `default`
    }

    /// An optional word: `[PATH]`.
    init(wrappedValue: Value = nil, _ name: String) where Value == String? {
        self.init(PositionalDeclaration(name: name), default: wrappedValue) { $0.first }
    }

    /// Every remaining word: `[COMMAND]`.
    init(wrappedValue: Value = [], _ name: String) where Value == [String] {
        self.init(PositionalDeclaration(name: name, variadic: true), default: wrappedValue) { $0 }
    }

    /// A word the command needs, one of `Choice`'s cases: `bash|zsh|fish`.
    init<Choice: CaseIterable & RawRepresentable<String>>(wrappedValue: Value = nil, _ name: String)
    where Value == Choice? {
        let choices = Choice.allCases.map(\.rawValue)
        self.init(PositionalDeclaration(name: name, choices: choices, required: true), default: wrappedValue) {
            $0.first.flatMap(Choice.init(rawValue:))
        }
    }
}

/// A positional argument as the scanner and help see it.
struct PositionalDeclaration: Sendable {
    /// The placeholder shown in help (`SHELL`).
    let name: String
    /// The accepted values, if closed.
    var choices: [String] = []
    /// Whether it must be given.
    var required = false
    /// Whether it takes every remaining word.
    var variadic = false

    /// As the usage line shows it: `bash|zsh|fish`, `[PATH]`.
    var usage: String {
        let text = choices.isEmpty ? name : choices.joined(separator: "|")
        return required ? text : "[\(text)]"
    }
}
