import Foundation
import QiitaStats
import Testing

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

    @Test(arguments: ["bash", "zsh"])
    func completionScriptsAreValidShell(shell: String) async throws {
        let run = await runTool(["completions", shell])
        #expect(run.status == .success)
        let temporary = TemporaryDirectory()
        let script = temporary.url.appendingPathComponent("completion.sh")
        try Data(run.stdout.utf8).write(to: script)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // Load the script and complete `qiita-stats report --mo` as bash would.
        process.arguments = [
            "-c",
            "source \(script.path); COMP_WORDS=(qiita-stats report --mo); COMP_CWORD=2; _qiita_stats; echo \"${COMPREPLY[@]}\"",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if shell == "bash" {
            #expect(process.terminationStatus == 0)
            #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "--month")
        }
    }

    @Test func fishCompletionsNameEveryCommand() async {
        let run = await runTool(["completions", "fish"])
        for command in CommandCatalog.commands {
            #expect(run.stdout.contains("-a \(command.path[0]) "))
        }
    }
}
