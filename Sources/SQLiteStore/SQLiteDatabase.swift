internal import CSQLite

/// One connection to an SQLite database file, used by one thread at a time. ``close()``
/// finalizes the cached statements first, so the close checkpoints a WAL database.
public final class SQLiteDatabase {
    /// The database file.
    public let path: String
    private var handle: OpaquePointer?
    private var cache: [String: SQLiteStatement] = [:]

    /// Opens `path` for reading and writing (only reading with `readOnly`; as a file nothing changes, without
    /// locks, with `immutable`); with `create`, a missing file is created, else it is an error. Nothing is read or
    /// written yet: a file that is not a database is found by the first statement. Waits up to `busyTimeout` for
    /// another connection's lock.
    public init(
        path: String, create: Bool, readOnly: Bool = false, immutable: Bool = false,
        busyTimeout: Duration = .seconds(10)
    ) throws(SQLiteError) {
        self.path = path
        // NOMUTEX: one thread at a time uses a connection, so no call needs to take its mutex.
        var flags = SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_NOMUTEX
        flags |= readOnly || immutable ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create { flags |= SQLITE_OPEN_CREATE }
        if immutable { flags |= SQLITE_OPEN_URI }
        // A URI's `%`, `?` and `#` are its own: a path's are escaped.
        let uri =
            "file:" + path.map { ["%": "%25", "?": "%3F", "#": "%23"][$0] ?? String($0) }.joined() + "?immutable=1"
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(immutable ? uri : path, &opened, flags, nil)
        handle = opened
        do {
            try SQLiteStatus.check(code, opened, path: path, during: "opening")
            try SQLiteStatus.check(
                sqlite3_busy_timeout(opened, Int32(clamping: Int(busyTimeout / .milliseconds(1)))), opened, path: path,
                during: "setting the busy timeout")
        } catch {
            sqlite3_close_v2(opened)
            handle = nil
            throw error
        }
    }

    deinit {
        // Only reached open when close() was not called (an error on the way): release, quietly.
        for statement in cache.values { statement.finalize() }
        if let handle { sqlite3_close_v2(handle) }
    }

    /// Runs one or more statements that return no rows (`CREATE TABLE …; PRAGMA …`).
    public func execute(_ sql: String) throws(SQLiteError) {
        let connection = try open()
        try SQLiteStatus.check(
            sqlite3_exec(connection, sql, nil, nil, nil), connection, path: path, during: "executing")
    }

    /// Prepares `sql`, hands the statement to `body` and finalizes it afterwards, whatever happens.
    public func withStatement<Result>(_ sql: String, _ body: (SQLiteStatement) throws -> Result) throws -> Result {
        let statement = try prepare(sql)
        defer { statement.finalize() }
        return try body(statement)
    }

    /// The statement of `sql`, prepared on first use and kept until the connection closes: for
    /// statements run many times (an insert per row). Bind before each run.
    public func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = cache[sql] { return cached }
        let statement = try prepare(sql)
        cache[sql] = statement
        return statement
    }

    /// The first column of the first row of `sql` as an integer (a pragma, a count), or nil
    /// when there is no row or the value is NULL.
    public func integer(_ sql: String, _ values: [SQLiteValue] = []) throws -> Int? {
        try withStatement(sql) { statement in
            try statement.bind(values)
            return try statement.step() ? statement.optionalInteger(at: 0) : nil
        }
    }

    /// Runs `body` in a transaction: `BEGIN IMMEDIATE` takes the write lock at once (waiting
    /// for it up to the busy timeout), `COMMIT` when `body` returns, `ROLLBACK` when it throws.
    public func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int {
        handle.map { Int(sqlite3_changes($0)) } ?? 0
    }

    /// The rowid of the last row inserted.
    public var lastInsertRowID: Int {
        handle.map { Int(sqlite3_last_insert_rowid($0)) } ?? 0
    }

    /// Closes the connection; the last connection to a WAL database checkpoints it and removes
    /// the `-wal` and `-shm` files. Safe to call twice.
    public func close() throws(SQLiteError) {
        guard let connection = handle else { return }
        for statement in cache.values { statement.finalize() }
        cache = [:]
        try SQLiteStatus.check(sqlite3_close(connection), connection, path: path, during: "closing")
        handle = nil
    }

    private func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        let connection = try open()
        var prepared: OpaquePointer?
        try SQLiteStatus.check(
            sqlite3_prepare_v2(connection, sql, -1, &prepared, nil), connection, path: path, during: "preparing")
        return SQLiteStatement(prepared, connection: connection, path: path)
    }

    private func open() throws(SQLiteError) -> OpaquePointer {
        guard let handle else {
            throw .failed(path: path, action: "using the database", code: SQLITE_MISUSE, detail: "it is closed")
        }
        return handle
    }
}
