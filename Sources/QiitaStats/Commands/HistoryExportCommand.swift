import HistoryStore
import QiitaStatsCore

/// `history export`: every row that would import again, by host, user, fetch and article.
struct HistoryExportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "export", summary: "write the history as JSON lines or CSV", details: HistoryTransferOptions.details)

    /// The rows' file and format.
    @OptionGroup var transfer = HistoryTransferOptions()
    @Option(like: DataOptions.includePrivateOption) var includePrivate = false

    var synopsis: [String]? { transfer.synopsis($includePrivate) }

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        let format = transfer.resolvedFormat
        var text = HistoryText.header(format)
        var refused: [String] = []
        if let store = try HistoryStore.openExisting(at: HistoryStore.url(in: context.locations), readOnly: true) {
            try store.forEachRecord(includePrivate: includePrivate) { record in
                // A row recorded before the API's ids were checked could carry anything: keep it out.
                if let problem = record.problem { return refused.append(problem) }
                text += HistoryText.line(record, format: format)
            }
            try store.close()
        }
        if let first = refused.first {
            global.warn(
                "left out \(plural(refused.count, "row")) that would not import again (\(first))", context: context)
        }
        if let path = transfer.file {
            try OutputFile.write(Array(text.utf8), to: path, context: context)
            global.wrote(path, context: context)
        } else {
            context.stdout.write(text)
        }
        return .success
    }
}
