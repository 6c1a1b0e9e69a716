import Foundation
import QiitaEmulator
import TestSupport
import Testing

@testable import QiitaStats

/// Every `qiita-stats …` command line in the READMEs and in the manual page's EXAMPLES runs
/// against the emulator and exits as documented; every option of `--help` is documented.
///
/// A command line is a line of a fenced code block (or a `.B` line of the man page's EXAMPLES)
/// starting with `qiita-stats ` or `$ qiita-stats `. It must exit 0 unless it ends with a
/// comment `# exit N`. Lines run in the order of their document, one after the other in one
/// temporary home (logged in to the emulator first), through `/bin/sh -c` with the built
/// binary first on PATH, so that quoting and comments mean what they mean in a shell.
@Suite(.serialized) struct DocumentedExamplesTests {
    struct Example: CustomStringConvertible {
        let line: String
        let exitStatus: Int32
        var description: String { line }
    }

    /// The command lines of a Markdown file's code blocks.
    static func markdownExamples(_ text: String) -> [Example] {
        var inBlock = false
        var examples: [Example] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            if inBlock, let example = example(line) { examples.append(example) }
        }
        return examples
    }

    /// The command lines of the man page's EXAMPLES, unescaped.
    static func manPageExamples(_ page: String) -> [Example] {
        guard let start = page.range(of: "\n.SH EXAMPLES\n") else { return [] }
        let section = page[start.upperBound...]
        let end = section.range(of: "\n.SH ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line in
            guard line.hasPrefix(".B ") else { return nil }
            return example(unescape(String(line.dropFirst(3))))
        }
    }

    static func unescape(_ roff: String) -> String {
        roff.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\(dq", with: "\"")
            .replacingOccurrences(of: "\\&", with: "").replacingOccurrences(of: "\\e", with: "\\")
    }

    static func example(_ line: String) -> Example? {
        let command = line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line
        guard command.hasPrefix("qiita-stats ") || command == "qiita-stats" else { return nil }
        var status: Int32 = 0
        if let comment = command.range(of: "# exit ", options: .backwards),
            let code = Int32(command[comment.upperBound...].trimmingCharacters(in: .whitespaces))
        {
            status = code
        }
        return Example(line: command, exitStatus: status)
    }

    static func examples(of document: String) throws -> [Example] {
        let text = try repositoryText(document)
        return document.hasSuffix(".1") ? manPageExamples(text) : markdownExamples(text)
    }

    @Test func theExtractorFindsCommandsAndTheirDocumentedExit() {
        let markdown = """
            Run `qiita-stats report` in prose: not an example.
            ```sh
            qiita-stats report --year 2026   # a year
            $ qiita-stats report --tz JST    # exit 64
            @emu-user · March 2025
            ```
            """
        let found = Self.markdownExamples(markdown)
        #expect(
            found.map(\.line) == [
                "qiita-stats report --year 2026   # a year", "qiita-stats report --tz JST    # exit 64",
            ])
        #expect(found.map(\.exitStatus) == [0, 64])
        let page = "\n.SH EXAMPLES\n.TP\n.B qiita\\-stats report \\-\\-tz JST  # exit 64\nrefused\n.SH SEE ALSO\n"
        #expect(Self.manPageExamples(page).map(\.line) == ["qiita-stats report --tz JST  # exit 64"])
    }

    @Test(arguments: ["README.md", "README.ja.md", "qiita-stats.1"])
    func everyDocumentedCommandExitsAsDocumented(document: String) async throws {
        let binary = builtProduct("qiita-stats")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build it first: swift build")
        let examples = try Self.examples(of: document)
        #expect(examples.count >= 8, "\(document): only \(examples.count) command lines found")
        let harness = try EmulatorHarness(EmulatorConfiguration())
        let work = TemporaryDirectory()
        var environment = childEnvironment(home: work.url, harness: harness)
        environment["PATH"] = binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        environment["COLUMNS"] = "100"
        let login = try await runProgram(
            [binary.path, "auth", "login", "--with-token"], environment: environment, stdin: "emu-token\n",
            directory: work.url)
        try #require(login.status == 0, "\(login.stderr)")
        for example in examples {
            let run = try await runProgram(
                ["/bin/sh", "-c", example.line], environment: environment, stdin: "emu-token\n", directory: work.url)
            #expect(
                run.status == example.exitStatus,
                "\(document): `\(example.line)` exited \(run.status), documented \(example.exitStatus): \(run.stderr)")
            if example.exitStatus != 0 {
                #expect(run.stderr.hasPrefix("qiita-stats: error: "), "\(example.line): \(run.stderr)")
            }
        }
    }

    /// Every option a command's `--help` lists, spelt `--name` (and `-x` for the short ones).
    static var helpOptions: Set<String> {
        var names: Set<String> = ["--version"]
        for spec in CommandCatalog.leaves {
            for option in spec.allOptions {
                names.insert("--\(option.name)")
                if let short = option.short { names.insert("-\(short)") }
            }
        }
        return names
    }

    static func mentions(_ name: String, in text: String) -> Bool {
        // Not as the prefix of a longer option: --to is not found in --token.
        let pattern = "(^|[^A-Za-z0-9-])" + NSRegularExpression.escapedPattern(for: name) + "($|[^A-Za-z0-9-])"
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    @Test func everyOptionOfHelpIsInTheReadmeOrTheManPage() throws {
        let readme = try repositoryText("README.md")
        let page = Self.unescape(try repositoryText("qiita-stats.1"))
        for name in Self.helpOptions.sorted() {
            #expect(Self.mentions(name, in: readme) || Self.mentions(name, in: page), "\(name) is documented nowhere")
        }
    }

    @Test func theReadmeMentionsEveryOptionOfEveryCommand() throws {
        let readme = try repositoryText("README.md")
        let missing = Self.helpOptions.sorted().filter { !Self.mentions($0, in: readme) }
        #expect(missing.isEmpty, "README.md never mentions \(missing.joined(separator: ", "))")
    }
}
