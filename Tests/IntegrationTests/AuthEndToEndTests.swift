import Credentials
import Foundation
import QiitaEmulator
import QiitaStatsCore
import Synchronization
import TestSupport
import Testing

/// The secret store end to end: `auth login|status|logout` and the token in use, through the whole
/// tool, libcurl and the emulator on loopback.
@Suite(.serialized) struct AuthEndToEndTests {
    static let token = "emu-token-0123456789abcdef"

    @Test func loginStoresTheCheckedTokenPrivatelyAndFetchUsesIt() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 20, tokens: [Self.token]))
        let login = await harness.run(
            ["auth", "login"], environment: harness.storeOnly, terminal: pipedStdin(Self.token + "\n"))
        #expect(login.status == .success, "\(login.stderr)")
        #expect(login.stdout == "Logged in to \(harness.apiHost) as emu-user\n")
        let path = harness.credentialsFile.path
        #expect(permissions(path) == 0o600)
        #expect(permissions(harness.configFolder.path) == 0o700)
        #expect(temporaryLeftovers(in: harness.configFolder).isEmpty)
        let stored = try #require(try SecretStore(file: harness.credentialsFile).credential(for: harness.apiHost))
        #expect(stored.token == Self.token && stored.user == "emu-user")

        let status = await harness.run(["auth", "status"], environment: harness.storeOnly)
        #expect(status.status == .success, "\(status.stderr)")
        #expect(status.stdout.contains("Logged in as emu-user"))
        #expect(status.stdout.contains("Token: ****cdef (from the secret store \(path))"))
        #expect(!status.stdout.contains("bcdef"), "more than the last 4 characters shown")

        let json = await harness.run(["auth", "status", "--json"], environment: harness.storeOnly)
        #expect(json.status == .success, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["user"] as? String == "emu-user")
        #expect(object["logged_in"] as? Bool == true)
        #expect(object["token"] as? String == "****cdef")
        #expect(object["token_source"] as? String == "store")
        #expect(object["store"] as? String == path)
        #expect(object["host"] as? String == harness.apiHost)

        let fetch = await harness.run(["fetch"], environment: harness.storeOnly)
        #expect(fetch.status == .success, "\(fetch.stderr)")
        #expect(fetch.stdout.contains("Fetched 20 items of emu-user"))
        let api = harness.requests("/api/")
        #expect(api.count >= 4)
        #expect(api.allSatisfy { $0.hadAuthorization && $0.status == 200 })
    }

    @Test func aRejectedTokenIsNotStored() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: [Self.token]))
        let login = await harness.run(
            ["auth", "login", "--with-token"], environment: harness.storeOnly,
            terminal: pipedStdin("wrong-token-0123456789\n"))
        #expect(login.status == .authentication)
        #expect(login.stderr.contains("\(harness.apiHost) rejected the token from standard input (HTTP 401)"))
        #expect(login.stdout.isEmpty)
        #expect(harness.requests("/api/v2/authenticated_user").map(\.status) == [401])
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.home.url.path).isEmpty)
    }

    @Test func onATerminalLoginPromptsWithTheTokenPage() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: [Self.token]))
        let prompts = Mutex<[String]>([])
        func terminal(typing token: String) -> Terminal {
            Terminal(
                stdinIsTTY: true, stderrIsTTY: true,
                readSecret: { prompt in
                    prompts.withLock { $0.append(prompt) }
                    return token
                })
        }
        let wrong = await harness.run(
            ["auth", "login"], environment: harness.storeOnly, terminal: terminal(typing: "wrong-token-0123456789"))
        #expect(wrong.status == .authentication)
        #expect(wrong.stderr.contains("\(harness.apiHost) rejected the token from the prompt (HTTP 401)"))
        let forbidden = await harness.run(
            ["--no-input", "auth", "login"], environment: harness.storeOnly, terminal: terminal(typing: Self.token))
        #expect(forbidden.status == .authentication)
        #expect(forbidden.stderr.contains("--no-input forbids asking for one"))
        let login = await harness.run(
            ["auth", "login"], environment: harness.storeOnly, terminal: terminal(typing: Self.token))
        #expect(login.status == .success, "\(login.stderr)")
        let page = "\(harness.emulator.baseURL.absoluteString)/settings/tokens/new?read_qiita=1&description=qiita-stats"
        #expect(prompts.withLock { $0 }.count == 2)
        #expect(prompts.withLock { $0 }.allSatisfy { $0.contains("(create one at \(page)): ") })
        #expect(!login.stdout.contains(Self.token) && !login.stderr.contains(Self.token))
    }

    @Test func loginRefusesWhileQIITATOKENIsSetWithoutARequest() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: [Self.token]))
        let login = await harness.run(
            ["auth", "login"], environment: ["QIITA_TOKEN": Self.token], terminal: pipedStdin(Self.token))
        #expect(login.status == .usage)
        #expect(login.stderr.contains("QIITA_TOKEN is set, and it is used instead of any stored token"))
        #expect(login.stderr.contains("unset QIITA_TOKEN first"))
        #expect(harness.requestLog.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: harness.credentialsFile.path))
    }

    @Test func theEnvironmentTokenWinsOverTheStoredOne() async throws {
        let envToken = "t1-env-token-00000000000001"
        let storedToken = "t2-stored-token-0000000002"
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: [envToken]))
        try SecretStore(file: harness.credentialsFile).save(
            token: storedToken, for: harness.apiHost, user: "emu-user", savedAt: Date())

        let fetch = await harness.run(["fetch"], environment: ["QIITA_TOKEN": envToken])
        #expect(fetch.status == .success, "\(fetch.stderr)")
        // The emulator accepts only t1: every authorised 200 proves the env token was sent.
        let api = harness.requests("/api/")
        #expect(!api.isEmpty && api.allSatisfy { $0.hadAuthorization && $0.status == 200 })
        let status = await harness.run(["auth", "status"], environment: ["QIITA_TOKEN": envToken])
        #expect(status.status == .success)
        #expect(status.stdout.contains("Token: ****0001 (from QIITA_TOKEN)"))

        // Without the env token the stored one is used, and the emulator rejects it.
        let storeOnly = await harness.run(["fetch"], environment: harness.storeOnly)
        #expect(storeOnly.status == .authentication)
        #expect(
            storeOnly.stderr.contains(
                "\(harness.apiHost) rejected the token from the secret store \(harness.credentialsFile.path)"))
        #expect(!storeOnly.stderr.contains("fix QIITA_TOKEN"), "QIITA_TOKEN is not set")
        #expect(harness.requests("/api/").last?.status == 401)
    }

    @Test func logoutRemovesTheTokenAndIsIdempotent() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: [Self.token]))
        let login = await harness.run(
            ["auth", "login"], environment: harness.storeOnly, terminal: pipedStdin(Self.token))
        #expect(login.status == .success, "\(login.stderr)")
        let path = harness.credentialsFile.path

        let logout = await harness.run(["auth", "logout"], environment: harness.storeOnly)
        #expect(logout.status == .success, "\(logout.stderr)")
        #expect(logout.stdout == "Logged out of \(harness.apiHost): removed its token from \(path)\n")
        #expect(!FileManager.default.fileExists(atPath: path))

        let again = await harness.run(["auth", "logout"], environment: harness.storeOnly)
        #expect(again.status == .success, "\(again.stderr)")
        #expect(again.stdout == "Not logged in to \(harness.apiHost): \(path) holds no token for it\n")

        let status = await harness.run(["auth", "status"], environment: harness.storeOnly)
        #expect(status.status == .authentication)
        // QIITA_API_BASE_URL chose the host, so the hint needs no --host (which it would override).
        #expect(
            status.stderr == """
                qiita-stats: error: not logged in to \(harness.apiHost)
                hint: run `qiita-stats auth login`, or set QIITA_TOKEN

                """)

        let withEnvironment = await harness.run(["auth", "logout"])
        #expect(withEnvironment.status == .success)
        #expect(withEnvironment.stderr.contains("QIITA_TOKEN is set in the environment and is still used"))
    }

    @Test func theTokenGoesOnlyToTheAPIHost() async throws {
        let harness = try EmulatorHarness(
            EmulatorConfiguration(items: 5, tokens: [Self.token], avatarHost: "127.0.0.2"))
        let login = await harness.run(
            ["auth", "login"], environment: harness.storeOnly, terminal: pipedStdin(Self.token))
        #expect(login.status == .success, "\(login.stderr)")
        let fetch = await harness.run(["fetch"], environment: harness.storeOnly)
        #expect(fetch.status == .success, "\(fetch.stderr)")
        let avatar = try #require(harness.requestLog.first { $0.path.hasPrefix("/avatars/") })
        #expect(avatar.host == "127.0.0.2")
        #expect(!avatar.hadAuthorization)
        #expect(harness.requests("/api/").allSatisfy { $0.hadAuthorization })
    }

    @Test(arguments: [["auth", "login"], ["auth", "status"], ["fetch"], ["report", "--json"]])
    func aPlainHTTPBaseThatIsNotLoopbackIsRefusedBeforeAnyRequest(arguments: [String]) async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: [Self.token]))
        // login refuses a set QIITA_TOKEN first; the others must refuse with it set.
        let token = arguments == ["auth", "login"] ? "" : Self.token
        let run = await harness.run(
            arguments, environment: ["QIITA_API_BASE_URL": "http://example.com", "QIITA_TOKEN": token],
            terminal: pipedStdin(Self.token))
        #expect(run.status == .usage)
        #expect(run.stderr.contains("plain http to a host that is not loopback; refusing to send a token"))
        #expect(harness.requestLog.isEmpty)
        #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
    }
}
