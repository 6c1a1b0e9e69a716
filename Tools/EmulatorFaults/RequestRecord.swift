import Foundation
import QiitaEmulator
import QiitaStatsCore
import Synchronization

/// One served request, as kept in memory and written to `--log`.
public struct RequestRecord: Sendable, Equatable {
    public var method: String
    /// The path, without the query.
    public var path: String
    /// The raw query string (`""` when none).
    public var query: String
    /// Whether an `Authorization` header was sent.
    public var hadAuthorization: Bool
    public var status: Int
    /// When the request head had been read.
    public var start: Date
    /// When the answer began to be sent: the connection's next request cannot start earlier.
    public var answered: Date
    /// When the answer had been sent (the client may already have read it and moved on).
    public var end: Date
    /// The listener address that got the request (the avatar host, or the main one).
    public var host: String
    /// The fault applied, if any (`status=503`, `reset`, …).
    public var fault: String?
    /// Which connection it came on (numbered from 1 per emulator), to see connection reuse.
    public var connection: Int

    /// The record as one JSON line (times in epoch seconds, microsecond precision).
    public var jsonLine: String {
        JSONValue.object([
            "method": .string(method), "path": .string(path), "query": .string(query),
            "authorization": .bool(hadAuthorization), "status": .int(status),
            "start": .raw(String(format: "%.6f", start.timeIntervalSince1970)),
            "answered": .raw(String(format: "%.6f", answered.timeIntervalSince1970)),
            "end": .raw(String(format: "%.6f", end.timeIntervalSince1970)), "host": .string(host),
            "fault": .string(fault), "connection": .int(connection),
        ]).compactText
    }
}

/// The in-memory request log, mirrored to a file when one is configured.
final class RequestLog: Sendable {
    private let state: Mutex<(records: [RequestRecord], file: FileHandle?)>

    init(path: String?) throws(EmulatorError) {
        var file: FileHandle?
        if let path {
            guard
                FileManager.default.createFile(atPath: path, contents: nil)
                    || FileManager.default.isWritableFile(atPath: path),
                let handle = FileHandle(forWritingAtPath: path)
            else { throw EmulatorError("cannot write the request log '\(path)'") }
            file = handle
        }
        state = Mutex(([], file))
    }

    /// Appends a record (and its line to the file).
    func append(_ record: RequestRecord) {
        let line = Data((record.jsonLine + "\n").utf8)
        state.withLock { state in
            state.records.append(record)
            state.file?.write(line)
        }
    }

    /// Every record so far, in completion order.
    var records: [RequestRecord] { state.withLock { $0.records } }

    /// Closes the file.
    func close() {
        state.withLock { state in
            try? state.file?.close()
            state.file = nil
        }
    }
}
