import QiitaStatsCore

/// A usage error (exit 64): a sentence and the usage line of the command.
struct UsageError: UserFacingError, Equatable {
    /// What was wrong with the command line.
    let message: String
    /// The usage line of the command concerned (added by ``CommandParser`` to a rule's error).
    let usage: String

    /// An error.
    init(_ message: String, usage: String = "") {
        self.message = message
        self.usage = usage
    }

    var exitCode: ExitCode { .usage }
    var hint: String? { nil }

    /// Refuses `first` and `second` given together: `--offline and --refresh cannot be used together`.
    static func exclusive(_ first: OptionDeclaration, _ second: OptionDeclaration) throws(UsageError) {
        if first.isGiven && second.isGiven { throw UsageError("\(first) and \(second) cannot be used together") }
    }
}
