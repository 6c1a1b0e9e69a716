/// The exit codes of the contract (docs/cli.md §3).
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Success.
    case success = 0
    /// A failure not covered below.
    case failure = 1
    /// Partial: outputs written, but some per-article data is missing.
    case partial = 3
    /// Usage error: unknown command or flag, bad value, conflicting flags.
    case usage = 64
    /// Bad data: an API or cache answer that cannot be decoded.
    case dataError = 65
    /// The API is unreachable or failing (after retries), or libcurl cannot be loaded.
    case unavailable = 69
    /// The rate limit is exhausted.
    case rateLimited = 75
    /// Authentication: no token, token rejected, or an insecure secret store.
    case authentication = 77
    /// Interrupted (Ctrl-C).
    case interrupted = 130
}
