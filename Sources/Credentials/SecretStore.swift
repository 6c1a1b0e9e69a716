import Foundation
import QiitaStatsCore

/// The file secret store (docs/cli.md §5): a token per host in `credentials.json` (0600, folder 0700), atomic writes.
public struct SecretStore: Sendable {
    /// The secret store's file: `credentials.json` in `$XDG_CONFIG_HOME/qiita-stats/`.
    public static func url(in locations: FileLocations) -> URL {
        locations.configDirectory.appendingPathComponent("credentials.json")
    }

    /// The credentials file (``url(in:)``).
    public let file: URL

    /// The store in `file`.
    public init(file: URL) { self.file = file }

    /// The path of the file, for messages.
    public var path: String { file.path }

    /// The entry saved for `host`, if any.
    public func credential(for host: String) throws(SecretStoreError) -> StoredCredential? {
        try load()?.hosts[Self.key(host)]
    }

    /// Saves `token` for `host`, keeping the other hosts' entries.
    public func save(token: String, for host: String, user: String?, savedAt: Date) throws(SecretStoreError) {
        let folder = file.deletingLastPathComponent()
        do {
            try Directory.create(folder, mode: .exactly(0o700))
            try makePrivate(folder)
        } catch {
            throw .fileSystem(error)
        }
        let entry = StoredCredential(token: token, user: user, savedAt: savedAt.formatted(.iso8601))
        try locked { () throws(SecretStoreError) in
            var contents = try load() ?? CredentialsFile()
            contents.hosts[Self.key(host)] = entry
            try write(contents)
        }
    }

    /// Removes the entry of `host`, and the file with its last entry; false if there was none.
    public func remove(host: String) throws(SecretStoreError) -> Bool {
        guard Platform.linkStatus(path) != nil else { return false }
        return try locked { () throws(SecretStoreError) -> Bool in
            guard var contents = try load(), contents.hosts.removeValue(forKey: Self.key(host)) != nil else {
                return false
            }
            if contents.hosts.isEmpty {
                guard unlink(path) == 0 else {
                    throw .fileSystem(.cannotRemove(path: path, errno: errno))
                }
            } else {
                try write(contents)
            }
            return true
        }
    }

    /// Hosts are names: `QIITA.com` and `qiita.com` are one entry.
    private static func key(_ host: String) -> String { host.lowercased() }

    /// The parsed file, nil if there is none, after the ownership and permission checks.
    private func load() throws(SecretStoreError) -> CredentialsFile? {
        let contents: FileContents
        do {
            guard let read = try FileContents.read(file) else { return nil }
            contents = read
        } catch {
            switch error {
            case .symbolicLink: throw .symbolicLink(path: path)
            case .notRegularFile: throw .notRegularFile(path: path)
            default: throw .fileSystem(error)
            }
        }
        guard contents.owner == getuid() else {
            throw .wrongOwner(path: path, owner: contents.owner, user: getuid())
        }
        guard contents.permissions & 0o077 == 0 else {
            throw .insecurePermissions(path: path, permissions: contents.permissions)
        }
        return try decode(contents.bytes)
    }

    private func decode(_ bytes: [UInt8]) throws(SecretStoreError) -> CredentialsFile {
        guard (try? JSONSerialization.jsonObject(with: Data(bytes))) != nil else {
            throw .corrupt(path: path, reason: bytes.isEmpty ? "it is empty" : "it is not valid JSON")
        }
        struct Version: Decodable { var version: Int? }
        let version = (try? JSONDecoder().decode(Version.self, from: Data(bytes)))?.version
        guard version == CredentialsFile.currentVersion else {
            throw .corrupt(
                path: path,
                reason: version.map { "format version \($0) is not one this qiita-stats reads" }
                    ?? "it has no format version")
        }
        // The decoder's own messages may quote values; none of them reach the user.
        guard let file = try? JSONDecoder().decode(CredentialsFile.self, from: Data(bytes)) else {
            throw .corrupt(path: path, reason: "its entries are not of the form {\"token\": \"…\", \"user\": \"…\"}")
        }
        return file
    }

    private func write(_ contents: CredentialsFile) throws(SecretStoreError) {
        let hosts = contents.hosts.sorted { $0.key < $1.key }.map { host, entry in
            let values: JSONValue = .object([
                "saved_at": .string(entry.savedAt), "token": .string(entry.token), "user": .string(entry.user),
            ])
            return (host, values)
        }
        let text = JSONValue.object(["hosts": .object(hosts), "version": .int(contents.version)]).prettyPrinted
        do {
            try AtomicFile.write(Array(text.utf8), to: file, mode: 0o600, directoryMode: nil)
        } catch {
            throw .fileSystem(error)
        }
    }

    private func locked<Result>(_ body: () throws(SecretStoreError) -> Result) throws(SecretStoreError) -> Result {
        try FileLock(guarding: file).withLock(ifUnavailable: SecretStoreError.fileSystem, body)
    }

    /// Tightens our own store folder to `0700` if it was created looser (by hand, or an old umask).
    private func makePrivate(_ folder: URL) throws(FileSystemError) {
        guard let status = Platform.linkStatus(folder.path), status.kind == .directory, status.owner == getuid(),
            status.permissions & 0o077 != 0
        else { return }
        guard chmod(folder.path, 0o700) == 0 else {
            throw .cannotCreateDirectory(path: folder.path, errno: errno)
        }
    }
}
