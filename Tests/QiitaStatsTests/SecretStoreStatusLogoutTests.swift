import Credentials
import Foundation
import QiitaStats
import QiitaStatsCore
import TestSupport
import Testing

@Suite struct SecretStoreStatusLogoutTests {
    let good = "0123456789abcdef0123456789abcdef0123abcd"
    let envToken = "fedcba9876543210fedcba9876543210fedc9999"

    func loggedIn(_ harness: AuthHarness) throws {
        try harness.store.save(token: good, for: "qiita.com", user: "emu-user", savedAt: Date(timeIntervalSince1970: 0))
    }

    @Test func statusShowsUserSourceMaskAndRateLimit() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        try loggedIn(harness)
        let context = harness.context(transport: OneTokenQiita(token: good))

        let code = await harness.run { try await invoke(["auth", "status"], context: context) }

        #expect(code == .success)
        #expect(
            harness.stdout.text == """
                qiita.com
                  Logged in as emu-user
                  Token: ****abcd (from the secret store \(harness.store.path))
                  API: https://qiita.com
                  Rate limit: 998 of 1000 requests left

                """)
        #expect(harness.stderr.text == "")
    }

    @Test func environmentTokenWinsOverTheStore() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        try loggedIn(harness)
        let qiita = OneTokenQiita(token: envToken)
        let context = harness.context(transport: qiita, environment: ["QIITA_TOKEN": " \(envToken)\n"])

        let code = await harness.run { try await invoke(["auth", "status", "--json"], context: context) }

        #expect(code == .success)
        #expect(qiita.requests.withLock { $0.map { $0.header("Authorization") } } == ["Bearer \(envToken)"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.stdout.text.utf8)) as? [String: Any])
        #expect(json["logged_in"] as? Bool == true)
        #expect(json["user"] as? String == "emu-user")
        #expect(json["token"] as? String == "****9999")
        #expect(json["token_source"] as? String == "environment")
        #expect(json["host"] as? String == "qiita.com")
        #expect(json["rate_remaining"] as? Int == 998)
        #expect(json["error"] is NSNull)
    }

    @Test func statusWithoutATokenIs77AndSendsNothing() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let qiita = OneTokenQiita(token: good)
        let context = harness.context(transport: qiita)

        let code = await harness.run {
            try await invoke(["auth", "status", "--host", "team.qiita.com", "--json"], context: context)
        }

        #expect(code == .authentication)
        #expect(qiita.urls == [])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.stdout.text.utf8)) as? [String: Any])
        #expect(json["logged_in"] as? Bool == false)
        #expect(json["token_source"] is NSNull)
        #expect(json["error"] as? String == "not logged in to team.qiita.com")
        #expect(
            harness.stderr.text == """
                qiita-stats: error: not logged in to team.qiita.com
                hint: run `qiita-stats auth login --host team.qiita.com`, or set QIITA_TOKEN

                """)
    }

    @Test func rejectedStoredTokenIs77() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        try loggedIn(harness)
        let context = harness.context(transport: OneTokenQiita(token: envToken))

        let code = await harness.run { try await invoke(["auth", "status"], context: context) }

        #expect(code == .authentication)
        #expect(harness.stdout.text == "")
        #expect(
            harness.stderr.text.hasPrefix(
                "qiita-stats: error: qiita.com rejected the token from the secret store \(harness.store.path) (HTTP 401)"
            ))
    }

    @Test func insecureStoreMakesStatus77() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        try loggedIn(harness)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: harness.store.path)
        let qiita = OneTokenQiita(token: good)
        let context = harness.context(transport: qiita)

        let code = await harness.run { try await invoke(["auth", "status"], context: context) }

        #expect(code == .authentication)
        #expect(qiita.urls == [])
        #expect(harness.stderr.text.contains("hint: run `chmod 600 \(harness.store.path)`"))
    }

    @Test func logoutIsIdempotentAndSaysWhere() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        try loggedIn(harness)
        let context = harness.context(transport: UnavailableTransport())

        #expect(try await invoke(["auth", "logout"], context: context) == .success)
        #expect(try await invoke(["auth", "logout"], context: context) == .success)

        #expect(
            harness.stdout.text == """
                Logged out of qiita.com: removed its token from \(harness.store.path)
                Not logged in to qiita.com: \(harness.store.path) holds no token for it

                """)
        #expect(!FileManager.default.fileExists(atPath: harness.store.path))
    }

    @Test func logoutWarnsThatQiitaTokenStillApplies() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let context = harness.context(transport: UnavailableTransport(), environment: ["QIITA_TOKEN": envToken])

        #expect(try await invoke(["auth", "logout", "-q"], context: context) == .success)

        #expect(harness.stdout.text == "")
        #expect(
            harness.stderr.text
                == "note: QIITA_TOKEN is set in the environment and is still used until you unset it\n")
    }

    @Test func masksShowAtMostTheLastFourOfALongToken() {
        #expect(TokenMask.mask(good) == "****abcd")
        #expect(TokenMask.mask("0123456789abcdef") == "****cdef")
        #expect(TokenMask.mask("0123456789abcde") == "****")
        #expect(TokenMask.mask("abc") == "****")
        #expect(TokenMask.mask("") == "****")
    }
}
