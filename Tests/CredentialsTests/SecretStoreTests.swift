import Credentials
import Foundation
import Synchronization
import TestSupport
import Testing

@Suite struct SecretStoreTests {
    let date = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z

    @Test func savesHostsSideBySideInAPrivateFile() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let store = SecretStore(file: scratch.file("config/qiita-stats/credentials.json"))

        try store.save(token: "token-for-qiita-0001", for: "qiita.com", user: "emu-user", savedAt: date)
        try store.save(token: "token-for-team-0002", for: "Team.Qiita.com", user: nil, savedAt: date)

        #expect(try store.token(for: "qiita.com") == "token-for-qiita-0001")
        #expect(try store.token(for: "team.qiita.com") == "token-for-team-0002")
        #expect(try store.token(for: "other.qiita.com") == nil)
        #expect(try store.credential(for: "qiita.com")?.user == "emu-user")
        #expect(try store.credential(for: "qiita.com")?.savedAt == "2026-01-01T00:00:00Z")
        #expect(try store.hosts() == ["qiita.com", "team.qiita.com"])
        #expect(scratch.permissions(store.file) == 0o600)
        #expect(scratch.permissions(scratch.file("config/qiita-stats")) == 0o700)
        #expect(scratch.names(in: scratch.file("config/qiita-stats")) == ["credentials.json", "credentials.json.lock"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: store.file)) as? [String: Any]
        #expect(json?["version"] as? Int == 1)
        #expect((json?["hosts"] as? [String: Any])?.keys.sorted() == ["qiita.com", "team.qiita.com"])
    }

    @Test func savingAgainReplacesTheHostsToken() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let store = SecretStore(file: scratch.file("credentials.json"))
        try store.save(token: "first-token-aaaaaaaa", for: "qiita.com", user: "a", savedAt: date)
        try store.save(token: "second-token-bbbbbbb", for: "qiita.com", user: "b", savedAt: date)
        #expect(try store.credential(for: "qiita.com")?.token == "second-token-bbbbbbb")
        #expect(try store.credential(for: "qiita.com")?.user == "b")
    }

    @Test func missingStoreHasNoTokenAndLogoutCreatesNothing() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let store = SecretStore(file: scratch.file("absent/credentials.json"))
        #expect(try store.token(for: "qiita.com") == nil)
        #expect(try store.remove(host: "qiita.com") == false)
        #expect(!FileManager.default.fileExists(atPath: scratch.file("absent").path))
    }

    @Test func removeKeepsOtherHostsAndDeletesTheFileWithTheLastEntry() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let store = SecretStore(file: scratch.file("credentials.json"))
        try store.save(token: "token-for-qiita-0001", for: "qiita.com", user: "a", savedAt: date)
        try store.save(token: "token-for-team-0002", for: "team.qiita.com", user: "b", savedAt: date)

        #expect(try store.remove(host: "qiita.com"))
        #expect(try store.remove(host: "qiita.com") == false)
        #expect(try store.hosts() == ["team.qiita.com"])
        #expect(scratch.permissions(store.file) == 0o600)
        #expect(try store.remove(host: "team.qiita.com"))
        #expect(!FileManager.default.fileExists(atPath: store.file.path))
    }

    @Test func looseExistingFolderIsTightenedOnSave() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let folder = scratch.file("qiita-stats")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let store = SecretStore(file: folder.appendingPathComponent("credentials.json"))

        try store.save(token: "token-for-qiita-0001", for: "qiita.com", user: "a", savedAt: date)

        #expect(scratch.permissions(folder) == 0o700)
    }

    /// Ten threads, each a full lock + read + modify + write with its own host: none is lost.
    @Test func concurrentWritersLoseNoEntry() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let store = SecretStore(file: scratch.file("qiita-stats/credentials.json"))
        let failures = Mutex<[String]>([])
        let date = date

        runConcurrently(threads: 10) { index in
            do throws(SecretStoreError) {
                try store.save(
                    token: "token-number-\(index)-xxxxxxxx", for: "host\(index).example", user: "u\(index)",
                    savedAt: date)
            } catch {
                failures.withLock { $0.append(error.message) }
            }
        }

        #expect(failures.withLock { $0 } == [])
        #expect(try store.hosts() == (0..<10).map { "host\($0).example" }.sorted())
        for index in 0..<10 {
            #expect(try store.token(for: "host\(index).example") == "token-number-\(index)-xxxxxxxx")
        }
        #expect(scratch.names(in: scratch.file("qiita-stats")) == ["credentials.json", "credentials.json.lock"])
    }
}
