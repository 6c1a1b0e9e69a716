import Foundation

/// An advisory lock (`flock`) on a lock file, held for the length of a closure, so that
/// read-modify-write cycles of a file by concurrent processes (or threads) never interleave.
public struct FileLock: Sendable {
    /// The lock file: `TARGET.lock` beside the file it guards.
    public let url: URL
    /// How long to wait for another holder before failing.
    public let timeout: Duration

    /// The lock guarding `target`.
    public init(guarding target: URL, timeout: Duration = .seconds(30)) {
        url = target.deletingLastPathComponent().appendingPathComponent(target.lastPathComponent + ".lock")
        self.timeout = timeout
    }

    /// Runs `body` holding the lock, and releases it however `body` ends; a failure to take the
    /// lock is thrown as `ifUnavailable(error)`. The lock file is created `0600` if missing.
    public func withLock<Result, Failure: Error>(
        ifUnavailable wrap: (FileSystemError) -> Failure, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let fd: Int32
        do { fd = try acquire() } catch { throw wrap(error) }
        defer { close(fd) }
        return try body()
    }

    /// Opens and locks the lock file, polling with growing pauses up to ``timeout``.
    private func acquire() throws(FileSystemError) -> Int32 {
        let fd = Platform.openFile(url.path, O_RDWR | O_CREAT | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ELOOP { throw .symbolicLink(path: url.path) }
            throw .cannotLock(path: url.path, errno: errno)
        }
        let limit = timeout.components.seconds * 1_000_000 + timeout.components.attoseconds / 1_000_000_000_000
        var waited: Int64 = 0
        var pause: UInt32 = 1000
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK, waited < limit else {
                close(fd)
                if code == EWOULDBLOCK {
                    throw .lockTimedOut(path: url.path, seconds: Int(timeout.components.seconds))
                }
                throw .cannotLock(path: url.path, errno: code)
            }
            _ = usleep(pause)
            waited += Int64(pause)
            pause = min(pause * 2, 50_000)
        }
        return fd
    }
}
