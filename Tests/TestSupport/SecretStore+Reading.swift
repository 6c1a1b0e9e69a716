import Credentials
import Foundation

extension SecretStore {
    /// The token saved for `host`, if any.
    public func token(for host: String) throws(SecretStoreError) -> String? {
        try credential(for: host)?.token
    }

    /// Every host with a saved token, sorted.
    public func hosts() throws -> [String] {
        struct File: Decodable { var hosts: [String: StoredCredential] }
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return try JSONDecoder().decode(File.self, from: data).hosts.keys.sorted()
    }
}
