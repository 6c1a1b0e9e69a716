import Foundation
import QiitaModel
import QiitaStatsCore

/// The cache of §2: `$XDG_CACHE_HOME/qiita-stats/HOST/USER/` holds `snapshot.json` and the
/// avatar (`avatar.png`, `.jpeg`, `.gif` or `.webp`); `HOST/self` names the token's user.
///
/// Every write is atomic and happens under a lock, only after a fetch succeeded, so a failed
/// fetch leaves the previous files byte-identical.
public struct SnapshotCache: Sendable {
    /// `$XDG_CACHE_HOME/qiita-stats`.
    public let root: URL

    /// The cache under `root`.
    public init(root: URL) { self.root = root }

    /// The folder of one user on one host.
    public func folder(host: String, user: String) -> URL {
        root.appendingPathComponent(Self.safe(host), isDirectory: true).appendingPathComponent(
            Self.safe(user), isDirectory: true)
    }

    /// The user id of the token's user on `host`, as of the last fetch.
    public func selfUser(host: String) -> String? {
        let url = root.appendingPathComponent(Self.safe(host), isDirectory: true).appendingPathComponent("self")
        guard let file = MappedFile.open(url.path) else { return nil }
        // The id and its line break; ids are ASCII, so the ends are trimmed byte by byte.
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
        guard let first = file.bytes.firstIndex(where: { !isSpace($0) }),
            let last = file.bytes.lastIndex(where: { !isSpace($0) })
        else { return nil }
        return String(decoding: file.bytes[first...last], as: UTF8.self)
    }

    /// The cached snapshot of `user` (the token's user when nil), or nil when there is none.
    public func load(host: String, user: String?) throws(CacheError) -> CachedSnapshot? {
        guard let user = user ?? selfUser(host: host) else { return nil }
        let folder = folder(host: host, user: user)
        let file = folder.appendingPathComponent("snapshot.json")
        guard let mapped = MappedFile.open(file.path) else { return nil }
        let snapshot: Snapshot
        do {
            snapshot = try SnapshotReader.decode(mapped)
        } catch {
            throw .corrupt(file.path, DecodingErrorText.describe(error))
        }
        var avatar: Avatar?
        for format in Avatar.Format.allCases {
            let url = folder.appendingPathComponent("avatar.\(format.rawValue)")
            if let bytes = FileManager.default.contents(atPath: url.path) {
                avatar = Avatar(bytes: [UInt8](bytes))
                break
            }
        }
        return CachedSnapshot(snapshot: snapshot, avatar: avatar, savedAt: mapped.modified)
    }

    /// What ``save(_:avatar:isSelf:)`` did.
    public enum SaveOutcome: Sendable, Equatable {
        /// The snapshot replaced the cached one.
        case saved
        /// A public-only snapshot (`fetch --user`) met the richer snapshot of a fetch with the
        /// user's own token (views, limited-share items): the cache kept the richer one.
        case keptRicher
    }

    /// Saves a successful fetch: snapshot, avatar (when there is a new one) and, for the
    /// token's own user, the `self` pointer. A public-only snapshot never replaces one with
    /// views: `fetch --user <your own id>` must not lose your views and limited-share items.
    @discardableResult
    public func save(_ snapshot: Snapshot, avatar: Avatar?, isSelf: Bool) throws(CacheError) -> SaveOutcome {
        let folder = folder(host: snapshot.host, user: snapshot.user.id)
        let hostFolder = folder.deletingLastPathComponent()
        let file = folder.appendingPathComponent("snapshot.json")
        let bytes = Self.encode(snapshot)
        do {
            try Directory.create(folder, mode: .exactly(0o700))
            return try FileLock(guarding: hostFolder.appendingPathComponent("cache")).withLock {
                () throws(FileSystemError) -> SaveOutcome in
                if !snapshot.viewsAvailable, Self.hasViews(file) { return .keptRicher }
                // Every write of the cache holds this lock: a temporary file found now is the
                // leftover of a writer that was killed, never one being written.
                Self.removeLeftovers(in: folder)
                Self.removeLeftovers(in: hostFolder)
                try AtomicFile.write(bytes, to: file, mode: 0o600)
                if let avatar {
                    try AtomicFile.write(
                        avatar.bytes, to: folder.appendingPathComponent("avatar.\(avatar.format.rawValue)"), mode: 0o600
                    )
                    for other in Avatar.Format.allCases where other != avatar.format {
                        try? FileManager.default.removeItem(
                            at: folder.appendingPathComponent("avatar.\(other.rawValue)"))
                    }
                }
                if isSelf {
                    try AtomicFile.write(
                        Array((snapshot.user.id + "\n").utf8), to: hostFolder.appendingPathComponent("self"),
                        mode: 0o600)
                }
                return .saved
            }
        } catch {
            throw .unwritable(error)
        }
    }

    /// Removes the temporary files of killed writes (`.snapshot.json.tmp-…`, `.self.tmp-…`).
    private static func removeLeftovers(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let targets = ["snapshot.json", "self"] + Avatar.Format.allCases.map { "avatar.\($0.rawValue)" }
        for name in names where targets.contains(where: { name.hasPrefix(".\($0).tmp-") }) {
            _ = Platform.removeFile(folder.appendingPathComponent(name).path)
        }
    }

    /// Whether the snapshot in `file` was fetched with the user's own token (it has views).
    /// A file that cannot be read has nothing worth keeping.
    private static func hasViews(_ file: URL) -> Bool {
        guard let mapped = MappedFile.open(file.path), let snapshot = try? SnapshotReader.decode(mapped)
        else { return false }
        return snapshot.viewsAvailable
    }

    /// The snapshot as stable, pretty JSON (sorted keys), so unchanged data gives unchanged bytes
    /// (``SnapshotWriter``, `JSONEncoder`'s layout).
    static func encode(_ snapshot: Snapshot) -> [UInt8] {
        SnapshotWriter.encode(snapshot)
    }

    /// A path component that cannot climb out of the cache (`..`, `/`).
    static func safe(_ component: String) -> String {
        let cleaned = component.map { $0.isLetter || $0.isNumber || "-_.:".contains($0) ? $0 : "_" }
        let name = String(cleaned)
        return name == "." || name == ".." || name.isEmpty ? "_" + name : name
    }
}

/// A snapshot read from the cache.
public struct CachedSnapshot: Sendable {
    /// The snapshot.
    public var snapshot: Snapshot
    /// The avatar beside it.
    public var avatar: Avatar?
    /// When it was written.
    public var savedAt: Date
}

/// Cache failures.
public enum CacheError: UserFacingError, Equatable {
    /// The snapshot file cannot be decoded.
    case corrupt(String, String)
    /// The cache could not be written.
    case unwritable(FileSystemError)

    public var exitCode: ExitCode {
        switch self {
        case .corrupt: .dataError
        case .unwritable(let error): error.exitCode
        }
    }

    public var message: String {
        switch self {
        case .corrupt(let path, let why): "the cached snapshot \(path) cannot be read: \(why)"
        case .unwritable(let error): "the cache could not be written: \(error.message)"
        }
    }

    public var hint: String? {
        switch self {
        case .corrupt: "run 'qiita-stats fetch' to replace it (or delete the file)"
        case .unwritable(let error): error.hint
        }
    }
}
