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
            let owner = try await account(base, context: context)
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

    /// The account whose rows are imported: `--user`, else the token's (as saved at login, else as the API says).
    private func account(_ base: APIBase, context: Context) async throws -> String {
        if let user { return user }
        guard let token = try ResolvedToken.resolve(for: base, context: context) else {
            throw CommandError(
                message: "not logged in to \(base.host), so the account whose rows to import is unknown",
                hint: "run `\(base.loginCommand)`, name it with --user ID, or import every account with --all-accounts",
                exitCode: .authentication)
        }
        if let saved = token.user { return saved }
        return try await TokenVerifier.verify(token.token, source: token.source.label, base: base, context: context)
            .user
    }
}

/// `1 row`, `2 rows`.
func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
