import QiitaStatsCore

/// A command's error as the user sees it: one sentence, a hint, and the exit code (1 unless said).
struct CommandError: UserFacingError, Equatable {
    let message: String
    var hint: String? = nil
    var exitCode = ExitCode.failure
}
