import Foundation
import QiitaStatsCore
import Synchronization

/// The progress line of a fetch on stderr, drawn only on a terminal without `--quiet`.
public final class FetchProgress: Sendable {
    private struct State {
        var pagesDone = 0
        var pages = 0
        var itemsDone = 0
        var items = 0
        var drawn = false
    }

    private let sink: OutputSink?
    private let quota: @Sendable () -> Int?
    private let state = Mutex(State())

    /// A progress line on `sink`, or none when `sink` is nil.
    public init(sink: OutputSink?, quota: @escaping @Sendable () -> Int?) {
        self.sink = sink
        self.quota = quota
    }

    /// Sets the pages done and in all.
    func pages(done: Int, of total: Int) {
        update { state in
            state.pagesDone = done
            state.pages = total
        }
    }

    /// Counts one more page done.
    func pageDone() { update { $0.pagesDone += 1 } }

    /// Adds `count` items to the number whose views are being fetched.
    func itemsNeeded(_ count: Int) { update { $0.items += count } }
    /// Counts one more item done.
    func itemDone() { update { $0.itemsDone += 1 } }

    /// Clears the line.
    public func finish() {
        guard let sink else { return }
        let drawn = state.withLock { state in
            defer { state.drawn = false }
            return state.drawn
        }
        if drawn { sink.write("\r\u{1B}[2K") }
    }

    /// Sleeps until `deadline`, counting down on the progress line, else saying how long on `notices` (no silent hang).
    public func waitUntil(_ deadline: Date, context: Context, notices: OutputSink?) async throws(QiitaError) {
        if sink == nil, let notices {
            let seconds = Int(deadline.timeIntervalSince(context.clock()).rounded(.up))
            notices.line("qiita-stats: rate limit used up; waiting \(seconds / 60)m \(seconds % 60)s for the reset")
        }
        while true {
            let left = Int(deadline.timeIntervalSince(context.clock()).rounded(.up))
            if left <= 0 { return }
            sink?.write("\r\u{1B}[2Krate limit used up; waiting \(left / 60)m \(left % 60)s for the reset…")
            do {
                try await context.sleep(.seconds(min(left, 1)))
            } catch {
                throw .interrupted
            }
        }
    }

    private func update(_ change: (inout State) -> Void) {
        guard let sink else { return }
        let line = state.withLock { state -> String in
            change(&state)
            state.drawn = true
            var parts = ["pages \(state.pagesDone)/\(state.pages)"]
            if state.items > 0 { parts.append("items \(state.itemsDone)/\(state.items)") }
            if let left = quota() { parts.append("quota \(left) left") }
            return "fetching: " + parts.joined(separator: ", ")
        }
        sink.write("\r\u{1B}[2K" + line)
    }
}
