/// An error the user sees: one sentence, an optional hint, and the exit code of the contract.
public protocol UserFacingError: Error {
    /// The exit code (docs/cli.md §3).
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
