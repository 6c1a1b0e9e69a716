/// Every command of the contract (docs/cli.md §1), in help order: the one list the scanner, help, the
/// manual page and the completions walk.
enum CommandCatalog {
    /// The top-level commands and groups.
    static let commands: [CommandSpec] = [
        CommandSpec(
            group: "auth", summary: "log in to Qiita, check or remove the stored token",
            [AuthLoginCommand.self, AuthStatusCommand.self, AuthLogoutCommand.self]),
        CommandSpec(FetchCommand.self),
        CommandSpec(ReportCommand.self),
        CommandSpec(BadgeCommand.self),
        CommandSpec(
            group: "history", summary: "the history of snapshots behind the -gained metrics",
            [HistoryImportCommand.self, HistoryExportCommand.self, HistoryPruneCommand.self]),
        CommandSpec(DemoCommand.self),
        CommandSpec(CompletionsCommand.self),
        CommandSpec(HelpCommand.self),
    ]

    /// The options valid on every command.
    static let globalOptions = CommandSpec.declarations(of: GlobalOptions(), title: "").0.flatMap(\.options)

    /// Every runnable command, groups opened.
    static var leaves: [CommandSpec] { commands.flatMap { $0.subcommands.isEmpty ? [$0] : $0.subcommands } }

    /// The command at `path`, if there is one.
    static func command(at path: [String]) -> CommandSpec? {
        var candidates = commands
        var found: CommandSpec?
        for word in path {
            guard let next = candidates.first(where: { $0.path.last == word }) else { return nil }
            found = next
            candidates = next.subcommands
        }
        return found
    }
}
