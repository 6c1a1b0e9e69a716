import QiitaStatsCore

/// `completions SHELL`: prints a completion script made from the declarations.
struct CompletionsCommand: PrintingCommand {
    static let configuration = CommandConfiguration(name: "completions", summary: "print a shell completion script")

    @Positional("SHELL") var shell: Completions.Shell?

    func print(to stdout: OutputSink) -> ExitCode {
        stdout.write(Completions.script(for: shell ?? .bash))
        return .success
    }
}
