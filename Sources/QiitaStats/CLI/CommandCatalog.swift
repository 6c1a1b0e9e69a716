/// Every command of the contract (docs/cli.md §1), in help order: the one list the scanner, help, the
/// manual page and the completions walk.
enum CommandCatalog {
    /// A top-level command, or a group of them, before its declarations are read.
    private enum Entry {
        case command(any Command.Type)
        case group(name: String, summary: String, [any Command.Type])

        var name: String {
            switch self {
            case .command(let type): type.configuration.name
            case .group(let name, _, _): name
            }
        }

        var spec: CommandSpec {
            switch self {
            case .command(let type): CommandSpec(type)
            case .group(let name, let summary, let commands): CommandSpec(group: name, summary: summary, commands)
            }
        }
    }

    /// The top-level commands and groups. Reading a command's declarations makes an instance,
    /// so a run builds the spec of its own command only.
    private static let entries: [Entry] = [
        .group(
            name: "auth", summary: "log in to Qiita, check or remove the stored token",
            [AuthLoginCommand.self, AuthStatusCommand.self, AuthLogoutCommand.self]),
        .command(FetchCommand.self),
        .command(ReportCommand.self),
        .command(BadgeCommand.self),
        .group(
            name: "history", summary: "the history of snapshots behind the -gained metrics",
            [HistoryImportCommand.self, HistoryExportCommand.self, HistoryPruneCommand.self]),
        .command(DemoCommand.self),
        .command(CompletionsCommand.self),
        .command(HelpCommand.self),
    ]

    /// The top-level commands and groups, in help order.
    static var commands: [CommandSpec] { entries.map(\.spec) }

    /// The names of the top-level commands and groups.
    static var names: [String] { entries.map(\.name) }

    /// The options valid on every command.
    static let globalOptions = ArgumentScope.make(GlobalOptions.self).declared.options.map(\.option)

    /// Every runnable command, groups opened.
    static var leaves: [CommandSpec] { commands.flatMap { $0.subcommands.isEmpty ? [$0] : $0.subcommands } }

    /// The command at `path`, if there is one.
    static func command(at path: [String]) -> CommandSpec? {
        guard let first = path.first, var found = entries.first(where: { $0.name == first })?.spec else { return nil }
        for word in path.dropFirst() {
            guard let next = found.subcommands.first(where: { $0.path.last == word }) else { return nil }
            found = next
        }
        return found
    }
}
