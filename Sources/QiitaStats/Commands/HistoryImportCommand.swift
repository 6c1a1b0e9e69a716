import Credentials
import Foundation
import HistoryStore
import QiitaAPI
import QiitaStatsCore

/// `history import`: checks every row of the input, then adds them all in one transaction (or none).
struct HistoryImportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "import", summary: "add exported rows to the history (all or nothing; idempotent)",
        details: HistoryTransferOptions.details)

    /// The rows' file and format.
    @OptionGroup var transfer = HistoryTransferOptions()
    @Option("user", "ID", help: "import this user's rows (default: the logged-in account's)", format: .userID)
    var user: String? = nil
    @Option("all-accounts", help: "import the rows of every host and user, not only the account's")
    var allAccounts = false

    var synopsis: [String]? { transfer.synopsis($user, $allAccounts) }

    func validate() throws(UsageError) { try UsageError.exclusive($user, $allAccounts) }

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
        var records = try HistoryText.records(
            bytes, format: transfer.resolvedFormat, source: source, now: context.clock())
        if !allAccounts {
            let base = try global.apiBase(context)
            let owner = try account(base, records.map(\.record), context: context)
            // A history file travels in a repository: one edited there must not slip rows into other accounts.
            let mine = records.filter { $0.record.host == base.host && $0.record.user == owner }
            if mine.count < records.count {
                global.warn(
                    "left out \(plural(records.count - mine.count, "row")) of other accounts than \(owner) on "
                        + "\(base.host); --all-accounts imports them", context: context)
            }
            records = mine
        }
        let store = try HistoryStore.open(at: HistoryStore.url(in: context.locations))
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

    /// The account whose rows are imported: `--user`; else the one logged in (its token's as saved at login), the
    /// history's account fetched with a token, or the one account the rows hold on the host, the first known.
    private func account(_ base: APIBase, _ rows: [HistoryRecord], context: Context) throws -> String {
        let existing = try HistoryStore.openExisting(at: HistoryStore.url(in: context.locations))
        defer { try? existing?.close() }
        let users = Set(rows.filter { $0.host == base.host }.map(\.user))
        let known =
            try user ?? ResolvedToken.resolve(for: base, context: context)?.user
            ?? existing?.authenticatedUser(host: base.host)
        guard let account = known ?? (users.count == 1 ? users.first : nil) else {
            throw CommandError(
                message: "whose rows to import is unknown: no login, no token's fetch, \(users.count) users' rows",
                hint: "run `\(base.loginCommand)`, or give --user ID or --all-accounts", exitCode: .authentication)
        }
        return account
    }
}

/// `1 row`, `2 rows`.
func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
