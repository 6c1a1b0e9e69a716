import QiitaStatsCore

/// What can go wrong with the history of fetches, each a sentence and the exit code of the contract.
public enum HistoryError: UserFacingError, Equatable, Sendable {
    /// The file at the history path is not a qiita-stats history; it was not changed.
    case notAHistory(path: String, reason: String)
    /// The history was written by a newer qiita-stats, with a schema this one does not know.
    case newerSchema(path: String, version: Int)
    /// A line of an import is not a history row.
    case badLine(source: String, line: Int, reason: String)
    /// A line of an import contradicts a row with the same key (in the file or the history).
    case conflict(source: String, line: Int, detail: String)
    /// A snapshot whose `fetched_at` is not a timestamp cannot be recorded.
    case badFetchTime(String)

    public var exitCode: ExitCode { .dataError }

    public var message: String {
        switch self {
        case .notAHistory(let path, let reason):
            "\(path) is not a qiita-stats history (\(reason)); it was left as it is"
        case .newerSchema(let path, let version):
            "\(path) was written by a newer qiita-stats (history schema \(version); this one reads up to "
                + "\(HistorySchema.version))"
        case .badLine(let source, let line, let reason), .conflict(let source, let line, let reason):
            "\(source) line \(line): \(reason)"
        case .badFetchTime(let value): "the snapshot's fetched_at \"\(value)\" is not a timestamp"
        }
    }

    public var hint: String? {
        switch self {
        case .notAHistory:
            "move the file away: the next fetch starts a new history there ('qiita-stats history import' "
                + "rebuilds one from an export)"
        case .newerSchema: "use the newer qiita-stats, or move the file away to start a new history"
        case .badLine, .conflict: "fix or remove that line, then import again; nothing was imported"
        case .badFetchTime: "run 'qiita-stats fetch' again"
        }
    }
}
