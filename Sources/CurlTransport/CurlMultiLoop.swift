internal import CCurl
internal import CCurlLoader
import Dispatch
import Foundation
import QiitaStatsCore
import Synchronization

/// The one thread that owns a libcurl multi handle: callers park a continuation in a
/// ``CurlTicket`` and submit it; the thread runs the transfers and resumes them.
///
/// `@unchecked Sendable`: `multi`, `active` and `idle` are the loop thread's, except
/// `curl_multi_wakeup` (thread-safe in libcurl), called under `inbox`'s lock while open.
final class CurlMultiLoop: @unchecked Sendable {
    private struct Inbox {
        var submitted: [CurlTicket] = []
        var cancelled: [CurlTicket] = []
        var closing = false
    }

    private let multi: UnsafeMutableRawPointer
    private let inbox = Mutex(Inbox())
    private let stopped = DispatchSemaphore(value: 0)
    private let maxIdleHandles: Int
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    private var idle: [CurlEasy] = []

    /// A multi handle with the given connection cap, and its thread, started.
    init(maxTotalConnections: Int) throws(TransportError) {
        try CurlStatus.initialiseLibrary()
        guard let multi = qs_curl_multi_init() else { throw .internalFailure("curl_multi_init failed") }
        self.multi = multi
        maxIdleHandles = maxTotalConnections
        do throws(TransportError) {
            try CurlStatus.check(
                qs_multi_setopt_long(multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, maxTotalConnections),
                during: "setting the total connection cap")
            try CurlStatus.check(
                qs_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, maxTotalConnections),
                during: "setting the connection cache size")
        } catch {
            try? CurlStatus.check(qs_curl_multi_cleanup(multi), during: "closing the multi handle")
            throw error
        }
        Thread { [self] in
            Thread.current.name = "CurlTransport"  // set from inside: Linux names only the current thread
            run()
        }.start()
    }

    /// Sends one request (no redirects followed) and waits for its answer.
    func perform(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let ticket = CurlTicket(request: request)
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if ticket.park(continuation) { submit(ticket) }
            }
        } onCancel: {
            if ticket.cancel() { post { $0.cancelled.append(ticket) } }
        }
        return try outcome.get()
    }

    /// Stops the thread after failing every transfer in flight with ``TransportError/cancelled``,
    /// and waits until it has released every handle. Later requests are refused.
    func shutdown() {
        if post({ $0.closing = true }) { stopped.wait() }
    }

    private func submit(_ ticket: CurlTicket) {
        if !post({ $0.submitted.append(ticket) }) {
            ticket.finish(.failure(.refused("the HTTP transport has been shut down")))
        }
    }

    /// Changes the inbox and wakes the thread; false once the loop is closing.
    @discardableResult
    private func post(_ change: (inout Inbox) -> Void) -> Bool {
        inbox.withLock { inbox in
            guard !inbox.closing else { return false }
            change(&inbox)
            wake()
            return true
        }
    }

    /// Interrupts `curl_multi_poll`; a failed wake-up costs at most one poll timeout (1 s), and
    /// failed cleanups below leave nothing to recover, hence `try?`.
    private func wake() {
        try? CurlStatus.check(qs_curl_multi_wakeup(multi), during: "waking the transfer thread")
    }

    /// The loop thread's body.
    private func run() {
        while true {
            let (submitted, cancelled, closing) = inbox.withLock { inbox in
                defer { (inbox.submitted, inbox.cancelled) = ([], []) }
                return (inbox.submitted, inbox.cancelled, inbox.closing)
            }
            for ticket in submitted { start(ticket, closing: closing) }
            if closing { break }
            for ticket in cancelled { stop(ticket) }
            do throws(TransportError) {
                var running: Int32 = 0
                try CurlStatus.check(qs_curl_multi_perform(multi, &running), during: "running transfers")
                finishDone()
                try CurlStatus.check(qs_curl_multi_poll(multi, nil, 0, 1000, nil), during: "waiting for sockets")
            } catch {
                for handle in Array(active.keys) { remove(handle)?.finish(.failure(error)) }
            }
        }
        for handle in Array(active.keys) { remove(handle)?.finish(.failure(.cancelled)) }
        idle.removeAll()
        try? CurlStatus.check(qs_curl_multi_cleanup(multi), during: "closing the multi handle")
        stopped.signal()
    }

    /// Prepares a transfer for `ticket` and adds it to the multi handle.
    private func start(_ ticket: CurlTicket, closing: Bool) {
        guard !closing, !ticket.isCancelled else { return ticket.finish(.failure(.cancelled)) }
        guard let easy = idle.popLast() ?? CurlEasy() else {
            return ticket.finish(.failure(.internalFailure("curl_easy_init failed")))
        }
        let transfer = CurlTransfer(ticket: ticket, easy: easy)
        do throws(TransportError) {
            try transfer.configure()
            try CurlStatus.check(qs_curl_multi_add_handle(multi, easy.handle), during: "adding a transfer")
            active[easy.handle] = transfer
        } catch {
            pool(easy)
            ticket.finish(.failure(error))
        }
    }

    /// Removes the cancelled `ticket`'s transfer.
    private func stop(_ ticket: CurlTicket) {
        guard let handle = active.first(where: { $0.value.ticket === ticket })?.key else { return }
        remove(handle)?.finish(.failure(.cancelled))
    }

    /// Reads curl's "done" messages, takes their transfers off and answers their callers.
    private func finishDone() {
        var queued: Int32 = 0
        while let message = qs_curl_multi_info_read(multi, &queued) {
            guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                let transfer = active[handle]
            else { continue }
            let outcome = transfer.outcome(qs_msg_result(message))
            remove(handle)?.finish(outcome)
        }
    }

    /// Takes a running transfer off the multi handle and pools its easy handle; returns its ticket.
    @discardableResult
    private func remove(_ handle: UnsafeMutableRawPointer) -> CurlTicket? {
        guard let transfer = active.removeValue(forKey: handle) else { return nil }
        try? CurlStatus.check(qs_curl_multi_remove_handle(multi, handle), during: "removing a transfer")
        pool(transfer.easy)
        return transfer.ticket
    }

    /// Keeps an easy handle for the next transfer, up to the pool's size.
    private func pool(_ easy: CurlEasy) {
        if idle.count < maxIdleHandles { idle.append(easy) }
    }
}
