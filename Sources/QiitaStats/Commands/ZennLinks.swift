import Foundation
import QiitaStatsCore

/// The Zenn user linked to each account (`--zenn USER`, `--zenn -`): `{"HOST USER": "ZENN_USER"}` in `zenn.json`,
/// `0600` in a `0700` folder like the token, replaced atomically.
struct ZennLinks {
    /// The file: `zenn.json` in `$XDG_CONFIG_HOME/qiita-stats/`.
    let file: URL

    init(_ locations: FileLocations) {
        file = locations.configDirectory.appendingPathComponent("zenn.json")
    }

    /// The Zenn user linked to `user` on `host`, if any.
    func user(host: String, account user: String) throws -> String? {
        try load()[Self.key(host, user)]
    }

    /// Links `zenn` to `user` on `host` (nil: unlinks); nothing is written when nothing changes.
    func link(_ zenn: String?, host: String, account user: String) throws {
        var links = try load()
        guard links[Self.key(host, user)] != zenn else { return }
        links[Self.key(host, user)] = zenn
        let text = JSONValue.object(links.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }).prettyPrinted
        try AtomicFile.write(Array(text.utf8), to: file, mode: 0o600, directoryMode: .exactly(0o700))
    }

    private static func key(_ host: String, _ user: String) -> String { "\(host.lowercased()) \(user)" }

    private func load() throws -> [String: String] {
        guard let contents = try FileContents.read(file) else { return [:] }
        guard let links = try? JSONDecoder().decode([String: String].self, from: Data(contents.bytes)) else {
            throw CommandError(
                message: "the Zenn links file \(file.path) cannot be read: it is not a JSON object of user names",
                hint: "fix or delete it; 'fetch --zenn USER' writes it again", exitCode: .dataError)
        }
        return links
    }
}
