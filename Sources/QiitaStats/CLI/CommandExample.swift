/// A command line shown to users as an example, in `--help` and in the manual page.
///
/// Every example runs in the tests against the emulator and must exit with ``exitStatus``.
struct CommandExample: Sendable {
    /// The command line as typed, starting with `qiita-stats`.
    let command: String
    /// What it does, in a few words.
    let summary: String
    /// The exit status it has against a working API (0 unless it shows a refusal).
    let exitStatus: Int32
    /// Whether the top-level `--help` shows it too (the manual page shows them all).
    let inHelp: Bool

    /// An example.
    init(_ command: String, _ summary: String, exitStatus: Int32 = 0, inHelp: Bool = false) {
        self.command = command
        self.summary = summary
        self.exitStatus = exitStatus
        self.inHelp = inHelp
    }

    /// The line as shown in the manual page: the command and, when it is not 0, `# exit N`.
    var annotatedCommand: String {
        exitStatus == 0 ? command : "\(command)  # exit \(exitStatus)"
    }
}
