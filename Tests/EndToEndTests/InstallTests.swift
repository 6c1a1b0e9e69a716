import Foundation
import TestSupport
import Testing

/// `make install` and `make uninstall` (scripts/install.sh) with the built binary, into a
/// temporary DESTDIR: the files land in the standard folders, the shells accept the completions.
@Suite struct InstallTests {
    static let installed = [
        "usr/local/bin/qiita-stats", "usr/local/share/man/man1/qiita-stats.1",
        "usr/local/share/bash-completion/completions/qiita-stats", "usr/local/share/zsh/site-functions/_qiita-stats",
        "usr/local/share/fish/vendor_completions.d/qiita-stats.fish",
    ]

    /// Installs into a fresh DESTDIR with PREFIX /usr/local; returns the DESTDIR.
    static func install() async throws -> TemporaryDirectory {
        let binary = builtProduct("qiita-stats")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build it first: swift build")
        let destination = TemporaryDirectory()
        let environment = ["PATH": "/usr/bin:/bin", "DESTDIR": destination.url.path, "PREFIX": "/usr/local"]
        let script = repositoryRoot.appendingPathComponent("scripts/install.sh").path
        let run = try await runProgram([script, binary.path], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return destination
    }

    @Test func installPutsEveryFileInItsStandardFolderAndUninstallRemovesThem() async throws {
        let destination = try await Self.install()
        for path in Self.installed {
            #expect(
                FileManager.default.fileExists(atPath: destination.url.appendingPathComponent(path).path), "\(path)")
        }
        let binary = destination.url.appendingPathComponent(Self.installed[0]).path
        #expect(try await runProgram([binary, "--version"]).stdout == "qiita-stats 1.0.0\n")
        let page = try String(contentsOf: destination.url.appendingPathComponent(Self.installed[1]), encoding: .utf8)
        #expect(page == (try repositoryText("qiita-stats.1")))
        let zsh = try String(contentsOf: destination.url.appendingPathComponent(Self.installed[3]), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef qiita-stats\n"), "compinit autoloads it from $fpath")

        let script = repositoryRoot.appendingPathComponent("scripts/install.sh").path
        let environment = ["PATH": "/usr/bin:/bin", "DESTDIR": destination.url.path, "PREFIX": "/usr/local"]
        let removal = try await runProgram([script, "--uninstall", binary], environment: environment)
        #expect(removal.status == 0)
        for path in Self.installed {
            #expect(
                !FileManager.default.fileExists(atPath: destination.url.appendingPathComponent(path).path), "\(path)")
        }
    }

    /// `bash -n`, `zsh -n`, `fish -n` on the installed completions; zsh and fish come with
    /// `make deps SHELLS=1`, and without them (and without SHELLS=1) their check is skipped.
    @Test(arguments: [
        ("bash", "usr/local/share/bash-completion/completions/qiita-stats"),
        ("zsh", "usr/local/share/zsh/site-functions/_qiita-stats"),
        ("fish", "usr/local/share/fish/vendor_completions.d/qiita-stats.fish"),
    ])
    func theShellAcceptsItsCompletions(shell: String, path: String) async throws {
        guard let program = installedProgram(shell) else {
            #expect(!shellsRequired, "QIITA_STATS_REQUIRE_SHELLS=1 but no \(shell) (make deps SHELLS=1)")
            if !shellsRequired { print("note: \(shell) is not installed; its completions are not checked") }
            return
        }
        let destination = try await Self.install()
        let file = destination.url.appendingPathComponent(path).path
        let environment = ["PATH": "/usr/bin:/bin", "HOME": destination.url.path]
        let check = try await runProgram([program, "-n", file], environment: environment)
        #expect(check.status == 0 && check.stderr == "", "\(shell) -n \(path): \(check.stderr)")
    }
}
