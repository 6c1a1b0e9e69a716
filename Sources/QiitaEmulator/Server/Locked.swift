import Synchronization

/// A `Mutex` in a reference, which closures can capture (a `Mutex` itself is non-copyable).
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: sending Value) { mutex = Mutex(value) }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result: Sendable>(_ body: (inout sending Value) throws -> sending Result) rethrows -> Result {
        try mutex.withLock(body)
    }
}
