internal import CSQLite

/// The one place where SQLite's result codes become Swift errors with a sentence.
enum SQLiteStatus {
    /// Returns `code` when it is `accepted` (`SQLITE_OK` unless told otherwise) or `alternative`,
    /// else throws the ``SQLiteError`` it stands for, with the connection's message when there
    /// is one. It runs for every row read, so it allocates nothing on success.
    @discardableResult
    static func check(
        _ code: Int32, _ connection: OpaquePointer?, path: String, during action: @autoclosure () -> String,
        accepting accepted: Int32 = SQLITE_OK, or alternative: Int32? = nil
    ) throws(SQLiteError) -> Int32 {
        if code == accepted || code == alternative { return code }
        let generic = sqlite3_errstr(code).map { String(cString: $0) } ?? "error \(code)"
        // The connection's message is about its last call, which is this one.
        let specific = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? generic
        let detail = specific.isEmpty ? generic : specific
        switch code & 0xFF {
        case SQLITE_NOTADB: throw .notADatabase(path: path)
        case SQLITE_CORRUPT: throw .corrupt(path: path, detail: detail)
        case SQLITE_BUSY, SQLITE_LOCKED: throw .busy(path: path)
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH: throw .cannotOpen(path: path, detail: detail)
        case SQLITE_READONLY: throw .readOnly(path: path)
        case SQLITE_FULL: throw .full(path: path)
        case SQLITE_IOERR: throw .ioFailure(path: path, detail: detail)
        case SQLITE_CONSTRAINT: throw .constraint(path: path, detail: detail)
        default: throw .failed(path: path, action: action(), code: code, detail: detail)
        }
    }
}
