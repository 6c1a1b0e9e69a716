import Foundation
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM for the running command: the first cancels it, so it unwinds and
/// says `interrupted`; if it has not ended within ``grace`` (a lock being waited for, a long
/// computation), or at a second signal, the temporary files of writes in progress are removed
/// and the process exits 130 at once. Either way no partial file is left behind (docs/cli.md §3).
public final class Interruption: Sendable {
    /// How long a cancelled command has to end by itself.
    static let grace = DispatchTimeInterval.milliseconds(400)

    private struct State {
        var signals = 0
        var finished = false
        var cancel: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())
    /// The signal sources, kept alive here (a released source stops); set once in `init`, and
    /// dispatch sources are thread-safe, so sharing them is safe though Dispatch does not say so.
    nonisolated(unsafe) private let sources: [any DispatchSourceSignal]
    private let stderr: OutputSink

    /// Takes over SIGINT and SIGTERM for the rest of the process, before ``run(_:)`` starts the
    /// command, so that no signal can end the process by its default action halfway through a
    /// write: the first cancels the command; the process exits 130 at the second, or ``grace``
    /// after the first.
    public init(stderr: OutputSink) {
        self.stderr = stderr
        let queue = DispatchQueue(label: "qiita-stats.interruption")
        // The default action (ending the process) stays until Dispatch has taken the signal over, which `init`
        // waits for: ignoring it first would lose a signal that came in between, and the command would run on.
        sources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: queue) }
        let registered = DispatchGroup()
        for source in sources {
            registered.enter()
            source.setRegistrationHandler { registered.leave() }
            source.setEventHandler { [self] in
                let (count, cancel) = state.withLock { state in
                    state.signals += 1
                    return (state.signals, state.cancel)
                }
                if count == 1 {
                    cancel?()
                    queue.asyncAfter(deadline: .now() + Self.grace) { self.exitNow() }
                } else {
                    exitNow()
                }
            }
            source.resume()
        }
        registered.wait()
    }

    /// Runs `command` as a task that the first signal cancels, and returns its exit status.
    public func run(_ command: @escaping @Sendable () async -> Int32) async -> Int32 {
        let task = Task { await command() }
        let signalled = state.withLock { state in
            state.cancel = { task.cancel() }
            return state.signals > 0
        }
        if signalled { task.cancel() }
        return await task.value
    }

    /// Ends the process after a command that returned `status`, or with 130 at once if it was
    /// interrupted (output goes straight to the descriptors: nothing is left to flush).
    public func exit(_ status: Int32) -> Never {
        let interrupted = state.withLock { state in
            state.finished = true
            return state.signals > 0
        }
        if interrupted { _exit(ExitCode.interrupted.rawValue) }
        Foundation.exit(status)
    }

    /// Removes the temporary files in progress and exits 130, unless the command ended already.
    private func exitNow() {
        guard !state.withLock({ $0.finished }) else { return }
        TemporaryFiles.removeAll {
            stderr.line("qiita-stats: error: interrupted")
            // `_exit`: no exit handlers run, so other threads still at work cannot hold it up.
            _exit(ExitCode.interrupted.rawValue)
        }
    }
}
