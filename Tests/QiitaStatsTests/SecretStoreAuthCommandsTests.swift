import Foundation
import QiitaStatsCore
import Synchronization
import TestSupport
import Testing

@testable import Credentials
@testable import QiitaStats

/// A Qiita that knows one token: `GET /api/v2/authenticated_user` answers 200 for it and 401
/// for any other. Any other request fails loudly.
final class OneTokenQiita: HTTPTransport {
    let token: String
    let requests = Mutex<[HTTPRequest]>([])
    let answer: @Sendable (HTTPRequest) -> HTTPResponse?

    init(token: String, answer: (@Sendable (HTTPRequest) -> HTTPResponse?)? = nil) {
        self.token = token
        self.answer = answer ?? { _ in nil }
    }

    // It answers at once: nothing waits, so there is nothing to cap.

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        requests.withLock { $0.append(request) }
        if let custom = answer(request) { return custom }
        guard request.url.path == "/api/v2/authenticated_user" else {
            throw .refused("unexpected request \(request.url.absoluteString)")
        }
        let rate = HTTPHeaders([("rate-limit", "1000"), ("rate-remaining", "998"), ("rate-reset", "1767225600")])
        if request.header("Authorization") == "Bearer \(token)" {
            return HTTPResponse(
                status: 200, headers: rate, body: Data(#"{"id":"emu-user","name":"","items_count":3}"#.utf8),
                url: request.url)
        }
        return HTTPResponse(
            status: 401, headers: rate, body: Data(#"{"message":"Unauthorized","type":"unauthorized"}"#.utf8),
            url: request.url)
    }

    var urls: [String] { requests.withLock { $0.map(\.url.absoluteString) } }
}

/// A scratch config folder, captured output and a terminal, for one auth command.
final class AuthHarness: Sendable {
    let scratch: SecretsScratch
    let stdout = CapturedOutput()
    let stderr = CapturedOutput()
    let prompts = Mutex<[String]>([])

    init() throws { scratch = try SecretsScratch() }

    var store: SecretStore { SecretStore(file: scratch.file("config/qiita-stats/credentials.json")) }

    func context(
        transport: any HTTPTransport, environment: [String: String] = [:], stdin: String = "", tty: Bool = false
    ) -> Context {
        Context(
            environment: environment.merging(["XDG_CONFIG_HOME": scratch.file("config").path]) { a, _ in a },
            clock: { Date(timeIntervalSince1970: 1_767_225_600) },
            stdout: stdout.sink, stderr: stderr.sink,
            terminal: Terminal(
                stdinIsTTY: tty, readAll: { Array(stdin.utf8) },
                readSecret: { prompt in
                    self.prompts.withLock { $0.append(prompt) }
                    return stdin
                }),
            transport: transport,
            workingDirectory: scratch.url, homeDirectory: scratch.file("home"))
    }

    /// Runs a command the way the tool will: a thrown error goes through ``ErrorReporter``.
    func run(_ command: () async throws -> ExitCode) async -> ExitCode {
        do { return try await command() } catch { return ErrorReporter.report(error, to: stderr.sink) }
    }
}

@Suite struct SecretStoreAuthCommandsTests {
    let good = "0123456789abcdef0123456789abcdef01234567"

    @Test func loginFromPipedStdinVerifiesThenSaves() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let qiita = OneTokenQiita(token: good)
        let context = harness.context(transport: qiita, stdin: "  \(good)\n")

        let code = await harness.run { try await invoke(["auth", "login"], context: context) }

        #expect(code == .success)
        #expect(harness.stdout.text == "Logged in to qiita.com as emu-user\n")
        #expect(harness.stderr.text == "")
        #expect(qiita.urls == ["https://qiita.com/api/v2/authenticated_user"])
        #expect(qiita.requests.withLock { $0.first?.header("authorization") } == "Bearer \(good)")
        #expect(
            try harness.store.credential(for: "qiita.com")
                == StoredCredential(token: good, user: "emu-user", savedAt: "2026-01-01T00:00:00Z"))
        #expect(harness.prompts.withLock { $0 } == [])
    }

    @Test func loginOnATerminalPromptsWithTheTokenPage() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let context = harness.context(transport: OneTokenQiita(token: good), stdin: good, tty: true)

        let code = await harness.run {
            try await invoke(["auth", "login", "--host", "team.qiita.com"], context: context)
        }

        #expect(code == .success)
        #expect(
            harness.prompts.withLock { $0 } == [
                "Paste a Qiita access token with the read_qiita scope (create one at "
                    + "https://team.qiita.com/settings/tokens/new?read_qiita=1&read_qiita_team=1&description=qiita-stats): "
            ])
        #expect(harness.stdout.text == "Logged in to team.qiita.com as emu-user\n")
        #expect(try harness.store.hosts() == ["team.qiita.com"])
    }

    @Test func rejectedTokenIsNotSaved() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let context = harness.context(transport: OneTokenQiita(token: good), stdin: "ffff\(good.dropFirst(4))")

        let code = await harness.run { try await invoke(["auth", "login"], context: context) }

        #expect(code == .authentication)
        #expect(
            harness.stderr.text == """
                qiita-stats: error: qiita.com rejected the token from standard input (HTTP 401)
                hint: run `qiita-stats auth login` with a valid token with the read_qiita scope

                """)
        #expect(harness.stdout.text == "")
        #expect(!FileManager.default.fileExists(atPath: harness.scratch.file("config").path))
    }

    @Test func loginRefusesWhileQiitaTokenIsSet() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let qiita = OneTokenQiita(token: good)
        let context = harness.context(transport: qiita, environment: ["QIITA_TOKEN": good], stdin: good)

        let code = await harness.run { try await invoke(["auth", "login"], context: context) }

        #expect(code == .usage)
        #expect(harness.stderr.text.hasPrefix("qiita-stats: error: QIITA_TOKEN is set"))
        #expect(qiita.urls == [])
    }

    /// A fetch ignores a blank `QIITA_TOKEN` (spaces, a line break): login and logout read it the same way.
    @Test func aQiitaTokenOfOnlyALineBreakIsUnsetForLoginAndLogoutAsForAFetch() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let qiita = OneTokenQiita(token: good)
        let environment = ["QIITA_TOKEN": " \n"]
        let login = harness.context(transport: qiita, environment: environment, stdin: good)

        #expect(await harness.run { try await invoke(["auth", "login"], context: login) } == .success)
        #expect(try harness.store.credential(for: "qiita.com")?.token == good)
        let logout = harness.context(transport: qiita, environment: environment)
        #expect(await harness.run { try await invoke(["auth", "logout", "-q"], context: logout) } == .success)
        #expect(harness.stderr.text == "")
    }

    @Test(arguments: [
        ("", false, "no token was given"),
        ("  \n", false, "no token was given"),
        ("abc def", false, "the token from standard input contains spaces, control or non-ASCII characters"),
        ("abc\ndef", false, "the token from standard input contains spaces, control or non-ASCII characters"),
        ("ignored", true, "a token is needed but --no-input forbids asking for one"),
    ])
    func unusableInputSendsNothing(stdin: String, tty: Bool, expected: String) async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let qiita = OneTokenQiita(token: good)
        let context = harness.context(transport: qiita, stdin: stdin, tty: tty)

        let error = await #expect(throws: CommandError.self) {
            try await invoke(["auth", "login", "--no-input"], context: context)
        }
        #expect(error?.message == expected)
        #expect(error?.exitCode == .authentication)
        #expect(qiita.urls == [])
        #expect(harness.prompts.withLock { $0 } == [])
    }

    @Test func insecureBaseURLIsRefusedBeforeAnyRequest() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let qiita = OneTokenQiita(token: good)
        let context = harness.context(
            transport: qiita, environment: ["QIITA_API_BASE_URL": "http://qiita.example:8080"], stdin: good)

        let code = await harness.run { try await invoke(["auth", "login"], context: context) }

        #expect(code == .usage)
        #expect(qiita.urls == [])
        #expect(harness.stderr.text.contains("refusing to send a token"))
    }

    @Test func loopbackOverrideKeepsItsOwnStoreEntry() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let qiita = OneTokenQiita(token: good)
        let context = harness.context(
            transport: qiita, environment: ["QIITA_API_BASE_URL": "http://127.0.0.1:8080"], stdin: good)

        let code = await harness.run { try await invoke(["auth", "login"], context: context) }

        #expect(code == .success)
        #expect(qiita.urls == ["http://127.0.0.1:8080/api/v2/authenticated_user"])
        #expect(try harness.store.hosts() == ["127.0.0.1:8080"])
    }

    @Test(arguments: [
        (
            429, [("Rate-Reset", "1767225600")], ExitCode.rateLimited,
            "the qiita.com API rate limit is exhausted until 2026-01-01 09:00:00 +09:00"
        ),
        (403, [("Rate-Remaining", "0")], .rateLimited, "the qiita.com API rate limit is exhausted"),
        (403, [], .authentication, "qiita.com refused the token from standard input (HTTP 403)"),
        (503, [], .unavailable, "qiita.com answered HTTP 503 when checking the token"),
        (200, [], .dataError, "qiita.com answered the token check with something that is not a user"),
    ])
    func failedChecksMapToTheContractsExitCodes(
        status: Int, headers: [(String, String)], code: ExitCode, message: String
    ) async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let qiita = OneTokenQiita(token: good) { request in
            HTTPResponse(status: status, headers: HTTPHeaders(headers), body: Data("<html>".utf8), url: request.url)
        }
        let context = harness.context(transport: qiita, environment: ["TZ": "Asia/Tokyo"], stdin: good)

        let result = await harness.run { try await invoke(["auth", "login"], context: context) }

        #expect(result == code)
        #expect(harness.stderr.text.hasPrefix("qiita-stats: error: \(message)\n"))
        #expect(!FileManager.default.fileExists(atPath: harness.store.path))
    }

    @Test func unreachableAPIIsExit69() async throws {
        let harness = try AuthHarness()
        defer { harness.scratch.remove() }
        let context = harness.context(transport: UnavailableTransport(), stdin: good)

        let code = await harness.run { try await invoke(["auth", "login"], context: context) }

        #expect(code == .unavailable)
        #expect(
            harness.stderr.text.hasPrefix(
                "qiita-stats: error: could not reach qiita.com: GET /api/v2/authenticated_user: no HTTP transport"))
    }
}

extension HTTPRequest {
    /// The value of the first header called `name`, case-insensitively.
    func header(_ name: String) -> String? {
        headers.first { HTTPHeaders.sameName($0.name, name) }?.value
    }
}
