/// An error the user sees: one sentence, an optional hint, and the exit code of the contract.
///
/// Each domain has a small error enum conforming to this; ``ErrorReporter`` is the one
/// place that turns any error into stderr text and an exit code.
public protocol UserFacingError: Error {
    /// The exit code (§3 of the contract).
    var exitCode: ExitCode { get }
    /// What happened, as one line without the `qiita-stats: error:` prefix.
    var message: String { get }
    /// What to do about it, if there is something.
    var hint: String? { get }
}

extension UserFacingError {
    /// No hint by default.
    public var hint: String? { nil }
}

/// Turns errors into the two stderr lines of the contract and an exit code.
public enum ErrorReporter {
    /// Writes `qiita-stats: error: …` and then `hint: …`, or for a usage error the usage line
    /// of the command, and returns the exit code.
    public static func report(_ error: any Error, to stderr: OutputSink) -> ExitCode {
        let (code, message, hint) = describe(error)
        stderr.line("qiita-stats: error: \(oneLine(message))")
        if let usage = (error as? UsageError)?.usage {
            stderr.line(usage)
        } else if let hint {
            stderr.line("hint: \(oneLine(hint))")
        }
        return code
    }

    /// The exit code, message and hint of any error.
    public static func describe(_ error: any Error) -> (ExitCode, String, String?) {
        if let error = error as? any UserFacingError {
            return (error.exitCode, error.message, error.hint)
        }
        if error is CancellationError {
            return (.interrupted, "interrupted", nil)
        }
        return (.failure, String(describing: error), "this is a bug; please report it with the command you ran")
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
