import Credentials
import Foundation
import QiitaStats
import QiitaStatsCore
import TestSupport
import Testing

/// A canary token goes through every path; it may appear in the store file and the
/// `Authorization` header, and nowhere else a user or a log could see.
@Suite struct SecretStoreCanaryTests {
    let canary = "CANARY7e1f0c2d9b8a7e1f0c2d9b8a7e1f0c2dzzzz"

    @Test func canaryAppearsOnlyInTheStoreAndTheHeader() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let qiita = OneTokenQiita(token: canary)
        var seen: [String] = []

        // A rejected login, then an accepted one, status in both forms, a broken store, logout.
        let rejected = harness.context(transport: OneTokenQiita(token: "other-token-0000000000"), stdin: canary)
        #expect(
            await harness.run { try await invoke(["auth", "login"], context: rejected) } == .authentication
        )
        let context = harness.context(transport: qiita, stdin: canary)
        #expect(await harness.run { try await invoke(["auth", "login"], context: context) } == .success)
        #expect(try String(contentsOf: harness.store.file, encoding: .utf8).contains(canary))
        #expect(await harness.run { try await invoke(["auth", "status"], context: context) } == .success)
        #expect(
            await harness.run { try await invoke(["auth", "status", "--json"], context: context) }
                == .success)
        let credential = try #require(try harness.store.credential(for: "qiita.com"))
        let resolved = try #require(
            try ResolvedToken.resolve(host: "qiita.com", environment: [:], store: harness.store))
        var dumped = ""
        dump(credential, to: &dumped)
        dump(resolved, to: &dumped)
        seen += [
            String(describing: credential), String(reflecting: credential), "\(resolved)", String(reflecting: resolved),
            dumped,
        ]

        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: harness.store.path)
        #expect(
            await harness.run { try await invoke(["auth", "status", "--json"], context: context) }
                == .authentication)
        try AtomicFile.write(
            Array("{\"version\":1,\"hosts\":{\"qiita.com\":\(canary)".utf8), to: harness.store.file, mode: 0o600)
        #expect(
            await harness.run { try await invoke(["auth", "status"], context: context) }
                == .authentication)
        await #expect(throws: SecretStoreError.self) { try await invoke(["auth", "logout"], context: context) }
        let badEnvironment = harness.context(transport: qiita, environment: ["QIITA_TOKEN": "\(canary) x"])
        #expect(
            await harness.run { try await invoke(["auth", "status"], context: badEnvironment) }
                == .authentication)

        seen += [harness.stdout.text, harness.stderr.text]
        for text in seen { #expect(!text.contains(canary), "canary leaked in: \(text)") }
        #expect(harness.stdout.text.contains("****zzzz"))
        #expect(
            harness.stderr.text.contains("the token from QIITA_TOKEN contains spaces, control or non-ASCII characters"))
        for request in qiita.requests.withLock({ $0 }) {
            #expect(!request.url.absoluteString.contains(canary))
            #expect(request.headers.filter { $0.value.contains(canary) }.map(\.name) == ["Authorization"])
        }
        #expect(qiita.urls.count == 3)
    }
}
