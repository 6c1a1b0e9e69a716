import Foundation
import QiitaStatsCore
import SQLiteStore

/// The store of everything fetched, in SQLite: accounts, profiles, avatars, fetches, articles and counts. WAL and
/// a busy timeout let two runs wait for each other; every write is one transaction; ``close()`` checkpoints the WAL.
public final class HistoryStore {
    /// The database file.
    public let url: URL
    let database: SQLiteDatabase

    private init(url: URL, database: SQLiteDatabase) {
        self.url = url
        self.database = database
    }

    /// `$XDG_DATA_HOME/qiita-stats/history.sqlite3` (the history's old name, so an existing one migrates in place).
    public static func url(in locations: FileLocations) -> URL {
        locations.dataDirectory.appendingPathComponent("history.sqlite3")
    }

    /// How long a run waits for another one's write to finish: as long as for the cache's lock.
    public static let busyTimeout = Duration.seconds(30)

    /// Opens the history for writing, creating the file (and its folder, `0700`) when missing.
    public static func open(at url: URL) throws -> HistoryStore {
        try Directory.create(url.deletingLastPathComponent(), mode: .exactly(0o700))
        let store = try connect(url, create: true)
        // SQLite creates files 0644 (less the umask); the WAL and its index take the file's mode.
        _ = chmod(url.path, 0o600)
        return store
    }

    /// Opens an existing history; nil when there is no file at `url` (nothing is created). With `readOnly`, a folder
    /// the user cannot write is no error: the file is only read.
    public static func openExisting(at url: URL, readOnly: Bool = false) throws -> HistoryStore? {
        guard Platform.linkStatus(url.path) != nil else { return nil }
        return try connect(url, create: false, readOnly: readOnly)
    }

    private static func connect(_ url: URL, create: Bool, readOnly: Bool = false) throws -> HistoryStore {
        let path = url.path
        // SQLite would say only that it cannot open a link or a folder there: say which it is.
        if let kind = Platform.linkStatus(path)?.kind, kind != .regular {
            throw kind == .symbolicLink ? FileSystemError.symbolicLink(path: path) : .notRegularFile(path: path)
        }
        // A connection that only reads leaves SQLite's `-wal` and `-shm` behind (a writer's close takes them away):
        // it is only where the folder cannot be written, and reads the file as immutable when there is no `-wal`
        // either (SQLite reads a WAL database through its `-shm`, which it could not make there).
        let readOnly = readOnly && access(url.deletingLastPathComponent().path, W_OK) != 0
        let database = try SQLiteDatabase(
            path: path, create: create, readOnly: readOnly, immutable: readOnly && access(path + "-wal", F_OK) != 0,
            busyTimeout: busyTimeout)
        let store = HistoryStore(url: url, database: database)
        do {
            try store.guarded { try store.prepareSchema() }
        } catch {
            try? database.close()
            throw error
        }
        return store
    }

    /// Closes the connection cleanly (the last one checkpoints the WAL and removes it).
    public func close() throws { try guarded { try database.close() } }

    /// A commit waits for the WAL, not for the disk; a cache of 256 KB, since a report reads each page once and a larger
    /// cache (SQLite's default is 2 MB) only grows the heap, page by page (docs/performance.md).
    private static let connectionPragmas = "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -256"

    /// Checks that the file is a history (or empty) before writing, then sets WAL and migrates it forward.
    private func prepareSchema() throws {
        let identity = try readIdentity()
        if identity.version == HistorySchema.version, identity.applicationID == HistorySchema.applicationID {
            try database.execute(Self.connectionPragmas)
            return
        }
        // Refused before the journal mode changes anything in the file.
        _ = try check(identity)
        try database.execute("PRAGMA journal_mode = WAL; " + Self.connectionPragmas)
        try database.transaction {
            // Read again under the write lock: another process may have migrated it meanwhile.
            var version = try check(readIdentity())
            if version == 0 { try database.execute("PRAGMA application_id = \(HistorySchema.applicationID)") }
            while version < HistorySchema.version {
                try database.execute(HistorySchema.migrations[version])
                version += 1
                try database.execute("PRAGMA user_version = \(version)")
            }
        }
    }

    private struct Identity {
        var applicationID: Int
        var version: Int
        var objects: Int
    }

    private func readIdentity() throws -> Identity {
        // The first read (a file that is not SQLite fails here, before any write), in one statement so one snapshot:
        // read apart, another process's first migration could commit between them and look like another program's.
        try database.withStatement(
            "SELECT (SELECT application_id FROM pragma_application_id), "
                + "(SELECT user_version FROM pragma_user_version), (SELECT count(*) FROM sqlite_schema)"
        ) { row in
            try row.bind([])
            guard try row.step() else { return Identity(applicationID: 0, version: 0, objects: 0) }
            return Identity(applicationID: row.integer(at: 0), version: row.integer(at: 1), objects: row.integer(at: 2))
        }
    }

    /// The version of a history (0 for an empty file), or the refusal of anything else.
    private func check(_ identity: Identity) throws -> Int {
        switch identity.applicationID {
        case HistorySchema.applicationID:
            guard identity.version <= HistorySchema.version else {
                throw HistoryError.newerSchema(path: url.path, version: identity.version)
            }
            return identity.version
        case 0 where identity.objects == 0 && identity.version == 0:
            return 0
        case 0:
            throw HistoryError.notAHistory(path: url.path, reason: "an SQLite database of another program")
        default:
            let id = String(UInt32(truncatingIfNeeded: identity.applicationID), radix: 16)
            throw HistoryError.notAHistory(path: url.path, reason: "an SQLite database of another program (id 0x\(id))")
        }
    }

    /// Runs `body`, turning SQLite's "not a database" and "damaged" into the history's refusal.
    func guarded<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as SQLiteError {
            switch error {
            case .notADatabase: throw HistoryError.notAHistory(path: url.path, reason: "not an SQLite database")
            case .corrupt(_, let detail): throw HistoryError.notAHistory(path: url.path, reason: "damaged: \(detail)")
            default: throw error
            }
        }
    }
}
