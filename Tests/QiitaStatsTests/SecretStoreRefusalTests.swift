import Credentials
import Foundation
import QiitaStats
import QiitaStatsCore
import TestSupport
import Testing

/// Stores that must not be used: each refusal exits 77, names the file and says how to fix it.
@Suite struct SecretStoreRefusalTests {
    let canary = "CANARY-0123456789abcdef-TOKEN"

    /// A store holding the canary token, in its own scratch folder.
    func makeStore() throws -> (SecretsScratch, SecretStore) {
        let scratch = try SecretsScratch()
        let store = SecretStore(file: scratch.file("qiita-stats/credentials.json"))
        try store.save(token: canary, for: "qiita.com", user: "emu-user", savedAt: Date(timeIntervalSince1970: 0))
        return (scratch, store)
    }

    /// The error of reading the store, checked for what every refusal must show and hide.
    func refusal(_ store: SecretStore) -> SecretStoreError? {
        do {
            _ = try store.token(for: "qiita.com")
            return nil
        } catch {
            let stderr = CapturedOutput()
            _ = ErrorReporter.report(error, to: stderr.sink)
            #expect(!stderr.text.contains(canary))
            #expect(!String(describing: error).contains(canary))
            #expect(error.message.contains(store.path))
            return error
        }
    }

    @Test func groupOrOtherBitsAreRefused() throws {
        let (scratch, store) = try makeStore()
        defer { scratch.remove() }
        for mode in [0o644, 0o640, 0o604, 0o620, 0o601] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: store.path)
            let error = try #require(refusal(store))
            #expect(error == .insecurePermissions(path: store.path, permissions: UInt32(mode)))
            #expect(error.exitCode == .authentication)
            #expect(error.hint?.contains("chmod 600 \(store.path)") == true)
        }
        #expect(
            SecretStoreError.insecurePermissions(path: "/c/credentials.json", permissions: 0o644).message
                == "the secret store /c/credentials.json is accessible by other users (mode 0644); refusing to use it")
        // Saving over an insecure store is refused too: a login never launders a leaked file.
        #expect(throws: SecretStoreError.insecurePermissions(path: store.path, permissions: 0o601)) {
            try store.save(token: "another-token-000000", for: "team.qiita.com", user: nil, savedAt: Date())
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: store.path)
        #expect(try store.token(for: "qiita.com") == canary)
    }

    @Test(.enabled(if: getuid() == 0, "chown to another user needs root"))
    func storeOwnedByAnotherUserIsRefused() throws {
        let (scratch, store) = try makeStore()
        defer { scratch.remove() }
        try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: store.path)

        let error = try #require(refusal(store))

        #expect(error == .wrongOwner(path: store.path, owner: 65534, user: 0))
        #expect(error.exitCode == .authentication)
        #expect(error.hint?.contains("chmod 600 \(store.path)") == true)
    }

    @Test func symlinkedStoreIsRefused() throws {
        let (scratch, store) = try makeStore()
        defer { scratch.remove() }
        let real = scratch.file("elsewhere.json")
        try FileManager.default.moveItem(at: store.file, to: real)
        try FileManager.default.createSymbolicLink(at: store.file, withDestinationURL: real)

        let error = try #require(refusal(store))

        #expect(error == .symbolicLink(path: store.path))
        #expect(error.exitCode == .authentication)
        #expect(error.hint == "replace the link with the file itself, then run `chmod 600 \(store.path)`")
        #expect(throws: SecretStoreError.symbolicLink(path: store.path)) { try store.remove(host: "qiita.com") }
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("{\"version\":1,\"hosts\":{\"qiita.com\":{\"token\":\"CANARY-0123456789abcdef-TOKEN", "it is not valid JSON"),
        ("[\"CANARY-0123456789abcdef-TOKEN\"]", "it has no format version"),
        ("{\"version\":2,\"hosts\":{}}", "format version 2 is not one this qiita-stats reads"),
        (
            "{\"version\":1,\"hosts\":{\"qiita.com\":{\"token\":[\"CANARY-0123456789abcdef-TOKEN\"]}}}",
            "its entries are not of the form {\"token\": \"…\", \"user\": \"…\"}"
        ),
    ])
    func corruptStoreIsAnErrorNamingTheFileNeverAReset(contents: String, reason: String) throws {
        let (scratch, store) = try makeStore()
        defer { scratch.remove() }
        try AtomicFile.write(Array(contents.utf8), to: store.file, mode: 0o600)

        let error = try #require(refusal(store))

        #expect(error == .corrupt(path: store.path, reason: reason))
        #expect(error.exitCode == .authentication)
        #expect(error.hint == "fix or remove \(store.path), then run `qiita-stats auth login`")
        #expect(throws: SecretStoreError.corrupt(path: store.path, reason: reason)) {
            try store.save(token: "another-token-000000", for: "qiita.com", user: nil, savedAt: Date())
        }
        #expect(try String(contentsOf: store.file, encoding: .utf8) == contents)
    }

    @Test func folderInPlaceOfTheFileIsRefused() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let store = SecretStore(file: scratch.file("credentials.json"))
        try FileManager.default.createDirectory(at: store.file, withIntermediateDirectories: false)
        #expect(throws: SecretStoreError.notRegularFile(path: store.path)) { try store.token(for: "qiita.com") }
    }

    @Test func pathsWithSpacesAreQuotedInHints() {
        let error = SecretStoreError.insecurePermissions(path: "/home/a b/it's.json", permissions: 0o644)
        #expect(error.hint?.hasPrefix("run `chmod 600 '/home/a b/it'\\''s.json'`") == true)
    }
}
