import Foundation
import HistoryStore
import QiitaStatsCore

/// `history import`: checks every row of the input, then adds them all in one transaction (or none).
struct HistoryImportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "import", summary: "add exported rows to the history (all or nothing; idempotent)",
        details: HistoryTransferOptions.details)

    /// The rows' file and format.
    @OptionGroup var transfer = HistoryTransferOptions()
    @Option("all-accounts", help: "import rows of every host and user, not only this host's one account")
    var allAccounts = false

    var synopsis: [String]? { transfer.synopsis($allAccounts) }

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        let source: String
        let bytes: [UInt8]
        if let path = transfer.file {
            let url = context.url(forPath: path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw CommandError(
                    message: "cannot read \(path)",
                    hint: "check the path; 'qiita-stats history export PATH' writes such a file")
            }
            (source, bytes) = (path, [UInt8](data))
        } else {
            guard !context.terminal.stdinIsTTY else {
                throw CommandError(
                    message: "history import needs a PATH, or rows piped to standard input",
                    hint: "qiita-stats history import history.jsonl", exitCode: .usage)
            }
            (source, bytes) = ("standard input", context.terminal.readAll())
        }
        let records = try HistoryText.records(
            bytes, format: transfer.resolvedFormat, source: source, now: context.clock())
        let url = HistoryStore.url(in: context.locations)
        if !allAccounts {
            let host = try global.apiBase(context).host
            let existing = try HistoryStore.openExisting(at: url)
            let user = try existing?.authenticatedUser(host: host)
            try existing?.close()
            // A history file travels in a repository: one edited there must not slip rows into other accounts.
            if let owner = user ?? records.first?.record.user {
                for (line, record) in records where record.host != host || record.user != owner {
                    throw HistoryError.badLine(
                        source: source, line: line,
                        reason: "a row of \(record.user) on \(record.host), not of \(owner) on \(host); "
                            + "--all-accounts imports every account")
                }
            }
        }
        let store = try HistoryStore.open(at: url)
        let summary = try store.importRecords(records, source: source)
        try store.close()
        if !global.quiet {
            context.stdout.line(
                "Imported \(plural(summary.added, "row")) into \(store.url.path)"
                    + (summary.present > 0 ? " (\(summary.present) were there already)" : "")
                    + (summary.addedTo.count > 1
                        ? ": "
                            + summary.addedTo.sorted { $0.key < $1.key }.map { "\($0.value) for \($0.key)" }
                            .joined(separator: ", ") : "")
                    + ".")
        }
        return .success
    }
}

/// `1 row`, `2 rows`.
func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
