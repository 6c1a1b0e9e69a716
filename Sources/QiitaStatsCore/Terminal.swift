import Foundation

/// Standard input and what is known of the terminal.
public struct Terminal: Sendable {
    /// Whether standard input is a terminal.
    public var stdinIsTTY: Bool
    /// Whether standard output is a terminal.
    public var stdoutIsTTY: Bool
    /// Whether standard error is a terminal.
    public var stderrIsTTY: Bool
    /// The terminal width in columns, when known.
    public var columns: Int?
    /// Reads all of standard input.
    public var readAll: @Sendable () -> [UInt8]
    /// Shows a prompt on the terminal and reads one line with echo off; nil at end of input.
    public var readSecret: @Sendable (_ prompt: String) -> String?

    /// A terminal description; the defaults are those of a pipe with empty input.
    public init(
        stdinIsTTY: Bool = false, stdoutIsTTY: Bool = false, stderrIsTTY: Bool = false, columns: Int? = nil,
        readAll: @escaping @Sendable () -> [UInt8] = { [] },
        readSecret: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.stdinIsTTY = stdinIsTTY
        self.stdoutIsTTY = stdoutIsTTY
        self.stderrIsTTY = stderrIsTTY
        self.columns = columns
        self.readAll = readAll
        self.readSecret = readSecret
    }
}
