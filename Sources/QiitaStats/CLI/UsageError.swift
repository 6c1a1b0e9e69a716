import QiitaStatsCore

/// A usage error (exit 64): a sentence and the usage line of the command.
public struct UsageError: UserFacingError, Equatable {
    /// What was wrong with the command line.
    public let message: String
    /// The usage line of the command concerned.
    public let usage: String

    /// An error.
    public init(_ message: String, usage: String) {
        self.message = message
        self.usage = usage
    }

    public var exitCode: ExitCode { .usage }
    public var hint: String? { nil }
}
