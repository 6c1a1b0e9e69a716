import QiitaStatsCore

/// A command or a group of options several commands share (``DataOptions``), which a command
/// holds as an ``OptionGroup``: making one in an ``ArgumentScope`` lists its declarations and
/// fills in the values given.
protocol ParsableArguments: Sendable {
    /// Defaults everywhere (a required option's initial value is never used nor shown).
    init()
    /// The heading of these options in help (`DATA`); nil: that of the command holding them.
    static var title: String? { get }
    /// The rules that join these options (conflicts, pairs), checked once every value is read.
    func validate() throws(UsageError)
}

extension ParsableArguments {
    static var title: String? { nil }
    func validate() throws(UsageError) {}
}

/// One command of the tool: its options are its properties, its rules its ``validate()``, its
/// work its ``run(global:context:)``.
protocol Command: ParsableArguments {
    /// Its name and help.
    static var configuration: CommandConfiguration { get }
    /// The usage line after the command's name, when it should name other options than its
    /// own and its groups' headings (each derived from its declaration); nil for that default.
    var synopsis: [String]? { get }
    /// Prints what only prints (help, completions) at once: nil for a command that may write
    /// files or wait, which runs as a task that Ctrl-C can interrupt.
    func answer(stdout: OutputSink) throws -> ExitCode?
    /// Does the work.
    func run(global: GlobalOptions, context: Context) async throws -> ExitCode
}

extension Command {
    var synopsis: [String]? { nil }
    func answer(stdout: OutputSink) throws -> ExitCode? { nil }
}

/// A command that only prints: answered at once, before any task or Ctrl-C watcher exists.
protocol PrintingCommand: Command {
    /// Prints, and says how it went.
    func print(to stdout: OutputSink) -> ExitCode
}

extension PrintingCommand {
    func answer(stdout: OutputSink) -> ExitCode? { print(to: stdout) }
    func run(global: GlobalOptions, context: Context) async -> ExitCode { print(to: context.stdout) }
}

/// A command's name and help.
struct CommandConfiguration: Sendable {
    /// The heading of a command's own options in help, unless it names them otherwise.
    static let optionsTitle = "Options"

    /// The word that names it (`login` in `auth login`).
    let name: String
    /// One line for the command list.
    let summary: String
    /// Paragraphs shown after the options in help.
    var details = ""
    /// The heading of its own options (`DISPLAY`).
    var title = optionsTitle
}

/// A command with the global options given with it.
public struct Invocation: Sendable {
    /// The command.
    var command: any Command
    /// The global options.
    var global = GlobalOptions()
}

/// What the scanner read for one command: option values by long name, positionals by their
/// declared name.
struct ScannedArguments: Sendable {
    /// Each option given, with its values in order (nil for a flag or a bare optional value).
    var options: [String: [String?]] = [:]
    /// The positional words, by the name of the positional that takes them.
    var positionals: [String: [String]] = [:]
}
