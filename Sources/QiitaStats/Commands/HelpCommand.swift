import QiitaStatsCore

/// `help [COMMAND]`, `-h`, `--help`, and `help --man`: the help of a command or the manual page.
struct HelpCommand: PrintingCommand {
    static let configuration = CommandConfiguration(
        name: "help", summary: "show help for a command, or the whole manual")

    @Option("man", help: "print the manual page qiita-stats.1 (roff; man -l - shows it)") var man = false
    @Positional("COMMAND") var topic: [String] = []

    func validate() throws(UsageError) {
        if man {
            guard topic.isEmpty else { throw UsageError("help \($man) prints the whole manual; give no COMMAND") }
        } else if !topic.isEmpty && CommandCatalog.command(at: topic) == nil {
            let command = topic.joined(separator: " ")
            throw UsageError(
                "no help for " + CommandParser.unknown("command", command, CommandCatalog.names, typed: topic[0]))
        }
    }

    func print(to stdout: OutputSink) -> ExitCode {
        // No topic (or one `validate()` refused) is the top level.
        let spec = CommandCatalog.command(at: topic)
        stdout.write(man ? ManPage.text() : spec.map(HelpFormatter.command) ?? HelpFormatter.topLevel())
        return .success
    }
}

/// `--version`.
struct VersionCommand: PrintingCommand {
    static let configuration = CommandConfiguration(name: CommandParser.version, summary: "print the version")

    func print(to stdout: OutputSink) -> ExitCode {
        stdout.line("qiita-stats \(QiitaStatsTool.version)")
        return .success
    }
}
