import Foundation
import QiitaStats
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
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        task.cancel()
        #expect(await task.value == .cancelled)
    }

    @Test func shutdownFailsTransfersInFlightAndRefusesLaterOnes() async throws {
        let server = try LoopbackServer { _ in .silence }
        defer { server.stop() }
        let transport = CurlTransport()
        let task = Task { await transport.failure(of: HTTPRequest(url: server.url("/never"), timeout: .seconds(60))) }
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
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
        transport.limitInFlight(2, lane: HTTPLane("items"))  // does not start it again
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

    @Test func originComparesSchemeHostAndPort() throws {
        func url(_ text: String) throws -> URL { try #require(URL(string: text)) }
        #expect(Redirect.isSameOrigin(try url("http://a.example/x"), try url("http://A.example:80/y")))
        #expect(Redirect.isSameOrigin(try url("https://a.example/x"), try url("https://a.example:443/y")))
        #expect(!Redirect.isSameOrigin(try url("https://a.example/x"), try url("http://a.example/x")))
        #expect(!Redirect.isSameOrigin(try url("http://a.example/x"), try url("http://a.example:8080/x")))
        #expect(!Redirect.isSameOrigin(try url("http://a.example/x"), try url("http://b.example/x")))
    }
}
