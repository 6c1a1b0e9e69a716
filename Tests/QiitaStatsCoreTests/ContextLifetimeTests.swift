import Foundation
import QiitaStatsCore
import TestSupport
import Testing

/// ``Context/keepUntilExit``: the running process keeps what it is given (a loaded snapshot is
/// not freed just before the exit); a test's context lets it go.
@Suite struct ContextLifetimeTests {
    final class Probe: Sendable {}

    @Test func theLiveContextKeepsAValueUntilTheProcessExits() {
        let context = Context.live(transport: UnavailableTransport())
        weak var kept: Probe?
        do {
            let probe = Probe()
            kept = probe
            context.keepUntilExit(probe)
        }
        #expect(kept != nil)
    }

    @Test func aTestsContextLetsItGo() {
        let home = FileManager.default.temporaryDirectory
        let context = Context(stdout: .discard, stderr: .discard, workingDirectory: home, homeDirectory: home)
        weak var kept: Probe?
        do {
            let probe = Probe()
            kept = probe
            context.keepUntilExit(probe)
        }
        #expect(kept == nil)
    }
}
