import Credentials
import Foundation
import QiitaEmulator
import TestSupport
import Testing

/// The secret store end to end with the built binary in child processes: concurrent logins and the
/// umask, which is process-wide and so is never changed in the test process.
@Suite(.serialized) struct AuthEndToEndProcessTests {
    static let binary = builtProduct("qiita-stats")

    @Test func tenConcurrentLoginsLeaveOneValidFile() async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "build it first: swift build --build-tests (looked at \(Self.binary.path))")
        let tokens = (0..<10).map { "emu-token-concurrent-\($0)-0000000000" }
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: tokens))
        let environment = childEnvironment(home: harness.home.url, harness: harness)
        // Each child waits for its standard input, so all ten run before any can finish.
        let children = try tokens.map { _ in
            try ChildProcess([Self.binary.path, "auth", "login", "--with-token"], environment: environment)
        }
        var results: [(status: Int32, stdout: String, stderr: String)] = []
        for (child, token) in zip(children, tokens) { results.append(await child.finish(stdin: token + "\n")) }

        for result in results {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "Logged in to \(harness.apiHost) as emu-user\n")
        }
        // Each child has read its answer; the emulator records it once sent, which a busy machine may delay.
        #expect(await poll(until: { harness.requests("/api/v2/authenticated_user").count == 10 }))
        let data = try Data(contentsOf: harness.credentialsFile)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let hosts = try #require(object["hosts"] as? [String: [String: Any]])
        #expect(Array(hosts.keys) == [harness.apiHost])
        let saved = try #require(hosts[harness.apiHost]?["token"] as? String)
        #expect(tokens.contains(saved))
        #expect(permissions(harness.credentialsFile.path) == 0o600)
        #expect(permissions(harness.configFolder.path) == 0o700)
        #expect(temporaryLeftovers(in: harness.configFolder).isEmpty)
        let status = await harness.run(["auth", "status"], environment: harness.storeOnly)
        #expect(status.status == .success, "\(status.stderr)")
    }

    @Test(arguments: ["000", "022", "077"])
    func loginUnderAnyUmaskGivesA0600FileInA0700Folder(umask: String) async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "build it first: swift build --build-tests (looked at \(Self.binary.path))")
        let token = "emu-token-0123456789abcdef"
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: [token]))
        let child = try ChildProcess(
            ["/bin/sh", "-c", "umask \(umask) && exec \"$0\" auth login --with-token", Self.binary.path],
            environment: childEnvironment(home: harness.home.url, harness: harness))
        let result = await child.finish(stdin: token)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(permissions(harness.credentialsFile.path) == 0o600)
        #expect(permissions(harness.configFolder.path) == 0o700)
        #expect(permissions(harness.home.url.appendingPathComponent(".config").path) == 0o700)
        let lock = try #require(permissions(harness.credentialsFile.path + ".lock"))
        #expect(lock & 0o077 == 0, "the lock file is open to others: \(String(lock, radix: 8))")
        #expect(temporaryLeftovers(in: harness.configFolder).isEmpty)
        #expect(try SecretStore(file: harness.credentialsFile).token(for: harness.apiHost) == token)
    }
}
