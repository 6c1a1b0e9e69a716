#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few libc calls the library makes, in the one file that imports libc, so that the
/// rest of the code reads the same on Linux and macOS.
public enum Platform {
    /// The calling thread's `errno`.
    public static var errno: Int32 {
        #if canImport(Glibc)
            Glibc.errno
        #else
            Darwin.errno
        #endif
    }

    /// `write(2)`.
    public static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, buffer, count)
        #else
            Darwin.write(fd, buffer, count)
        #endif
    }

    /// Whether `fd` is a terminal.
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

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

    /// Reads one line from the terminal on `fd` with echo off, restoring the mode after.
    public static func readLineWithoutEcho(_ fd: Int32) -> String? {
        var saved = termios()
        let isTTY = tcgetattr(fd, &saved) == 0
        if isTTY {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            quiet.c_lflag |= tcflag_t(ECHONL)
            _ = tcsetattr(fd, TCSAFLUSH, &quiet)
        }
        defer { if isTTY { _ = tcsetattr(fd, TCSAFLUSH, &saved) } }
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

    /// Reads everything from `fd` until end of file.
    public static func readToEnd(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return result }
            result.append(contentsOf: chunk[0..<n])
        }
    }

    /// The user id of the process.
    public static var userID: UInt32 { UInt32(getuid()) }

    /// Ends the process with `status`.
    public static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(status)
        #else
            Darwin.exit(status)
        #endif
    }
}
