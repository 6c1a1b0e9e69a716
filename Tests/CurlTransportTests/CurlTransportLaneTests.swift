import CurlTransport
import Foundation
import QiitaStats
import Synchronization
import Testing

@Suite("CurlTransport lanes over loopback")
struct CurlTransportLaneTests {
    /// Requests the server is answering at once, by path prefix, and the most seen.
    final class Overlap: Sendable {
        private let state = Mutex((now: [String: Int](), most: [String: Int](), total: 0, mostTotal: 0))

        func enter(_ kind: String) {
            state.withLock { state in
                state.now[kind, default: 0] += 1
                state.total += 1
                state.most[kind] = max(state.most[kind, default: 0], state.now[kind, default: 0])
                state.mostTotal = max(state.mostTotal, state.total)
            }
        }

        func leave(_ kind: String) {
            state.withLock { state in
                state.now[kind, default: 0] -= 1
                state.total -= 1
            }
        }

        func most(_ kind: String) -> Int { state.withLock { $0.most[kind, default: 0] } }
        var mostAtOnce: Int { state.withLock { $0.mostTotal } }
    }

    @Test func aLaneKeepsToItsCapWhileOtherRequestsGoBesideIt() async throws {
        let overlap = Overlap()
        let server = try LoopbackServer { request in
            let kind = request.path.hasPrefix("/lane/") ? "lane" : "other"
            overlap.enter(kind)
            usleep(40_000)
            overlap.leave(kind)
            return .respond(status: 200, body: Array(request.path.utf8))
        }
        defer { server.stop() }
        let transport = CurlTransport(maxHostConnections: 16)
        let lane = HTTPLane("lane")
        transport.limitInFlight(3, lane: lane)
        let paths = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<12 {
                group.addTask {
                    let response = try await transport.send(HTTPRequest(url: server.url("/lane/\(index)"), lane: lane))
                    return String(decoding: response.body, as: UTF8.self)
                }
            }
            for index in 0..<4 {
                group.addTask {
                    String(
                        decoding: try await transport.send(HTTPRequest(url: server.url("/other/\(index)"))).body,
                        as: UTF8.self)
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(paths.count == 16, "every request got its own answer")
        #expect(overlap.most("lane") == 3)
        #expect(overlap.mostAtOnce >= 5, "requests outside the lane did not wait for it")
    }

    @Test func aCancelledRequestWaitingInItsLaneEndsAndFreesNothingTwice() async throws {
        let server = try LoopbackServer { request in
            usleep(request.path == "/slow" ? 300_000 : 10_000)
            return .respond(status: 200)
        }
        defer { server.stop() }
        let transport = CurlTransport()
        let lane = HTTPLane("one")
        transport.limitInFlight(1, lane: lane)
        let slow = Task { try await transport.send(HTTPRequest(url: server.url("/slow"), lane: lane)) }
        try await Task.sleep(for: .milliseconds(50))
        let waiting = Task { await transport.failure(of: HTTPRequest(url: server.url("/waiting"), lane: lane)) }
        try await Task.sleep(for: .milliseconds(50))
        waiting.cancel()
        #expect(await waiting.value == .cancelled)
        #expect(try await slow.value.status == 200)
        let after = try await transport.send(HTTPRequest(url: server.url("/after"), lane: lane))
        #expect(after.status == 200, "the lane's one place came back")
        #expect(!server.requests.contains { $0.path == "/waiting" }, "the cancelled request never went out")
    }
}
