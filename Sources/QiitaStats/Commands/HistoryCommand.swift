import Contributions
import Foundation
import HistoryStore
import QiitaStatsCore

/// `qiita-stats history import|export|prune`: the history of fetches as text, and its thinning.
enum HistoryCommand {
    /// Checks every row of the input, then adds them all in one transaction (or none).
    static func importRows(_ options: HistoryTransferOptions, global: GlobalOptions, context: Context) throws
        -> ExitCode
    {
        let source: String
        let bytes: [UInt8]
        if let path = options.path, path != "-" {
            let url = context.url(forPath: path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw HistoryCommandError.unreadable(path)
            }
            (source, bytes) = (path, [UInt8](data))
        } else {
            guard !context.terminal.stdinIsTTY else { throw HistoryCommandError.nothingPiped }
            (source, bytes) = ("standard input", context.terminal.readAll())
        }
        let records = try HistoryText.records(
            bytes, format: options.resolvedFormat, source: source, now: context.clock())
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

    /// Writes every row that would import again, ordered by host, user, fetch and article (a
    /// CSV header first); limited-share articles only with `--include-private`.
    static func export(_ options: HistoryTransferOptions, global: GlobalOptions, context: Context) throws -> ExitCode {
        let format = options.resolvedFormat
        var text = HistoryText.header(format)
        var refused: [String] = []
        if let store = try HistoryStore.openExisting(at: HistoryStore.url(in: context.locations)) {
            try store.forEachRecord(includePrivate: options.includePrivate) { record in
                // A row recorded before the API's ids were checked could carry anything: it
                // stays out, so that the export is always safe to print and to import.
                if let problem = record.problem { return refused.append(problem) }
                text += HistoryText.line(record, format: format)
            }
            try store.close()
        }
        if let first = refused.first, !global.quiet {
            context.stderr.line(
                "qiita-stats: warning: left out \(plural(refused.count, "row")) "
                    + "that would not import again (\(first))")
        }
        if let path = options.path, path != "-" {
            try OutputFile.write(Array(text.utf8), to: path, context: context)
        } else {
            context.stdout.write(text)
        }
        return .success
    }

    /// Keeps the last snapshot of each of the last `days` days (in `TZ`) and every one before.
    static func prune(keepDaily days: Int, global: GlobalOptions, context: Context) throws -> ExitCode {
        guard let store = try HistoryStore.openExisting(at: HistoryStore.url(in: context.locations)) else {
            if !global.quiet {
                context.stdout.line("No history yet at \(HistoryStore.url(in: context.locations).path).")
            }
            return .success
        }
        let zone = ReportZone.chosen(option: nil, environment: context.environment)
        let summary = try store.prune(keepDaily: days, today: zone.date(of: context.clock()), zone: zone)
        try store.close()
        if !global.quiet {
            context.stdout.line(
                "Removed \(plural(summary.removedFetches, "snapshot")) (\(plural(summary.removedRows, "row"))); "
                    + "\(summary.keptFetches) kept in \(store.url.path).")
        }
        return .success
    }
}

/// `1 row`, `2 rows`.
func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

/// Why `history import` has nothing to read.
enum HistoryCommandError: UserFacingError, Equatable {
    /// The PATH cannot be read.
    case unreadable(String)
    /// No PATH, and standard input is a terminal.
    case nothingPiped

    var exitCode: ExitCode {
        switch self {
        case .unreadable: .failure
        case .nothingPiped: .usage
        }
    }

    var message: String {
        switch self {
        case .unreadable(let path): "cannot read \(path)"
        case .nothingPiped: "history import needs a PATH, or rows piped to standard input"
        }
    }

    var hint: String? {
        switch self {
        case .unreadable: "check the path; 'qiita-stats history export PATH' writes such a file"
        case .nothingPiped: "qiita-stats history import history.jsonl"
        }
    }
}
