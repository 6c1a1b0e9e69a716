import QiitaStatsCore

/// Turns errors into the two stderr lines of the contract and an exit code.
public enum ErrorReporter {
    /// Writes `qiita-stats: error: …` and then `hint: …`, or for a usage error the usage line of the command, each on
    /// one line with the control characters (line breaks too) of the values quoted made visible; returns the exit code.
    public static func report(_ error: any Error, to stderr: OutputSink) -> ExitCode {
        let (code, message, hint) = describe(error)
        stderr.line("qiita-stats: error: \(TerminalText.visible(message))")
        if let usage = (error as? UsageError)?.usage {
            stderr.line(usage)
        } else if let hint {
            stderr.line("hint: \(TerminalText.visible(hint))")
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
}
