import Foundation
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM for the running command: the first cancels it, so it unwinds and says `interrupted`;
/// if it has not ended within ``grace`` (a lock being waited for, a long computation), or at a second signal, the
/// temporary files of writes in progress are removed at once. Either way no partial file is left behind, a prompt's
/// terminal mode is put back, the last line is `interrupted`, and the process dies by the signal (docs/cli.md §3).
public final class Interruption: Sendable {
    /// How long a cancelled command has to end by itself.
    static let grace = DispatchTimeInterval.milliseconds(400)

    private struct State {
        var signals: [Int32] = []  // received, in order
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
    /// write: the first cancels the command; the process ends at the second, or ``grace`` after
    /// the first.
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
            let signal = Int32(source.handle)
            source.setEventHandler { [self] in
                let (count, cancel) = state.withLock { state in
                    state.signals.append(signal)
                    return (state.signals.count, state.cancel)
                }
                cancel?()
                queue.asyncAfter(deadline: .now() + (count == 1 ? Self.grace : .seconds(0))) { self.end(saying: true) }
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
            return !state.signals.isEmpty
        }
        if signalled { task.cancel() }
        return await task.value
    }

    /// Ends the process after a command that returned `status`; if a signal came, as the grace period would (the
    /// command may have gone on to write its outputs), but saying `interrupted` only if the command did not.
    public func exit(_ status: Int32) -> Never {
        end(saying: status != ExitCode.interrupted.rawValue)
        Foundation.exit(status)
    }

    /// After a signal, removes the temporary files in progress, puts the terminal back (ending the line of its
    /// prompt), says `interrupted` if `saying`, and dies by the last signal, as a parent expects of an interrupted
    /// child; only the first caller (the command's end, or the grace period) does, the other waits for the end.
    private func end(saying: Bool) {
        let (signal, first) = state.withLock { state in
            defer { state.finished = true }
            return (state.signals.last, !state.finished)
        }
        guard let signal else { return }
        guard first else { repeat { pause() } while true }
        TemporaryFiles.removeAll {
            let prompted = Platform.restoreTerminal()
            if saying { stderr.line((prompted ? "\n" : "") + "qiita-stats: error: interrupted") }
            // No exit handlers run, so other threads still at work cannot hold it up.
            Platform.die(bySignal: signal)
        }
    }
}
