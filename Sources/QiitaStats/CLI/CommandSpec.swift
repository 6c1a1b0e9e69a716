/// A command or group of the tool as the scanner, help, the manual page and the completions see
/// it: made from what a default instance of a ``Command`` type declared (``ArgumentScope``).
struct CommandSpec: Sendable {
    /// The options under one heading.
    struct Section: Sendable {
        let title: String
        var options: [OptionDeclaration]
    }

    /// The words after `qiita-stats`: `["auth", "login"]`.
    let path: [String]
    /// One line for the command list.
    let summary: String
    /// The usage after `qiita-stats <path>`, e.g. `[--with-token] [--host HOST]`.
    let synopsis: String
    /// Its options under their headings, in declaration order (global ones are not here).
    let sections: [Section]
    /// Positional arguments.
    let positionals: [PositionalDeclaration]
    /// Paragraphs shown after the options in help.
    let details: String
    /// Subcommands, for groups such as `auth`.
    let subcommands: [CommandSpec]
    /// The command with the values of scanned arguments, and what it declared; nil for a group.
    let make: (@Sendable (ScannedArguments) -> (command: any Command, declared: ArgumentScope.Declared))?

    /// The spec of `type`, under the words of its group.
    init<C: Command>(_ type: C.Type, in group: [String] = []) {
        let configuration = C.configuration
        let (defaults, declared) = ArgumentScope.make(C.self, title: configuration.title)
        var sections: [Section] = []
        for (title, option) in declared.options {
            if sections.last?.title == title {
                sections[sections.count - 1].options.append(option.declaration)
            } else {
                sections.append(Section(title: title, options: [option.declaration]))
            }
        }
        let derived = sections.flatMap { section in
            section.title == CommandConfiguration.optionsTitle
                ? section.options.map { GivenOption(declaration: $0, isGiven: false).usage() } : ["[\(section.title)]"]
        }
        path = group + [configuration.name]
        summary = configuration.summary
        synopsis = (defaults.synopsis ?? derived + declared.positionals.map(\.usage)).joined(separator: " ")
        self.sections = sections
        positionals = declared.positionals
        details = configuration.details
        subcommands = []
        make = { arguments in
            let (command, declared) = ArgumentScope.make(C.self, from: arguments)
            return (command, declared)
        }
    }

    /// A group of commands: `auth login|status|logout`.
    init(group name: String, summary: String, _ commands: [any Command.Type]) {
        path = [name]
        self.summary = summary
        synopsis = ""
        sections = []
        positionals = []
        details = ""
        subcommands = commands.map { CommandSpec($0, in: [name]) }
        make = nil
    }

    /// `qiita-stats auth login`.
    var name: String { (["qiita-stats"] + path).joined(separator: " ") }

    /// Its options, every heading together.
    var options: [OptionDeclaration] { sections.flatMap(\.options) }

    /// The options accepted here, global ones included.
    var allOptions: [OptionDeclaration] { options + CommandCatalog.globalOptions }

    /// The one usage line printed with a usage error.
    var usageLine: String {
        if !subcommands.isEmpty {
            return "usage: \(name) \(subcommands.map { $0.path.last ?? "" }.joined(separator: "|")) [options]"
        }
        return "usage: \(name)" + (synopsis.isEmpty ? "" : " \(synopsis)")
    }
}
