import Foundation
import QiitaStatsCore
import TestSupport
import Testing

@testable import CurlTransport

@Suite("CurlTransport refusals, cancellation and shutdown")
struct CurlTransportLifecycleTests {
    @Test(arguments: ["ftp://127.0.0.1/file", "file:///etc/passwd", "http:///nohost"])
    func nonHTTPURLsAreRefused(url: String) async throws {
        let transport = CurlTransport()
        let error = await transport.failure(of: HTTPRequest(url: try #require(URL(string: url))))
        #expect(error?.isRefused == true, "\(String(describing: error))")
    }

    @Test func headerWithLineBreakIsRefused() async throws {
        let transport = CurlTransport()
        let request = HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:9/")), headers: [("X", "a\r\nB: c")])
        let error = await transport.failure(of: request)
        #expect(error?.isRefused == true, "\(String(describing: error))")
    }

    @Test func cancellingTheTaskCancelsTheTransfer() async throws {
        let server = try LoopbackServer { _ in .silence }
        defer { server.stop() }
        let transport = CurlTransport()
        let task = Task { await transport.failure(of: HTTPRequest(url: server.url("/never"), timeout: .seconds(60))) }
        try #require(await poll { !server.requests.isEmpty })
        task.cancel()
        #expect(await task.value == .cancelled)
    }

    @Test func shutdownFailsTransfersInFlightAndRefusesLaterOnes() async throws {
        let server = try LoopbackServer { _ in .silence }
        defer { server.stop() }
        let transport = CurlTransport()
        let task = Task { await transport.failure(of: HTTPRequest(url: server.url("/never"), timeout: .seconds(60))) }
        try #require(await poll { !server.requests.isEmpty })
        transport.shutdown()
        #expect(await task.value == .cancelled)
        let later = await transport.failure(of: HTTPRequest(url: server.url("/later")))
        #expect(later == .refused("the HTTP transport has been shut down"))
        transport.shutdown()
    }

    @Test func aTransportShutDownBeforeItsFirstRequestRefusesIt() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let transport = CurlTransport()
        transport.shutdown()
        let error = await transport.failure(of: HTTPRequest(url: server.url("/late")))
        #expect(error == .refused("the HTTP transport has been shut down"))
        #expect(server.requests.isEmpty)
    }

    /// The failed transfers' easy handles go back to the pool; the next requests reuse them.
    @Test(arguments: ["http://127.0.0.1:9/refused", "http://qiita-stats-test.invalid/unresolvable"])
    func aFailedTransferLeavesTheTransportUsable(failing: String) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let transport = CurlTransport(maxTotalConnections: 1)  // one pooled handle: the failed one
        let failure = await transport.failure(
            of: HTTPRequest(url: try #require(URL(string: failing)), timeout: .seconds(5)))
        switch failure {
        case .connectionFailed?, .timedOut?: break  // a resolver may time out rather than refuse
        default: Issue.record("expected the request to fail, got \(String(describing: failure))")
        }
        for index in 0..<3 {
            let response = try await transport.send(HTTPRequest(url: server.url("/after/\(index)")))
            #expect(response.status == 200)
        }
    }

    /// A timeout, an over-long body and a cancellation each end a transfer early; the handle
    /// goes back to the pool and the next request on it works.
    @Test func everyKindOfEarlyEndLeavesTheHandleReusable() async throws {
        let server = try LoopbackServer { request in
            switch request.path {
            case "/silent": .silence
            case "/long": .respond(status: 200, body: Array(repeating: 0x61, count: 100_000))
            default: .respond(status: 200, body: Array("ok".utf8))
            }
        }
        defer { server.stop() }
        let transport = CurlTransport(maxTotalConnections: 1)
        func worksAgain() async throws {
            let response = try await transport.send(HTTPRequest(url: server.url("/fine")))
            #expect(String(decoding: response.body, as: UTF8.self) == "ok")
        }
        let timedOut = await transport.failure(of: HTTPRequest(url: server.url("/silent"), timeout: .milliseconds(200)))
        guard case .timedOut? = timedOut else {
            Issue.record("not a timeout: \(String(describing: timedOut))")
            return
        }
        try await worksAgain()
        let tooLong = await transport.failure(of: HTTPRequest(url: server.url("/long"), maxBodyBytes: 1000))
        #expect(tooLong == .bodyTooLarge(limit: 1000))
        try await worksAgain()
        let cancelled = Task { await transport.failure(of: HTTPRequest(url: server.url("/silent"))) }
        try #require(await poll { server.requests.filter({ $0.path == "/silent" }).count >= 2 })
        cancelled.cancel()
        #expect(await cancelled.value == .cancelled)
        try await worksAgain()
    }

    @Test func originComparesSchemeHostAndPort() throws {
        func url(_ text: String) throws -> URL { try #require(URL(string: text)) }
        #expect(try url("http://a.example/x").isSameOrigin(as: url("http://A.example:80/y")))
        #expect(try url("https://a.example/x").isSameOrigin(as: url("https://a.example:443/y")))
        #expect(try !url("https://a.example/x").isSameOrigin(as: url("http://a.example/x")))
        #expect(try !url("http://a.example/x").isSameOrigin(as: url("http://a.example:8080/x")))
        #expect(try !url("http://a.example/x").isSameOrigin(as: url("http://b.example/x")))
    }
}
