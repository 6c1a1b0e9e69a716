import Foundation
import QiitaStatsCore

/// Standard input that is a pipe holding `text`, as `echo TOKEN | qiita-stats auth login` gives.
public func pipedStdin(_ text: String) -> Terminal {
    Terminal(stdinIsTTY: false, readAll: { Array(text.utf8) })
}

extension EmulatorHarness {
    /// The secret store folder under the harness's home.
    public var configFolder: URL { home.url.appendingPathComponent(".config/qiita-stats") }

    /// The secret store file under the harness's home.
    public var credentialsFile: URL { configFolder.appendingPathComponent("credentials.json") }

    /// The host key of the emulator in the store and in messages (`127.0.0.1:PORT`).
    public var apiHost: String { "127.0.0.1:\(emulator.port)" }

    /// The environment without `QIITA_TOKEN`, so that only the store can give a token.
    public var storeOnly: [String: String] { ["QIITA_TOKEN": ""] }
}

/// Permission bits of `path` itself, not following a symlink; nil if nothing is there.
public func permissions(_ path: String) -> Int? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return Int(status.st_mode) & 0o7777
}

/// Names in `folder` that a writer left behind: `.NAME.tmp-…` temporary files.
public func temporaryLeftovers(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.contains(".tmp-") }
}

/// Every regular file under `root` whose bytes contain `needle`, as paths relative to `root`.
public func filesContaining(_ needle: String, under root: URL) -> [String] {
    let bytes = Data(needle.utf8)
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return ["<unreadable \(root.path)>"] }
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
        let path = root.appendingPathComponent(relative).path
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
        guard let data = FileManager.default.contents(atPath: path) else {
            found.append("<unreadable \(relative)>")
            continue
        }
        if data.range(of: bytes) != nil { found.append(relative) }
    }
    return found.sorted()
}

/// Names in the folder of a database other than the database itself (`-wal`, `-shm`, `-journal`).
public func leftovers(beside url: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
    return names.filter { $0 != url.lastPathComponent }.sorted()
}
