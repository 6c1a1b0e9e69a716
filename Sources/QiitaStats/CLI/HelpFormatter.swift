/// The help texts, all generated from the ``CommandCatalog`` so they never drift from what
/// the scanner accepts.
enum HelpFormatter {
    /// `qiita-stats --help`.
    static func topLevel() -> String {
        var lines = [
            "qiita-stats \(QiitaStatsTool.version): a Qiita author's articles as a GitHub-style contribution report.",
            "",
            "usage: qiita-stats <command> [options]",
            "",
            "Commands:",
        ]
        lines += table(CommandCatalog.leaves.map { ($0.path.joined(separator: " "), $0.summary) })
        lines += ["", "Global options:"]
        lines += table(
            CommandCatalog.globalOptions.map { ($0.synopsis(), $0.help) } + [("    --version", "print the version")])
        lines += ["", "Examples:"]
        lines += table(CommandCatalog.examples.filter(\.inHelp).map { ($0.command, $0.summary) }, widest: .max)
        lines += [
            "",
            "Exit codes: 0 ok, 1 failure, 3 partial, 64 usage, 65 bad data, 69 API unavailable,",
            "75 rate limited, 77 authentication, 130 interrupted.",
            "Run 'qiita-stats help COMMAND' for the options of a command.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help of one command.
    static func command(_ spec: CommandSpec) -> String {
        var lines = ["\(spec.name): \(spec.summary)", "", spec.usageLine]
        if !spec.subcommands.isEmpty {
            lines += ["", "Subcommands:"]
            lines += table(spec.subcommands.map { ($0.path.last ?? "", $0.summary) })
        }
        // One table, so that the columns line up across the headings.
        var rows = tableRows(spec.options.map { ($0.synopsis(), $0.help) })[...]
        for section in spec.sections {
            lines += ["", "\(section.title):"] + rows.prefix(section.options.count).flatMap { $0 }
            rows = rows.dropFirst(section.options.count)
        }
        lines += ["", "Global options:"]
        lines += table(CommandCatalog.globalOptions.map { ($0.synopsis(), $0.help) })
        if !spec.details.isEmpty {
            lines += [""] + spec.details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func table(_ rows: [(String, String)], widest: Int = 34) -> [String] {
        tableRows(rows, widest: widest).flatMap { $0 }
    }

    /// Two aligned columns; each row is one line, or two when its left side is wider than `widest`.
    private static func tableRows(_ rows: [(String, String)], widest: Int = 34) -> [[String]] {
        let width = min(widest, rows.map(\.0.count).max() ?? 0)
        return rows.map { left, right -> [String] in
            if left.count > width {
                return ["  \(left)", "  " + String(repeating: " ", count: width + 2) + right]
            }
            return ["  " + left.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + right]
        }
    }
}
