import QiitaStatsCore

/// A failed SQLite call, as a sentence naming the database file: what the user sees.
public enum SQLiteError: UserFacingError, Equatable, Sendable {
    /// The file is not an SQLite database (`SQLITE_NOTADB`).
    case notADatabase(path: String)
    /// The database is damaged (`SQLITE_CORRUPT`).
    case corrupt(path: String, detail: String)
    /// Another connection held its lock past the busy timeout (`SQLITE_BUSY`, `SQLITE_LOCKED`).
    case busy(path: String)
    /// The file or its folder cannot be opened (`SQLITE_CANTOPEN`, `SQLITE_PERM`).
    case cannotOpen(path: String, detail: String)
    /// The file cannot be written (`SQLITE_READONLY`).
    case readOnly(path: String)
    /// The disk is full (`SQLITE_FULL`).
    case full(path: String)
    /// A read or write of the file failed (`SQLITE_IOERR`).
    case ioFailure(path: String, detail: String)
    /// A statement broke a constraint of the schema (`SQLITE_CONSTRAINT`).
    case constraint(path: String, detail: String)
    /// Anything else: the action, SQLite's result code and message.
    case failed(path: String, action: String, code: Int32, detail: String)

    /// 65 (bad data) for a file that is not a database or is damaged; 1 otherwise.
    public var exitCode: ExitCode {
        switch self {
        case .notADatabase, .corrupt: .dataError
        default: .failure
        }
    }

    public var message: String {
        switch self {
        case .notADatabase(let path): "\(path) is not an SQLite database"
        case .corrupt(let path, let detail): "the database \(path) is damaged: \(detail)"
        case .busy(let path): "the database \(path) stayed locked by another process"
        case .cannotOpen(let path, let detail): "could not open the database \(path): \(detail)"
        case .readOnly(let path): "the database \(path) cannot be written"
        case .full(let path): "the disk holding \(path) is full"
        case .ioFailure(let path, let detail): "could not read or write \(path): \(detail)"
        case .constraint(let path, let detail): "the database \(path) refused a row: \(detail)"
        case .failed(let path, let action, let code, let detail):
            "\(action) failed on \(path): \(detail) (SQLite code \(code))"
        }
    }

    public var hint: String? {
        switch self {
        case .busy: "wait for the other qiita-stats command to finish, then try again"
        case .cannotOpen, .readOnly: "check that the folder exists and that you may write to it"
        case .full: "free some disk space, then try again"
        default: nil
        }
    }
}
