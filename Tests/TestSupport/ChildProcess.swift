import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `qiita-stats` binary run as a child process, with its standard input held open
/// until ``finish(stdin:timeout:)`` writes it, so several children can be started before any
/// of them can end. Its output is read as it comes, so a child never blocks on a full pipe.
public final class ChildProcess {
    public let process = Process()
    private let input = Pipe()
    private let stdout: PipeReader
    private let stderr: PipeReader

    /// Starts `command` (argv, `command[0]` an absolute path) with exactly `environment`, in
    /// `directory` (the test's own by default).
    public init(_ command: [String], environment: [String: String], directory: URL? = nil) throws {
        let output = Pipe()
        let errors = Pipe()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        stdout = PipeReader(output)
        stderr = PipeReader(errors)
    }

    /// Writes `stdin` and closes it, then waits at most `timeout` for the child to end (it is
    /// killed after that): exit status, stdout and stderr.
    public func finish(stdin: String, timeout: Duration = .seconds(60)) async -> (
        status: Int32, stdout: String, stderr: String
    ) {
        try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try? input.fileHandleForWriting.close()
        let deadline = ContinuousClock.now + timeout
        while !hasEnded && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        if !hasEnded { process.terminate() }
        process.waitUntilExit()
        return (process.terminationStatus, await stdout.text(), await stderr.text())
    }

    /// Sends `signal` and returns how long the child took to end (`limit` if it has not), timed by a
    /// thread of its own blocked in `waitid`: a loaded parallel run can keep the test's tasks, and
    /// so any polling of ``hasEnded``, from running for seconds after the child has ended.
    public func timeToEnd(after signal: Int32, limit: Duration = .seconds(10)) async -> Duration {
        let pid = process.processIdentifier
        let ended = Mutex<ContinuousClock.Instant?>(nil)
        let waiting = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            waiting.signal()
            var info = siginfo_t()
            // Returns when the child ends, or at once with ECHILD once `Process` has reaped it.
            _ = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT)
            ended.withLock { $0 = .now }
        }
        waiting.wait()
        let start = ContinuousClock.now
        kill(pid, signal)
        while ended.withLock({ $0 }) == nil && ContinuousClock.now - start < limit {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return (ended.withLock { $0 } ?? start + limit) - start
    }

    /// Whether the child has ended, asked of the kernel: `Process.isRunning` is set by a thread of
    /// this process, which a loaded parallel test run can delay by seconds. `WNOWAIT` leaves the
    /// child for `Process` to reap; once it has, the kernel answers "no such child".
    public var hasEnded: Bool {
        var info = siginfo_t()
        let flags = WEXITED | WNOHANG | WNOWAIT
        guard waitid(P_PID, id_t(process.processIdentifier), &info, flags) == 0 else { return errno == ECHILD }
        #if canImport(Glibc)
            return info._sifields._sigchld.si_pid != 0
        #else
            return info.si_pid != 0
        #endif
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: Sendable {
    private let bytes = Mutex<Data?>(nil)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            let data = handle.readDataToEndOfFile()
            bytes.withLock { $0 = data }
        }
    }

    /// Everything read, once the pipe has ended (a grandchild may hold it open: not for long).
    func text() async -> String {
        guard await poll(for: .seconds(10), until: { bytes.withLock { $0 } != nil }) else {
            return "<the pipe did not end within 10 s of the child>"
        }
        return String(decoding: bytes.withLock { $0 } ?? Data(), as: UTF8.self)
    }
}

/// The environment of a child `qiita-stats` using the emulator with `home`, and no `QIITA_TOKEN`.
public func childEnvironment(home: URL, harness: EmulatorHarness) -> [String: String] {
    [
        "HOME": home.path, "QIITA_API_BASE_URL": harness.emulator.baseURL.absoluteString, "PATH": "/usr/bin:/bin",
        "ZENN_API_BASE_URL": harness.emulator.baseURL.absoluteString,
        "TZ": "Asia/Tokyo", "LANG": "C.UTF-8",
    ]
}
