import Foundation
import TestSupport
import Testing

@testable import QiitaStats

@Suite struct HelpTextTests {
    static let paths: [[String]] = [[]] + CommandCatalog.commands.flatMap { [$0.path] + $0.subcommands.map(\.path) }

    @Test(arguments: paths)
    func helpMatchesItsGoldenFile(path: [String]) async {
        let run = await runTool(["help"] + path)
        #expect(run.status == .success)
        let name = path.isEmpty ? "help.txt" : "help-\(path.joined(separator: "-")).txt"
        assertSnapshot(run.stdout, named: "golden/" + name)
    }

    @Test(arguments: paths.filter { !$0.isEmpty })
    func dashDashHelpPrintsTheSameText(path: [String]) async {
        let viaHelp = await runTool(["help"] + path)
        let viaFlag = await runTool(path + ["--help"])
        #expect(viaFlag.status == .success)
        #expect(viaFlag.stdout == viaHelp.stdout)
    }

    @Test func topLevelHelpListsEveryCommandOfTheContract() async {
        let run = await runTool(["--help"])
        for command in [
            "auth login", "auth status", "auth logout", "fetch", "report", "badge", "history import",
            "history export", "history prune", "demo", "completions", "help",
        ] {
            #expect(run.stdout.contains("\n  \(command) "), "missing \(command)")
        }
        #expect(run.stdout.contains("--version"))
    }

    /// Completes `qiita-stats <words…>` with the bash script, as bash would; returns COMPREPLY.
    static func bashCompletion(of script: String, words: [String]) throws -> (status: Int32, replies: String) {
        let temporary = TemporaryDirectory()
        let file = temporary.url.appendingPathComponent("completion.sh")
        try Data(script.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c",
            "source \(file.path); COMP_WORDS=(qiita-stats \(words.joined(separator: " "))); "
                + "COMP_CWORD=\(words.count); _qiita_stats; echo \"${COMPREPLY[@]}\"",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func bashCompletesCommandsOptionsAndValues() async throws {
        let run = await runTool(["completions", "bash"])
        #expect(run.status == .success)
        #expect(try Self.bashCompletion(of: run.stdout, words: ["report", "--mo"]) == (0, "--month"))
        #expect(try Self.bashCompletion(of: run.stdout, words: ["rep"]) == (0, "report"))
        #expect(try Self.bashCompletion(of: run.stdout, words: ["auth", "lo"]) == (0, "login logout"))
        #expect(try Self.bashCompletion(of: run.stdout, words: ["report", "--palette", "co"]) == (0, "colorblind"))
    }

    @Test func zshGetsTheBashCompletionThroughBashcompinit() async throws {
        let bash = await runTool(["completions", "bash"])
        let zsh = await runTool(["completions", "zsh"])
        #expect(zsh.status == .success)
        let prelude = "#compdef qiita-stats\nautoload -U +X bashcompinit && bashcompinit\n"
        #expect(zsh.stdout.hasPrefix(prelude + bash.stdout))
        // Installed in $fpath it is autoloaded as _qiita-stats, and answers that first completion too.
        #expect(zsh.stdout.hasSuffix("_bash_complete -F _qiita_stats; fi\n"))
    }

    @Test func fishCompletionsNameEveryCommand() async {
        let run = await runTool(["completions", "fish"])
        for command in CommandCatalog.commands {
            #expect(run.stdout.contains("-a \(command.path[0]) "))
        }
    }
}
