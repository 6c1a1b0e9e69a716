import Foundation

/// The root of the source tree (where `README.md` and `qiita-stats.1` are checked in).
public let repositoryRoot =
    fixturesSourceDirectory
    .deletingLastPathComponent()  // QiitaStatsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

/// The text of a checked-in file, by its path from the root.
public func repositoryText(_ path: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
}

/// Whether a program is on the usual PATH; its path if so.
public func installedProgram(_ name: String) -> String? {
    ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(name)" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}

/// Whether the checks needing zsh, fish and man must run (`make test SHELLS=1`, as CI does):
/// then a missing program is a failure, not a skip.
public let shellsRequired = ProcessInfo.processInfo.environment["QIITA_STATS_REQUIRE_SHELLS"] == "1"

/// Runs `arguments[0]` (an absolute path) and returns its status, stdout and stderr.
public func runProgram(
    _ arguments: [String], environment: [String: String]? = nil, stdin: String = "", directory: URL? = nil
) async throws -> (status: Int32, stdout: String, stderr: String) {
    let child = try ChildProcess(
        arguments, environment: environment ?? ProcessInfo.processInfo.environment, directory: directory)
    return await child.finish(stdin: stdin, timeout: .seconds(120))
}
