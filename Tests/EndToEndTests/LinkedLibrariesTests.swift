import Foundation
import TestSupport
import Testing

/// The shared libraries the built binary names for the dynamic loader (`ldd`; `otool -L` on
/// macOS). libpng, FreeType and fontconfig are linked: a machine without one fails at start with
/// the loader's message, never halfway through a report. libcurl is not: it is loaded when the
/// first request is made, so `--version` and a report from the store never map it and the ~30
/// libraries behind it.
@Suite struct LinkedLibrariesTests {
    @Test func theImageLibrariesAreLinkedAndLibcurlIsLoadedOnlyWhenARequestIsMade() async throws {
        let binary = builtProduct("qiita-stats")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build it first")
        let lister = try #require(
            installedProgram("ldd").map { [$0] } ?? installedProgram("otool").map { [$0, "-L"] }, "no ldd, no otool")
        let listed = try await runProgram(lister + [binary.path])
        #expect(listed.status == 0, "\(listed.stderr)")
        for library in ["libpng16", "libfreetype", "libfontconfig"] {
            #expect(listed.stdout.contains(library), "\(library) is not linked:\n\(listed.stdout)")
        }
        #expect(!listed.stdout.contains("libcurl"), "libcurl is linked:\n\(listed.stdout)")
    }
}
