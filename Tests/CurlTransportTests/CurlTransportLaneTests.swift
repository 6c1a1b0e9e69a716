import CurlTransport
import Foundation
import QiitaStatsCore
import Synchronization
import TestSupport
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
        let release = DispatchSemaphore(value: 0)
        let server = try LoopbackServer { request in
            let kind = request.path.hasPrefix("/lane/") ? "lane" : "other"
            overlap.enter(kind)
            if kind == "other" { release.wait() } else { usleep(50_000) }
            overlap.leave(kind)
            return .respond(status: 200, body: Array(request.path.utf8))
        }
        defer { server.stop() }
        let transport = CurlTransport(maxHostConnections: 16)
        let lane = HTTPLane("lane")
        transport.limitInFlight(3, lane: lane)
        // Four requests outside the lane hang until the lane is done: were they counted in it,
        // the lane would have no place left and its requests would time out.
        let others = (0..<4).map { index in
            Task { try await transport.send(HTTPRequest(url: server.url("/other/\(index)"))) }
        }
        try #require(await poll { overlap.most("other") >= 4 })
        let paths = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<12 {
                group.addTask {
                    let request = HTTPRequest(url: server.url("/lane/\(index)"), timeout: .seconds(10), lane: lane)
                    return String(decoding: try await transport.send(request).body, as: UTF8.self)
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        for _ in others { release.signal() }
        for other in others { #expect(try await other.value.status == 200) }
        #expect(paths == Set((0..<12).map { "/lane/\($0)" }), "every request got its own answer")
        #expect(overlap.most("lane") == 3)
        #expect(overlap.mostAtOnce == 7, "the lane ran full beside the four others")
    }

    @Test func aCancelledRequestWaitingInItsLaneEndsAndFreesNothingTwice() async throws {
        let release = DispatchSemaphore(value: 0)
        let server = try LoopbackServer { request in
            if request.path == "/slow" { release.wait() }  // holds the lane's one place until told
            return .respond(status: 200)
        }
        defer { server.stop() }
        let transport = CurlTransport()
        let lane = HTTPLane("one")
        transport.limitInFlight(1, lane: lane)
        let slow = Task { try await transport.send(HTTPRequest(url: server.url("/slow"), lane: lane)) }
        try #require(await poll { server.requests.contains(where: { $0.path == "/slow" }) })
        let waiting = Task { await transport.failure(of: HTTPRequest(url: server.url("/waiting"), lane: lane)) }
        try await Task.sleep(for: .milliseconds(50))
        waiting.cancel()
        #expect(await waiting.value == .cancelled)
        release.signal()
        #expect(try await slow.value.status == 200)
        let after = try await transport.send(HTTPRequest(url: server.url("/after"), lane: lane))
        #expect(after.status == 200, "the lane's one place came back")
        #expect(server.requests.map(\.path) == ["/slow", "/after"], "the cancelled request never went out")
    }
}
