internal import CSQLite

/// A prepared statement, valid inside ``SQLiteDatabase/withStatement(_:_:)``: bind, step,
/// read columns, and reset to run it again with other values.
public final class SQLiteStatement {
    private var handle: OpaquePointer?
    private let connection: OpaquePointer
    private let path: String

    /// `SQLITE_TRANSIENT` (a cast macro Swift cannot import): SQLite copies bound text at once.
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

    init(_ handle: OpaquePointer?, connection: OpaquePointer, path: String) {
        self.handle = handle
        self.connection = connection
        self.path = path
    }

    /// Resets the statement and binds `values` to its parameters `?1`, `?2`, … in order.
    public func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        let statement = try prepared()
        try check(sqlite3_reset(statement), "resetting a statement")
        try check(sqlite3_clear_bindings(statement), "clearing bindings")
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .integer(let number): code = sqlite3_bind_int64(statement, index, sqlite3_int64(number))
            case .text(let text): code = sqlite3_bind_text(statement, index, text, -1, Self.transient)
            case .null: code = sqlite3_bind_null(statement, index)
            case .blob(let bytes):
                code = bytes.withUnsafeBytes {
                    sqlite3_bind_blob(statement, index, $0.baseAddress, Int32(clamping: $0.count), Self.transient)
                }
            }
            try check(code, "binding parameter \(index)")
        }
    }

    /// Runs the statement to its next row: true with a row to read, false when it is done.
    public func step() throws(SQLiteError) -> Bool {
        let statement = try prepared()
        return try check(sqlite3_step(statement), "running a statement", accepting: SQLITE_ROW, or: SQLITE_DONE)
            == SQLITE_ROW
    }

    /// Binds `values` and runs the statement to its end (an INSERT, UPDATE or DELETE).
    public func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
        try bind(values)
        while try step() {}
    }

    /// Binds `values` and calls `row` with the statement at each row of the result.
    public func forEachRow(_ values: [SQLiteValue] = [], _ row: (SQLiteStatement) throws -> Void) throws {
        try bind(values)
        while try step() { try row(self) }
    }

    /// Column `index` of the current row as an integer (0 for NULL).
    public func integer(at index: Int32) -> Int {
        handle.map { Int(sqlite3_column_int64($0, index)) } ?? 0
    }

    /// Column `index` of the current row as an integer, or nil for NULL.
    public func optionalInteger(at index: Int32) -> Int? {
        guard let handle, sqlite3_column_type(handle, index) != SQLITE_NULL else { return nil }
        return Int(sqlite3_column_int64(handle, index))
    }

    /// Column `index` of the current row as text ("" for NULL).
    public func text(at index: Int32) -> String {
        guard let handle, let bytes = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Column `index` of the current row as text, or nil for NULL.
    public func optionalText(at index: Int32) -> String? {
        guard let handle, sqlite3_column_type(handle, index) != SQLITE_NULL else { return nil }
        return text(at: index)
    }

    /// Column `index` of the current row as bytes, or nil for NULL.
    public func blob(at index: Int32) -> [UInt8]? {
        guard let handle, sqlite3_column_type(handle, index) != SQLITE_NULL else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        guard let bytes = sqlite3_column_blob(handle, index) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// Releases the statement (``SQLiteDatabase/withStatement(_:_:)`` does it).
    func finalize() {
        guard let statement = handle else { return }
        // Its code only repeats the last step's failure, which was thrown already.
        _ = try? check(sqlite3_finalize(statement), "finalizing a statement")
        handle = nil
    }

    private func prepared() throws(SQLiteError) -> OpaquePointer {
        guard let handle else {
            throw .failed(path: path, action: "using a statement", code: SQLITE_MISUSE, detail: "it is finalized")
        }
        return handle
    }

    @discardableResult
    private func check(
        _ code: Int32, _ action: @autoclosure () -> String, accepting: Int32 = SQLITE_OK, or alternative: Int32? = nil
    ) throws(SQLiteError) -> Int32 {
        try SQLiteStatus.check(code, connection, path: path, during: action(), accepting: accepting, or: alternative)
    }
}
