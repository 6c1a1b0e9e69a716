import Foundation
import TestSupport
import Testing

@testable import QiitaStats

/// The manual page: checked in at the root, generated from the catalog, and rendered by man
/// without a warning.
@Suite struct ManPageTests {
    @Test func theCheckedInPageIsWhatHelpManPrintsNow() async throws {
        let run = await runTool(["help", "--man"])
        #expect(run.status == .success)
        let checkedIn = try repositoryText("qiita-stats.1")
        #expect(
            run.stdout == checkedIn,
            "qiita-stats.1 is stale: run `make man` and commit it (or `qiita-stats help --man > qiita-stats.1`)")
    }

    @Test func helpManTakesNoCommand() async {
        let run = await runTool(["help", "--man", "report"])
        #expect(run.status == .usage)
        #expect(run.stderr.hasPrefix("qiita-stats: error: help --man prints the whole manual; give no COMMAND\n"))
    }

    @Test func everyCommandOptionAndExitCodeIsOnThePage() async throws {
        let page = ManPage.text()
        for spec in CommandCatalog.leaves {
            #expect(page.contains(".SS \"\(ManPage.escape(spec.name))\""), "no section for \(spec.name)")
            for option in spec.allOptions {
                #expect(page.contains("\\fB\\-\\-\(ManPage.escape(option.name))\\fR"), "\(spec.name) --\(option.name)")
            }
        }
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
            #expect(page.contains("\n.SH \(section)\n"), "no \(section)")
        }
        #expect(page.contains("\n.SH EXAMPLES\n") && page.contains("\n.SH SEE ALSO\n"))
        for code in [0, 1, 3, 64, 65, 69, 75, 77, 130] { #expect(page.contains(".TP\n.B \(code)\n")) }
        #expect(page.contains("qiita\\-stats 1.0.0"))
    }

    @Test func roffSpecialsAreEscaped() {
        #expect(ManPage.escape(".hidden request") == "\\&.hidden request")
        #expect(ManPage.escape("'quote") == "\\&'quote")
        #expect(ManPage.escape("a\\b") == "a\\eb")
        #expect(ManPage.escape("--with-token") == "\\-\\-with\\-token")
        #expect(ManPage.escape("say \"hi\"") == "say \\(dqhi\\(dq")
        #expect(ManPage.escape("1–64") == "1\\[u2013]64")
        #expect(ManPage.withoutCJKAsides("include limited-share (限定共有) items") == "include limited-share items")
    }

    /// The page as `man -l` shows it in an 80-column terminal, and groff's own check: man-db's and groff's (macOS
    /// has neither: its man is mandoc's), which `make deps SHELLS=1` installs.
    @Test(.enabled(if: shellsRequired || (installedProgram("man") != nil && installedProgram("groff") != nil)))
    func manRendersThePageWithoutWarnings() async throws {
        let man = try #require(installedProgram("man"), "QIITA_STATS_REQUIRE_SHELLS=1 but no man (make deps SHELLS=1)")
        let groff = try #require(installedProgram("groff"), "no groff (make deps SHELLS=1)")
        let page = repositoryRoot.appendingPathComponent("qiita-stats.1").path
        let environment = ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8", "MAN_KEEP_STDERR": "1"]
        let rendered = try await runProgram([man, "--warnings", "-l", page], environment: environment)
        #expect(rendered.status == 0)
        #expect(rendered.stderr == "", "man warned")
        #expect(rendered.stdout.contains("QIITA-STATS(1)"))
        #expect(rendered.stdout.contains("       qiita-stats report [PERIOD] [OUTPUTS] [DISPLAY] [DATA]\n"))
        #expect(rendered.stdout.contains("--include-private"), "hyphens stay hyphens")
        let checked = try await runProgram([groff, "-man", "-ww", "-z", page], environment: environment)
        #expect(checked.status == 0 && checked.stderr == "", "\(checked.stderr)")
    }
}
