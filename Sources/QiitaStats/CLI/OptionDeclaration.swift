/// One option as the scanner, the help, the manual page and the completions see it, made by its
/// ``Option`` property. Its help line may show the default and the choices through the
/// placeholders `{default}`, `{choices}` (`a, b or c`) and `{choices,}` (`a, b, c`).
struct OptionDeclaration: Sendable, CustomStringConvertible {
    /// How an option takes its value.
    enum Kind: Sendable, Equatable {
        /// A switch: `--offline`.
        case flag
        /// A required value: `--month 2026-11` or `--month=2026-11`.
        case value(placeholder: String)
        /// An optional value: `--html` alone, `--html PATH` or `--html=PATH`.
        case optionalValue(placeholder: String)
    }

    /// The long name without dashes.
    let name: String
    /// The one-letter alias, if any.
    let short: Character?
    /// How it takes a value.
    let kind: Kind
    /// The help line as declared, placeholders and all.
    let declaredHelp: String
    /// The only values accepted, if the set is closed (also offered as completions).
    let choices: [String]
    /// The default as help shows it: the property's initial value; nil when there is none.
    let defaultValue: String?
    /// Whether the command cannot run without it.
    let required: Bool
    /// Whether it may be given more than once (each value kept), not only the last.
    var repeats = false
    /// Refuses a bad value, saying why.
    let check: @Sendable (String?) throws(ArgumentProblem) -> Void
    /// Whether the command line has it (never in the declarations of a default instance).
    var isGiven = false

    /// `--name`, as messages spell it.
    var description: String { "--\(name)" }

    /// `[--name VALUE]` as a usage line shows it; with `choices`, the values instead of the
    /// placeholder (`[--format png|svg|json]`).
    func usage(choices: Bool = false) -> String {
        var text = description
        switch kind {
        case .flag: break
        case .value(let placeholder), .optionalValue(let placeholder):
            text += " " + (choices ? self.choices.joined(separator: "|") : placeholder)
        }
        return required ? text : "[\(text)]"
    }

    /// One line for the help text, its placeholders filled in when it is shown: every run
    /// declares every option of its command, few print them.
    var help: String {
        guard declaredHelp.contains("{") else { return declaredHelp }
        let spoken = choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "") : ""
        return
            declaredHelp
            .replacing("{default}", with: defaultValue ?? "")
            .replacing("{choices,}", with: choices.joined(separator: ", "))
            .replacing("{choices}", with: spoken)
    }

    /// `--name VALUE`, `--name [VALUE]` or `-s, --name` as shown in help (`indent` where there is no short name);
    /// the manual page dresses each name and the value (bold and italics).
    func synopsis(indent: String = "    ", name: (String) -> String = { $0 }, value: (String) -> String = { $0 })
        -> String
    {
        let names = (short.map { name("-\($0)") + ", " } ?? indent) + name("--\(self.name)")
        switch kind {
        case .flag: return names
        case .value(let placeholder): return "\(names) \(value(placeholder))"
        case .optionalValue(let placeholder): return "\(names) [\(value(placeholder))]"
        }
    }
}
