import Foundation
import QiitaEmulator
import QiitaStatsCore
import TestSupport
import Testing

/// Outputs were always 0644, whatever the umask, and
/// an output made 0600 was widened when replaced; a `--include-private` JSON holds the
/// limited-share URLs, which work like passwords. The umask is process-wide, so it is set in
/// child processes only.
@Suite(.serialized) struct OutputPermissionTests {
    static let binary = builtProduct("qiita-stats")
    /// `qiita-stats report --json PATH` from the fixture snapshot (stored in the home, PATH's folder) under `umask`, in
    /// a child.
    private func report(to path: URL, umask: String) async throws -> (status: Int32, stderr: String) {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "build it first: swift build --build-tests (looked at \(Self.binary.path))")
        try ContributionsFixture.snapshot().store(in: path.deletingLastPathComponent())
        let command =
            "umask \(umask) && exec \"$0\" report --offline --month 2026-11 --tz Asia/Tokyo --include-private"
            + " --json \"$1\""
        let child = try ChildProcess(
            ["/bin/sh", "-c", command, Self.binary.path, path.path],
            environment: ["HOME": path.deletingLastPathComponent().path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        let result = await child.finish(stdin: "")
        return (result.status, result.stderr)
    }

    @Test(arguments: [("077", 0o600), ("027", 0o640), ("022", 0o644), ("002", 0o664)])
    func aNewOutputGetsWhatTheUmaskLeaves(umask: String, mode: Int) async throws {
        let folder = TemporaryDirectory()
        let output = folder.url.appendingPathComponent("report.json")
        let run = try await report(to: output, umask: umask)
        #expect(run.status == 0 || run.status == 3, "\(run.stderr)")
        #expect(permissions(output.path) == mode, "umask \(umask)")
        #expect(temporaryLeftovers(in: folder.url).isEmpty)
    }

    @Test func replacingAnOutputKeepsItsMode() async throws {
        let folder = TemporaryDirectory()
        let output = folder.url.appendingPathComponent("report.json")
        for mode in [0o600, 0o640, 0o444] {
            try Data("old".utf8).write(to: output)
            #expect(chmod(output.path, UInt32(mode)) == 0)
            let run = try await report(to: output, umask: "022")
            #expect(run.status == 0 || run.status == 3, "\(run.stderr)")
            #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("{\n  \"schema_version\": 2,"))
            #expect(permissions(output.path) == mode, "a \(String(mode, radix: 8)) file was replaced by another mode")
            #expect(chmod(output.path, 0o600) == 0)
        }
    }

    @Test func theCacheAndTheStoreStayPrivateUnderAnOpenUmask() async throws {
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 20))
        let child = try ChildProcess(
            ["/bin/sh", "-c", "umask 000 && exec \"$0\" fetch", Self.binary.path],
            environment: childEnvironment(home: harness.home.url, harness: harness).merging(["QIITA_TOKEN": "emu-token"]
            ) { $1 })
        let result = await child.finish(stdin: "")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(permissions(harness.storeFile.path) == 0o600)
        #expect(permissions(harness.storeFile.deletingLastPathComponent().path) == 0o700)
    }
}
