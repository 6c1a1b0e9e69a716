import Foundation
import TestSupport
import Testing

@testable import QiitaStats
@testable import QiitaStatsCore

/// The umask is process-wide: these tests set it only around the write under test, one at a time.
@Suite(.serialized) struct AtomicFileUmaskTests {
    @Test(arguments: [0o000, 0o022, 0o077] as [UInt32])
    func privateModesAreExactAndOutputFoldersHeedTheUmask(mask: UInt32) throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let shared = scratch.file("public/a/badge.json")
        let secret = scratch.file("private/b/token")

        let previous = UInt32(umask(mode_t(mask)))
        let results = (
            Result { try AtomicFile.write(Array("{}".utf8), to: shared) },
            Result { try AtomicFile.write(Array("x".utf8), to: secret, mode: 0o600, directoryMode: .exactly(0o700)) }
        )
        _ = umask(mode_t(previous))
        try results.0.get()
        try results.1.get()

        #expect(scratch.permissions(shared) == 0o644)
        // An output's folders are the user's, as `mkdir -p` would make them.
        #expect(scratch.permissions(scratch.file("public")) == 0o777 & ~mask)
        #expect(scratch.permissions(scratch.file("public/a")) == 0o777 & ~mask)
        #expect(scratch.permissions(secret) == 0o600)
        #expect(scratch.permissions(scratch.file("private")) == 0o700)
        #expect(scratch.permissions(scratch.file("private/b")) == 0o700)
        #expect(scratch.names(in: scratch.file("private/b")) == ["token"])
    }
}

extension AtomicFileUmaskTests {
    /// The acceptance check of the issue: a login under any umask leaves a `0600` file in a
    /// `0700` folder and nothing else but the lock file.
    @Test(arguments: [0o000, 0o022, 0o077] as [UInt32])
    func loginGivesAPrivateStoreWhateverTheUmask(mask: UInt32) async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let token = "0123456789abcdef0123456789abcdef01234567"
        let context = harness.context(transport: OneTokenQiita(token: token), stdin: token)

        let previous = UInt32(umask(mode_t(mask)))
        let code = await harness.run { try await invoke(["auth", "login"], context: context) }
        _ = umask(mode_t(previous))

        #expect(code == .success)
        #expect(harness.scratch.permissions(harness.store.file) == 0o600)
        #expect(harness.scratch.permissions(harness.scratch.file("config/qiita-stats")) == 0o700)
        #expect(harness.scratch.permissions(harness.scratch.file("config")) == 0o700)
        #expect(harness.scratch.permissions(harness.scratch.file("config/qiita-stats/credentials.json.lock")) == 0o600)
        #expect(
            harness.scratch.names(in: harness.scratch.file("config/qiita-stats")) == [
                "credentials.json", "credentials.json.lock",
            ])
        #expect(try harness.store.token(for: "qiita.com") == token)
    }
}
