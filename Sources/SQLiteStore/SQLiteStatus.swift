internal import CSQLite
internal import CSQLiteLoader

/// The one place where SQLite's result codes, and whether the library could be loaded, become
/// Swift errors with a sentence.
enum SQLiteStatus {
    /// Loads libsqlite3 once per process, before the first connection (`path`'s). A library that
    /// cannot be loaded is an error naming dlopen's reason, not a crash.
    static func loadLibrary(for path: String) throws(SQLiteError) {
        if let failure = loadFailure { throw .libraryUnavailable(path: path, reason: failure) }
    }

    /// Why libsqlite3 could not be loaded, or nil when it is ready (a global: loaded once).
    private static let loadFailure: String? = qs_sqlite_load().map { String(cString: $0) }

    /// What loading `library` instead would say (``loadLibrary(for:)``'s reason, or nil when it
    /// would work); nothing is changed.
    static func probe(_ library: String) -> String? {
        qs_sqlite_probe(library).map { String(cString: $0) }
    }

    /// Returns `code` when it is `accepted` (`SQLITE_OK` unless told otherwise) or `alternative`,
    /// else throws the ``SQLiteError`` it stands for, with the connection's message when there
    /// is one. It runs for every row read, so it allocates nothing on success.
    @discardableResult
    static func check(
        _ code: Int32, _ connection: OpaquePointer?, path: String, during action: @autoclosure () -> String,
        accepting accepted: Int32 = SQLITE_OK, or alternative: Int32? = nil
    ) throws(SQLiteError) -> Int32 {
        if code == accepted || code == alternative { return code }
        let generic = qs_sqlite3_errstr(code).map { String(cString: $0) } ?? "error \(code)"
        // The connection's message is about its last call, which is this one.
        let specific = connection.flatMap { qs_sqlite3_errmsg($0) }.map { String(cString: $0) } ?? generic
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
