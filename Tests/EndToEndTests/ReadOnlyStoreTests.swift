import Foundation
import QiitaEmulator
import TestSupport
import Testing

/// The commands that only read work from a data folder the user cannot write, and leave it as it was; a fetch there
/// fails saying why. Root ignores permissions: as root, the binary runs as `nobody` (setpriv), who owns the store.
@Suite(.serialized) struct ReadOnlyStoreTests {
    static let binary = builtProduct("qiita-stats")
    static let nobody = "65534"

    /// `arguments` run by the built binary as the store's owner, in `harness`'s home with its token.
    static func run(_ arguments: [String], _ harness: EmulatorHarness) async throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let user =
            getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"] : []
        let environment = childEnvironment(home: harness.home.url, harness: harness).merging([
            "QIITA_TOKEN": "emu-token"
        ]) { $1 }
        let child = try ChildProcess(user + [binary.path] + arguments, environment: environment)
        return await child.finish(stdin: "")
    }

    @Test func readingCommandsWorkWhereTheStoreCannotBeWritten() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build it first")
        try #require(getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"))
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 30))
        #expect(await harness.run(["fetch"]).status == .success)
        let folder = harness.storeFile.deletingLastPathComponent()
        if getuid() == 0 {
            let chown = try Process.run(
                URL(fileURLWithPath: "/bin/chown"),
                arguments: ["-R", "\(Self.nobody):\(Self.nobody)", harness.home.url.path])
            chown.waitUntilExit()
        }
        #expect(chmod(folder.path, 0o500) == 0)
        defer { chmod(folder.path, 0o700) }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)

        let json = try await Self.run(["report", "--offline", "--json", "--year", "2025"], harness)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.hasPrefix("{\n  \"schema_version\": 2,"), "\(json.stdout.prefix(200))")
        let badge = try await Self.run(["badge", "--offline", "--format", "json", "--output", "-"], harness)
        #expect(badge.status == 0 && badge.stdout.contains("\"message\": \""), "\(badge.stderr)")
        let export = try await Self.run(["history", "export"], harness)
        #expect(
            export.status == 0
                && export.stdout.split(separator: "\n").count
                    == harness.emulator.dataset.items.filter { !$0.isPrivate }.count,
            "\(export.stderr)")
        let status = try await Self.run(["auth", "status"], harness)
        #expect(status.status == 0 && status.stdout.contains("Logged in as emu-user"), "\(status.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == before, "nothing written there")

        // Writing needs the folder: the fetch fails before any request, and says so.
        let requests = harness.requestLog.count
        let fetch = try await Self.run(["fetch"], harness)
        #expect(fetch.status == 1, "\(fetch.stderr)")
        #expect(fetch.stderr.hasPrefix("qiita-stats: error: the database \(harness.storeFile.path) cannot be written"))
        #expect(fetch.stderr.contains("hint: check that the folder exists and that you may write to it"))
        #expect(harness.requestLog.count == requests)
    }
}
