import Foundation
import TestSupport
import Testing

/// The binary under `umask 077`, set in its shell only.
@Suite struct OutputUmaskTests {
    /// With the built binary under `umask 077`: every folder it makes for an
    /// output is `0700`, and every file `0600`.
    @Test func outputFoldersOfTheBinaryHeedTheUmask() throws {
        let binary = builtProduct("qiita-stats")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build it first")
        let home = try homeStoring()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c",
            "umask 077 && \"$0\" report -q --offline --month 2026-03 --png deep/a/b/c.png --html "
                + "--output out; \"$0\" report -q --offline --month 2026-03 --png",
            binary.path,
        ]
        process.environment = ["HOME": home.url.path, "TZ": "UTC"]
        process.currentDirectoryURL = home.url
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // The fixture has an article with incomplete data: exit 3, outputs written.
        #expect(process.terminationStatus == 3)
        for folder in ["deep", "deep/a", "deep/a/b", "out", "output"] {
            #expect(permissions(home.url.appendingPathComponent(folder).path) == 0o700, "\(folder)")
        }
        for file in ["deep/a/b/c.png", "out/report.html", "output/contributions.png"] {
            #expect(permissions(home.url.appendingPathComponent(file).path) == 0o600, "\(file)")
        }
    }
}
