import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The libc calls that differ between Linux and macOS or are retried on `EINTR`.
public enum Platform {
    /// The width of the terminal on `fd`, if it is one.
    public static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        guard ioctl(fd, request, &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The mode a prompt took from its terminal, for ``restoreTerminal()`` to put back however the process ends.
    private static let promptMode = Mutex<(fd: Int32, mode: termios)?>(nil)

    /// Shows `prompt` on standard error once echo is off on the terminal `fd` (so nothing typed after it is shown),
    /// and reads one line; the mode is put back after, or by ``restoreTerminal()`` if a signal ends the process.
    public static func readLineWithoutEcho(_ fd: Int32, prompt: String) -> String? {
        var saved = termios()
        if tcgetattr(fd, &saved) == 0 {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            quiet.c_lflag |= tcflag_t(ECHONL)
            promptMode.withLock { $0 = (fd, saved) }
            _ = tcsetattr(fd, TCSAFLUSH, &quiet)
        }
        defer { restoreTerminal() }
        _ = writeAll(2, Array(prompt.utf8))
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let n = read(fd, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    /// Puts back the terminal mode of a prompt in progress; whether there was one (its line is left unended).
    @discardableResult public static func restoreTerminal() -> Bool {
        promptMode.withLock { saved in
            defer { saved = nil }
            guard var prompt = saved else { return false }
            _ = tcsetattr(prompt.fd, TCSANOW, &prompt.mode)
            return true
        }
    }

    /// Ends the process by `number` with the signal's default action, so that a parent sees it killed by the signal
    /// (a shell's `$?` is 128 + the number); exits with that status should the signal not end it.
    public static func die(bySignal number: Int32) -> Never {
        _ = signal(number, SIG_DFL)
        var none = sigset_t()
        sigemptyset(&none)
        // Dispatch blocks the signals it watches in its threads: unblocked here, the signal is delivered at once.
        pthread_sigmask(SIG_SETMASK, &none, nil)
        raise(number)
        _exit(128 + number)
    }

    /// Reads everything from `fd` until end of file; `error` is the `errno` of a failed read, or 0.
    public static func readAll(_ fd: Int32) -> (bytes: [UInt8], error: Int32) {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return (result, errno) }
            if n == 0 { return (result, 0) }
            result.append(contentsOf: chunk[0..<n])
        }
    }

    /// The file libcurl is loaded from on its first use: its soname, or on macOS the system's own
    /// (its install name, in the dyld shared cache; the SDK's curl.h describes that one).
    #if canImport(Darwin)
        public static let libcurl = "/usr/lib/libcurl.4.dylib"
    #else
        public static let libcurl = "libcurl.so.4"
    #endif
}

// MARK: - Files

extension Platform {
    /// What `stat` says of a file: its type, permission bits and owner.
    public struct FileStatus: Sendable, Equatable {
        /// The file types the tool tells apart.
        public enum Kind: Sendable, Equatable { case regular, directory, symbolicLink, other }
        /// The type.
        public var kind: Kind
        /// The permission bits (`mode & 0o7777`).
        public var permissions: UInt32
        /// The owner's user id.
        public var owner: UInt32

        init(_ info: stat) {
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = .regular
            case S_IFDIR: kind = .directory
            case S_IFLNK: kind = .symbolicLink
            default: kind = .other
            }
            permissions = UInt32(info.st_mode & 0o7777)
            owner = UInt32(info.st_uid)
        }
    }

    /// `open(2)`, close-on-exec and retried on `EINTR`; -1 and `errno` on failure.
    static func openFile(_ path: String, _ flags: Int32, permissions: UInt32 = 0o600) -> Int32 {
        while true {
            let fd = open(path, flags | O_CLOEXEC, mode_t(permissions))
            if fd >= 0 || errno != EINTR { return fd }
        }
    }

    /// Writes all of `bytes` to `fd`; 0, or the `errno` of the failed `write`.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { return errno }
                offset += n
            }
            return 0
        }
    }

    /// `fsync(2)`, retried on `EINTR`.
    static func sync(_ fd: Int32) -> Int32 {
        while true {
            let result = fsync(fd)
            if result == 0 || errno != EINTR { return result }
        }
    }

    /// `lstat(2)`: the path itself, not what a symlink points to; nil and `errno` on failure.
    public static func linkStatus(_ path: String) -> FileStatus? { status { lstat(path, &$0) } }

    /// `stat(2)`: what a path names once symlinks are followed; nil and `errno` on failure.
    static func targetStatus(_ path: String) -> FileStatus? { status { stat(path, &$0) } }

    /// `fstat(2)` of an open file; nil and `errno` on failure.
    static func status(of fd: Int32) -> FileStatus? { status { fstat(fd, &$0) } }

    /// What `call` (one of the `stat` calls) fills in, when it succeeds.
    private static func status(_ call: (inout stat) -> Int32) -> FileStatus? {
        var info = stat()
        return call(&info) == 0 ? FileStatus(info) : nil
    }
}
