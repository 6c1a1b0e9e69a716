import HistoryStore
import QiitaStatsCore

/// `history export`: every row, ordered by host, user, fetch and article (a CSV header first).
struct HistoryExportCommand: Command {
    static let configuration = CommandConfiguration(
        "export", summary: "write the history as JSON lines or CSV", details: HistoryTransferOptions.details)

    /// The rows' file and format.
    var transfer = HistoryTransferOptions()

    var synopsis: [String]? { transfer.synopsis }

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        let format = transfer.resolvedFormat
        var text = HistoryText.header(format)
        if let store = try HistoryStore.openExisting(at: context.locations.historyFile) {
            try store.forEachRecord { text += HistoryText.line($0, format: format) }
            try store.close()
        }
        if let path = transfer.file {
            try OutputFile.write(Array(text.utf8), to: path, context: context)
        } else {
            context.stdout.write(text)
        }
        return .success
    }
}
