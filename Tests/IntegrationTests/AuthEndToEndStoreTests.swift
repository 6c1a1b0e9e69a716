import Foundation
import QiitaEmulator
import QiitaStatsCore
import TestSupport
import Testing

/// The secret store end to end: unsafe stores are refused, and a canary token shows up nowhere but
/// the store, through every command that touches a token.
@Suite(.serialized) struct AuthEndToEndStoreTests {
    static let token = "emu-token-0123456789abcdef"

    enum Tampering: String, CaseIterable {
        case groupReadable, symlink, otherOwner
    }

    static let tamperings: [Tampering] =
        getuid() == 0 ? Tampering.allCases : Tampering.allCases.filter { $0 != .otherOwner }

    @Test(arguments: tamperings)
    func anUnsafeStoreIsRefusedWithExit77(_ tampering: Tampering) async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: [Self.token]))
        let login = await harness.run(
            ["auth", "login"], environment: harness.storeOnly, terminal: pipedStdin(Self.token))
        #expect(login.status == .success, "\(login.stderr)")
        let path = harness.credentialsFile.path
        let elsewhere = harness.home.url.appendingPathComponent("elsewhere.json").path
        switch tampering {
        case .groupReadable:
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        case .symlink:
            try FileManager.default.moveItem(atPath: path, toPath: elsewhere)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
        case .otherOwner:
            try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: path)
        }
        let before = FileManager.default.contents(atPath: tampering == .symlink ? elsewhere : path)
        let served = harness.requestLog.count

        for arguments in [["auth", "status"], ["fetch"], ["auth", "login"], ["auth", "logout"]] {
            let run = await harness.run(arguments, environment: harness.storeOnly, terminal: pipedStdin(Self.token))
            #expect(run.status == .authentication, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("the secret store \(path)"), "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("chmod 600 \(path)"), "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains(Self.token) && !run.stdout.contains(Self.token))
        }
        // Refused before any request with the stored token, and nothing written through a link.
        #expect(harness.requestLog.count - served <= 1, "only login's own check may reach the API")
        #expect(FileManager.default.contents(atPath: tampering == .symlink ? elsewhere : path) == before)
        if tampering == .symlink { #expect(permissions(path) == 0o777, "the link was replaced") }
    }

    @Test func aSymlinkedLockFileIsNotWrittenThrough() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: [Self.token]))
        try FileManager.default.createDirectory(at: harness.configFolder, withIntermediateDirectories: true)
        let victim = harness.home.url.appendingPathComponent("victim.txt")
        try Data("untouched".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(
            atPath: harness.credentialsFile.path + ".lock", withDestinationPath: victim.path)
        let login = await harness.run(
            ["auth", "login"], environment: harness.storeOnly, terminal: pipedStdin(Self.token))
        #expect(login.status != .success)
        #expect(login.stderr.contains("credentials.json.lock"), "\(login.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "untouched")
        #expect(!FileManager.default.fileExists(atPath: harness.credentialsFile.path))
    }

    @Test func aCanaryTokenAppearsOnlyInTheStore() async throws {
        let canary = "qs-canary-0f9e8d7c6b5a"
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 8, tokens: [canary]))
        let rejecting = try QiitaEmulator.start(EmulatorConfiguration(items: 1, tokens: ["another-token-000000"]))
        defer { rejecting.stop() }
        let elsewhere = ["QIITA_TOKEN": "", "QIITA_API_BASE_URL": rejecting.baseURL.absoluteString]
        let stdin = pipedStdin(canary + "\n")
        var runs: [(String, ToolRun)] = []
        func run(_ arguments: [String], _ environment: [String: String], expect status: ExitCode) async {
            let result = await harness.run(arguments, environment: environment, terminal: stdin)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            runs.append((arguments.joined(separator: " "), result))
        }

        await run(["auth", "login", "--verbose"], elsewhere, expect: .authentication)
        await run(["auth", "status", "--verbose"], elsewhere, expect: .authentication)
        await run(["auth", "status", "--json"], ["QIITA_TOKEN": canary] + elsewhere, expect: .authentication)
        await run(["fetch", "--verbose"], ["QIITA_TOKEN": canary] + elsewhere, expect: .authentication)
        await run(["auth", "login", "--verbose"], harness.storeOnly, expect: .success)
        await run(["auth", "login", "--with-token"], harness.storeOnly, expect: .success)
        await run(["auth", "status", "--verbose"], harness.storeOnly, expect: .success)
        await run(["auth", "status", "--json", "--verbose"], harness.storeOnly, expect: .success)
        await run(["fetch", "--verbose"], harness.storeOnly, expect: .success)
        await run(["report", "--json", "--refresh", "--verbose"], harness.storeOnly, expect: .success)
        await run(["report", "--json", "--verbose"], ["QIITA_TOKEN": canary], expect: .success)
        await run(["auth", "status", "--json"], ["QIITA_TOKEN": canary + " x"], expect: .authentication)
        await run(["auth", "login"], ["QIITA_TOKEN": canary], expect: .usage)
        #expect(filesContaining(canary, under: harness.home.url) == [".config/qiita-stats/credentials.json"])

        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: harness.credentialsFile.path)
        await run(["auth", "status", "--json", "--verbose"], harness.storeOnly, expect: .authentication)
        await run(["fetch", "--verbose"], harness.storeOnly, expect: .authentication)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: harness.credentialsFile.path)
        await run(["auth", "logout", "--verbose"], harness.storeOnly, expect: .success)

        for (command, result) in runs {
            #expect(!result.stdout.contains(canary), "\(command) printed the token: \(result.stdout)")
            #expect(!result.stderr.contains(canary), "\(command) printed the token: \(result.stderr)")
        }
        #expect(runs.contains { $0.1.stderr.contains("qiita-stats: GET") }, "--verbose logged no request")
        #expect(filesContaining(canary, under: harness.home.url).isEmpty)
        #expect(harness.requests("/api/").contains { $0.status == 200 && $0.hadAuthorization })
    }
}

/// Two environments as one; the left one wins.
private func + (left: [String: String], right: [String: String]) -> [String: String] {
    left.merging(right) { first, _ in first }
}
