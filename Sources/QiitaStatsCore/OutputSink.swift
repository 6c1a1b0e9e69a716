import Foundation
import Synchronization

/// Somewhere text goes: a file descriptor of the process, or a buffer in a test.
public struct OutputSink: Sendable {
    /// Writes bytes.
    public let writeBytes: @Sendable ([UInt8]) -> Void
    /// The `errno` of the first write that failed (a full disk, a closed pipe), or nil.
    public let failure: @Sendable () -> Int32?

    /// A sink that calls `write` with each chunk; `failure` tells whether one failed.
    public init(_ write: @escaping @Sendable ([UInt8]) -> Void, failure: @escaping @Sendable () -> Int32? = { nil }) {
        self.writeBytes = write
        self.failure = failure
    }

    /// Writes text as UTF-8.
    public func write(_ text: String) {
        writeBytes(Array(text.utf8))
    }

    /// Writes a line of human text (which may quote the API), each line sanitized for the terminal
    /// (``TerminalText/sanitize(_:)``); `write` is for output that carries its own escapes.
    public func line(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        write(lines.map { TerminalText.sanitize(String($0)) }.joined(separator: "\n") + "\n")
    }

    /// A sink onto a file descriptor (1 for stdout, 2 for stderr). After a write fails, the
    /// sink writes nothing more: the rest of a document would only be a corrupt tail.
    public static func fileDescriptor(_ fd: Int32) -> OutputSink {
        let failed = WriteFailure()
        return OutputSink(
            { bytes in
                guard failed.code.load(ordering: .acquiring) == 0 else { return }
                let code = Platform.writeAll(fd, bytes)
                if code != 0 { failed.code.store(code, ordering: .releasing) }
            },
            failure: {
                let code = failed.code.load(ordering: .acquiring)
                return code == 0 ? nil : code
            })
    }
}

/// The first failed write's `errno` of a descriptor sink (0 while none failed).
private final class WriteFailure: Sendable {
    let code = Atomic<Int32>(0)
}
