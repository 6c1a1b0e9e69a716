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
    private let input: FileHandle
    private let stdout: PipeReader
    private let stderr: PipeReader

    /// Starts `command` (argv, `command[0]` an absolute path) with exactly `environment`, in
    /// `directory` (the test's own by default).
    public init(_ command: [String], environment: [String: String], directory: URL? = nil) throws {
        let (stdin, output, errors) = try (Self.pipe(), Self.pipe(), Self.pipe())
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        (process.standardInput, process.standardOutput, process.standardError) = (
            stdin.read, output.write, errors.write
        )
        try process.run()
        // The child's ends are its own now: closed here, its output ends when it does.
        for end in [stdin.read, output.write, errors.write] { try end.close() }
        input = stdin.write
        stdout = PipeReader(output.read)
        stderr = PipeReader(errors.read)
    }

    /// A pipe whose ends are closed on exec from the start. Foundation's `Pipe` is not: a child
    /// another test starts at that moment (Foundation closes only the descriptors open when it
    /// looked) would inherit its ends and hold them open, so that a child here would never see
    /// the end of its input, nor this test the end of its output, until that other one ended.
    public static func pipe() throws -> (read: FileHandle, write: FileHandle) {
        var ends: [Int32] = [-1, -1]
        let pipe2 = libcFunction("pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
        guard pipe2(&ends, O_CLOEXEC) == 0 else { throw POSIXError(.EMFILE) }
        return (
            FileHandle(fileDescriptor: ends[0], closeOnDealloc: true),
            FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        )
    }

    /// Writes `stdin` and closes it, then waits at most `timeout` for the child to end (it is
    /// killed after that): exit status, stdout and stderr.
    public func finish(stdin: String, timeout: Duration = .seconds(60)) async -> (
        status: Int32, stdout: String, stderr: String
    ) {
        try? input.write(contentsOf: Data(stdin.utf8))
        try? input.close()
        let deadline = ContinuousClock.now + timeout
        while !hasEnded && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        if !hasEnded { process.terminate() }
        process.waitUntilExit()
        return (process.terminationStatus, await stdout.text(), await stderr.text())
    }

    /// Sends `signal`, then waits for the child as ``finish(stdin:timeout:)`` does, with no input.
    public func finish(after signal: Int32) async -> (status: Int32, stdout: String, stderr: String) {
        kill(process.processIdentifier, signal)
        return await finish(stdin: "")
    }

    /// Whether the child, once ended, was killed by `signal` (a shell's `$?` is then 128 + `signal`).
    public func diedBy(_ signal: Int32) -> Bool {
        process.terminationReason == .uncaughtSignal && process.terminationStatus == signal
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

    init(_ handle: FileHandle) {
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
