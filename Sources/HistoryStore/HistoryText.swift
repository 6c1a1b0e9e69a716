import Contributions
import Foundation
import QiitaModel
import QiitaStatsCore

/// Rows of the history as text, both ways: JSON lines or CSV (``HistoryFormat``).
public enum HistoryText {
    /// The text before the first row: the CSV header line, or nothing.
    public static func header(_ format: HistoryFormat) -> String {
        format == .csv ? HistoryFormat.columns.joined(separator: ",") + "\n" : ""
    }

    /// One row as a line, with its newline.
    public static func line(_ record: HistoryRecord, format: HistoryFormat) -> String {
        switch format {
        case .jsonl:
            JSONValue.object([
                "host": .string(record.host), "user": .string(record.user), "article": .string(record.article),
                "created_at": .string(record.createdAt), "fetched_at": .string(record.fetchedAt),
                "views": .int(record.views), "likes": .int(record.likes), "stocks": .int(record.stocks),
                "private": .bool(record.isPrivate),
            ]).compactText + "\n"
        case .csv:
            HistoryCSVRow.line([
                record.host, record.user, record.article, record.createdAt, record.fetchedAt,
                record.views.map(String.init) ?? "", String(record.likes), String(record.stocks),
                record.isPrivate ? "true" : "false",
            ]) + "\n"
        }
    }

    /// Every row of `bytes` with its line number; the first invalid line or one later than `now` (± ten minutes) stops
    /// the read (``HistoryError/badLine(source:line:reason:)``). A BOM and blank lines are skipped.
    public static func records(
        _ bytes: [UInt8], format: HistoryFormat, source: String, now: Date
    ) throws(HistoryError) -> [(line: Int, record: HistoryRecord)] {
        var records: [(line: Int, record: HistoryRecord)] = []
        var sawHeader = format == .jsonl
        var number = 0
        let latest = Int((now.timeIntervalSince1970 + 600) * 1000)
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        for slice in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            var line = slice
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw .badLine(source: source, line: number, reason: "not UTF-8 text")
            }
            if !sawHeader {
                guard text == HistoryFormat.columns.joined(separator: ",") else {
                    throw .badLine(
                        source: source, line: number,
                        reason: "expected the header \(HistoryFormat.columns.joined(separator: ","))")
                }
                sawHeader = true
                continue
            }
            let parsed = format == .csv ? HistoryCSVRow.parse(text) : HistoryJSONRow.parse(line)
            let record: HistoryRecord
            switch parsed {
            case .success(let value): record = value
            case .failure(let problem): throw .badLine(source: source, line: number, reason: problem.reason)
            }
            if let problem = record.problem { throw .badLine(source: source, line: number, reason: problem) }
            for (name, time) in [("fetched_at", record.fetchedAt), ("created_at", record.createdAt)]
            where (QiitaTimestamp(parsing: time)?.epochMilliseconds ?? 0) > latest {
                throw .badLine(source: source, line: number, reason: "\(name) \(time) is in the future")
            }
            records.append((number, record))
        }
        return records
    }
}

/// Why a line is not a row.
struct RowProblem: Error {
    let reason: String
}
