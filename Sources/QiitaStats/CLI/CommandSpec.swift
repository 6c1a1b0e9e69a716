/// A command or subcommand of the tool: its words, options, positionals and help.
public struct CommandSpec: Sendable {
    /// A positional argument.
    public struct Positional: Sendable {
        /// The placeholder shown in help (`SHELL`).
        public let name: String
        /// The accepted values, if closed.
        public let choices: [String]
        /// Whether it must be given.
        public let required: Bool
        /// Whether it takes every remaining word.
        public let variadic: Bool

        /// A positional.
        public init(_ name: String, choices: [String] = [], required: Bool = true, variadic: Bool = false) {
            self.name = name
            self.choices = choices
            self.required = required
            self.variadic = variadic
        }
    }

    /// The words after `qiita-stats`: `["auth", "login"]`.
    public let path: [String]
    /// One line for the command list.
    public let summary: String
    /// The synopsis after `qiita-stats <path>`, e.g. `[--with-token] [--host HOST]`.
    public let synopsis: String
    /// Options of this command (global options are added by the scanner).
    public let options: [OptionSpec]
    /// Positional arguments.
    public let positionals: [Positional]
    /// Paragraphs shown after the options in help.
    public let details: String
    /// Subcommands, for groups such as `auth`.
    public let subcommands: [CommandSpec]
    /// Headings of the help's option list, each with the name of its first option
    /// (`("PERIOD", "month")`); empty for a single "Options:" list.
    public let optionHeadings: [(title: String, firstOption: String)]

    /// A command.
    public init(
        _ path: [String], summary: String, synopsis: String = "", options: [OptionSpec] = [],
        positionals: [Positional] = [], details: String = "", subcommands: [CommandSpec] = [],
        optionHeadings: [(title: String, firstOption: String)] = []
    ) {
        self.path = path
        self.summary = summary
        self.synopsis = synopsis
        self.options = options
        self.positionals = positionals
        self.details = details
        self.subcommands = subcommands
        self.optionHeadings = optionHeadings
    }

    /// `qiita-stats auth login`.
    public var name: String { (["qiita-stats"] + path).joined(separator: " ") }

    /// The one usage line printed with a usage error.
    public var usageLine: String {
        if !subcommands.isEmpty {
            return "usage: \(name) \(subcommands.map { $0.path.last ?? "" }.joined(separator: "|")) [options]"
        }
        return "usage: \(name)" + (synopsis.isEmpty ? "" : " \(synopsis)")
    }

    /// The options accepted here, global ones included.
    public var allOptions: [OptionSpec] { options + CommandCatalog.globalOptions }
}
