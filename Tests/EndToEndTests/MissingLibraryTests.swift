import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Whether this process may make a mount namespace of its own: root, with `unshare`, and not in a
/// container that withholds CAP_SYS_ADMIN (there `unshare -m` fails, which is no fault of the tool).
private let canHideLibraries: Bool = {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    probe.arguments = ["-m", "/bin/true"]
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
}()

/// The built binary on a machine without FreeType: libfreetype.so.6 is hidden by a bind mount of
/// /dev/null in a mount namespace of the child's own (`unshare -m`).
@Suite(.enabled(if: canHideLibraries))
struct MissingLibraryTests {
    /// A report without `--png` runs; `--png` exits 69 naming the library, its package and `make deps`.
    @Test func withoutFreeTypeOnlyTheImageFailsAndSaysWhatToInstall() async throws {
        let binary = builtProduct("qiita-stats")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build it first")
        let home = try homeStoring()
        func run(_ outputs: String...) async throws -> (status: Int32, stdout: String, stderr: String) {
            let hide =
                "mount --bind /dev/null \"$(readlink -f \"$(ldconfig -p | awk '/libfreetype.so.6 /{print $NF; exit}')\")\""
            let report = ["\"$0\" report -q --offline --month 2026-03 --color never"] + outputs
            let command = ["/usr/bin/unshare", "-m", "/bin/sh", "-c", "\(hide) && \(report.joined(separator: " "))"]
            let child = try ChildProcess(
                command + [binary.path], environment: ["HOME": home.url.path, "TZ": "UTC"],
                directory: home.url)
            return await child.finish(stdin: "")
        }

        let terminal = try await run()
        // The fixture has an article with incomplete data: exit 3, the grid printed.
        #expect(terminal.status == 3, "\(terminal.stderr)")
        #expect(terminal.stdout.contains("Mar"))
        let png = try await run("--png", "out.png")
        #expect(png.status == 69)
        #expect(
            png.stderr.contains("qiita-stats: error: libfreetype.so.6 (Debian: libfreetype6) could not be loaded: "))
        #expect(png.stderr.contains("hint: install it: make deps"))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("out.png").path))
    }
}
