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
    var synopsis = ""
    /// Its options under their headings, in declaration order (global ones are not here).
    var sections: [Section] = []
    /// Positional arguments.
    var positionals: [PositionalDeclaration] = []
    /// Paragraphs shown after the options in help.
    var details = ""
    /// Subcommands, for groups such as `auth`.
    var subcommands: [CommandSpec] = []
    /// The command with the values of scanned arguments, and what it declared; nil for a group.
    var make: (@Sendable (ScannedArguments) -> (value: any Command, declared: ArgumentScope.Declared))?

    /// The spec of `type`, under the words of its group.
    init<C: Command>(_ type: C.Type, in group: [String] = []) {
        let configuration = C.configuration
        let (defaults, declared) = ArgumentScope.make(C.self, title: configuration.title)
        path = group + [configuration.name]
        summary = configuration.summary
        details = configuration.details
        positionals = declared.positionals
        for (title, option) in declared.options {
            if sections.last?.title == title {
                sections[sections.count - 1].options.append(option)
            } else {
                sections.append(Section(title: title, options: [option]))
            }
        }
        let derived = sections.flatMap { section in
            section.title == CommandConfiguration.optionsTitle
                ? section.options.map { $0.usage() } : ["[\(section.title)]"]
        }
        synopsis = (defaults.synopsis ?? derived + positionals.map(\.usage)).joined(separator: " ")
        make = { ArgumentScope.make(C.self, from: $0) }
    }

    /// A group of commands: `auth login|status|logout`.
    init(group name: String, summary: String, _ commands: [any Command.Type]) {
        path = [name]
        self.summary = summary
        subcommands = commands.map { CommandSpec($0, in: [name]) }
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
