import Foundation
import QiitaEmulator
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `auth login` at a terminal, with the built binary on a pseudo-terminal: what the screen shows
/// and the terminal's settings once the prompt is left, by Enter or by Ctrl-C.
@Suite(.serialized) struct TerminalPromptTests {
    static let binary = builtProduct("qiita-stats")
    static let prompt = "Paste a Qiita access token"

    private func requireBinary() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "build it first: swift build --build-tests (looked at \(Self.binary.path))")
    }

    /// Waits for `process` to end (a minute at most, so that a hang fails rather than stalls).
    private func ended(_ process: Process) async -> Bool {
        await poll(every: .milliseconds(20), until: { !process.isRunning })
    }

    @Test func ctrlCAtTheLoginPromptLeavesTheTerminalAsItWas() async throws {
        try requireBinary()
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5))
        let terminal = try PseudoTerminal()
        let before = terminal.settings
        let child = try terminal.run(
            [Self.binary.path, "auth", "login"], environment: childEnvironment(home: harness.home.url, harness: harness)
        )
        defer { if child.isRunning { child.terminate() } }
        #expect(await poll(until: { terminal.text.contains(Self.prompt) }), "no prompt: \(terminal.text)")
        #expect(!terminal.echoes, "echo is on at the prompt")
        kill(child.processIdentifier, SIGINT)
        #expect(await ended(child))
        #expect(terminal.settings == before, "the terminal's settings changed: echo is \(terminal.echoes)")
        #expect(child.terminationReason == .uncaughtSignal && child.terminationStatus == SIGINT)
        // The interruption starts a line of its own, after the prompt's.
        #expect(terminal.text.hasSuffix("\r\nqiita-stats: error: interrupted\r\n"), "\(terminal.text)")
        #expect(!FileManager.default.fileExists(atPath: harness.credentialsFile.path))
    }

    @Test func withTokenAtATerminalPromptsAndNeverShowsTheToken() async throws {
        try requireBinary()
        let token = "typed-token-0d5c97e1"
        let harness = try EmulatorHarness(EmulatorConfiguration(items: 5, tokens: [token]))
        let terminal = try PseudoTerminal()
        let before = terminal.settings
        let child = try terminal.run(
            [Self.binary.path, "auth", "login", "--with-token"],
            environment: childEnvironment(home: harness.home.url, harness: harness))
        defer { if child.isRunning { child.terminate() } }
        #expect(await poll(until: { terminal.text.contains(Self.prompt) }), "no prompt: \(terminal.text)")
        // One line is read: no Ctrl-D is needed (one typed anyway would only end the input).
        terminal.type(token + "\n")
        #expect(await ended(child))
        #expect(child.terminationReason == .exit && child.terminationStatus == 0, "\(terminal.text)")
        #expect(terminal.text.contains("Logged in to \(harness.apiHost) as emu-user"), "\(terminal.text)")
        #expect(!terminal.text.contains(token), "the token was shown: \(terminal.text)")
        #expect(terminal.settings == before)
    }
}
