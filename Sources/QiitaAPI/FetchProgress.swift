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
        var noticed: Date?  // when a line about a wait was last written, off the terminal
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

    /// Sleeps until `deadline`, counting down on the progress line each second; else a line on `notices` at once and
    /// once a minute, with how far the fetch is, however many waits follow each other (no silent hang, no flood).
    public func waitUntil(_ deadline: Date, context: Context, notices: OutputSink?) async throws(QiitaError) {
        while true {
            let now = context.clock()
            let left = Int(deadline.timeIntervalSince(now).rounded(.up))
            if left <= 0 { return }
            let waiting = "rate limit used up; waiting \(left / 60)m \(left % 60)s for the reset"
            let (done, notice) = state.withLock { state in
                let notice = sink == nil && (state.noticed.map { now.timeIntervalSince($0) >= 60 } ?? true)
                if notice { state.noticed = now }
                return (status(state), notice)
            }
            sink?.write("\r\u{1B}[2K\(done); \(waiting)…")
            if notice { notices?.line("qiita-stats: \(waiting) (\(done))") }
            try await context.pause(.seconds(min(left, sink == nil ? 60 : 1)))
        }
    }

    /// `fetching: pages 2/3, items 40/120, quota 0 left`.
    private func status(_ state: State) -> String {
        var parts = ["pages \(state.pagesDone)/\(state.pages)"]
        if state.items > 0 { parts.append("items \(state.itemsDone)/\(state.items)") }
        if let left = quota() { parts.append("quota \(left) left") }
        return "fetching: " + parts.joined(separator: ", ")
    }

    private func update(_ change: (inout State) -> Void) {
        // Counted without a terminal too, for the lines about a wait.
        let line = state.withLock { state -> String in
            change(&state)
            state.drawn = true
            return sink == nil ? "" : status(state)
        }
        sink?.write("\r\u{1B}[2K" + line)
    }
}
