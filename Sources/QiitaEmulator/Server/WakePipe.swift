import Foundation

/// A pipe that, once signalled, stays readable: every thread polling it wakes up at shutdown.
final class WakePipe: Sendable {
    /// The end to poll.
    let readEnd: Int32
    private let writeEnd: Int32

    init() throws(EmulatorError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw EmulatorError("creating a pipe failed: \(String(cString: strerror(errno)))")
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Wakes every poller, for good.
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    deinit {
        _ = close(readEnd)
        _ = close(writeEnd)
    }
}
