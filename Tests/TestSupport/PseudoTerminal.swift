import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal for a child process, as a user's terminal would be: the child has it as its
/// standard input, output and error; the test reads what the screen got, types, and reads the
/// terminal's settings (what `stty -a` shows) to compare them before and after.
public final class PseudoTerminal: Sendable {
    /// The child's side: its standard input, output and error.
    private let device: Int32
    private let controller: Int32
    private let screen = Screen()

    /// Opens a pseudo-terminal, and reads what is written to it on a thread of its own.
    public init() throws {
        let open = libcFunction("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        let grant = libcFunction("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        let unlock = libcFunction("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        let name = libcFunction("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        // Closed on exec: only the child started here gets the terminal (as its standard streams).
        let controller = open(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard controller >= 0, grant(controller) == 0, unlock(controller) == 0, let path = name(controller)
        else { throw POSIXError(.ENOTTY) }
        self.controller = controller
        device = Glibc.open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard device >= 0 else { throw POSIXError(.ENOTTY) }
        let screen = screen
        // Reads until every copy of the device is closed (the child's and this one's, in deinit),
        // then closes the controller: closed under a blocked read, its number could be reused.
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(controller, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                screen.bytes.withLock { $0 += buffer[0..<count] }
            }
            close(controller)
        }
    }

    deinit { close(device) }

    /// Starts `command` (argv, `command[0]` an absolute path) with exactly `environment`, on this terminal.
    public func run(_ command: [String], environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: false)
        (process.standardInput, process.standardOutput, process.standardError) = (terminal, terminal, terminal)
        try process.run()
        return process
    }

    /// Everything the screen got so far (lines end in `\r\n` there).
    public var text: String { String(decoding: screen.bytes.withLock { $0 }, as: UTF8.self) }

    /// Types `text` at the terminal.
    public func type(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// The terminal's settings (`termios`: modes, control characters, speeds) as bytes.
    public var settings: [UInt8] {
        var settings = termios()
        _ = tcgetattr(device, &settings)
        return withUnsafeBytes(of: &settings) { Array($0) }
    }

    /// Whether echo is on: what is typed is shown.
    public var echoes: Bool {
        var settings = termios()
        _ = tcgetattr(device, &settings)
        return settings.c_lflag & tcflag_t(ECHO) != 0
    }
}

/// What a ``PseudoTerminal`` showed, shared with its reading thread.
private final class Screen: Sendable {
    let bytes = Mutex<[UInt8]>([])
}
