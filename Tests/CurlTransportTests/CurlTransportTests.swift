import CurlTransport
import Foundation
import QiitaStatsCore
import Testing

@Suite("CurlTransport round trips over loopback")
struct CurlTransportTests {
    let transport = CurlTransport()

    @Test func getReturnsStatusHeadersAndBody() async throws {
        let server = try LoopbackServer { _ in
            .respond(
                status: 200, headers: ["X-Custom-Thing: yes", "Content-Type: text/plain"], body: Array("hello".utf8))
        }
        defer { server.stop() }
        let response = try await transport.send(
            HTTPRequest(url: server.url("/hello?x=1"), headers: [("Accept", "application/json")]))
        #expect(response.status == 200)
        #expect(response.headers["x-custom-thing"] == "yes")
        #expect(response.headers["CONTENT-TYPE"] == "text/plain")
        #expect(String(decoding: response.body, as: UTF8.self) == "hello")
        #expect(response.url == server.url("/hello?x=1"))
        let seen = try #require(server.requests.first)
        #expect(seen.method == "GET" && seen.path == "/hello?x=1")
        #expect(seen.headers["accept"] == "application/json")
    }

    @Test func notFoundIsAnAnswerNotAnError() async throws {
        let server = try LoopbackServer { _ in .respond(status: 404, body: Array("no such item".utf8)) }
        defer { server.stop() }
        let response = try await transport.send(HTTPRequest(url: server.url("/missing")))
        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self) == "no such item")
    }

    @Test func refusedConnectionIsConnectionFailed() async throws {
        let closed = try LoopbackServer(listening: false)
        defer { closed.stop() }
        let error = await transport.failure(of: HTTPRequest(url: closed.url("/")))
        guard case .connectionFailed(let why) = error else {
            Issue.record("expected connectionFailed, got \(String(describing: error))")
            return
        }
        #expect(why.contains("\(closed.port)"))
    }

    @Test func silentServerTimesOut() async throws {
        let server = try LoopbackServer { _ in .silence }
        defer { server.stop() }
        let error = await transport.failure(of: HTTPRequest(url: server.url("/slow"), timeout: .milliseconds(300)))
        guard case .timedOut = error else {
            Issue.record("expected timedOut, got \(String(describing: error))")
            return
        }
    }

    @Test func bodyOverTheLimitIsRefused() async throws {
        let server = try LoopbackServer { _ in .respond(status: 200, body: Array(repeating: 65, count: 1000)) }
        defer { server.stop() }
        let error = await transport.failure(of: HTTPRequest(url: server.url("/big"), maxBodyBytes: 100))
        #expect(error == .bodyTooLarge(limit: 100))
        let exact = try await transport.send(HTTPRequest(url: server.url("/big"), maxBodyBytes: 1000))
        #expect(exact.body.count == 1000)
    }

    @Test func gzipBodyIsDecoded() async throws {
        let server = try LoopbackServer { request in
            guard request.headers["accept-encoding"]?.contains("gzip") == true else { return .respond(status: 406) }
            return .respond(status: 200, headers: ["Content-Encoding: gzip"], body: Self.gzippedGreeting)
        }
        defer { server.stop() }
        let response = try await transport.send(HTTPRequest(url: server.url("/gz")))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == Self.greeting)
        // 36 compressed bytes pass the limit; the 38 decoded ones do not.
        let error = await transport.failure(of: HTTPRequest(url: server.url("/gz"), maxBodyBytes: 37))
        #expect(error == .bodyTooLarge(limit: 37))
    }

    @Test func fiftyConcurrentRequestsAllComplete() async throws {
        let server = try LoopbackServer { request in .respond(status: 200, body: Array("body of \(request.path)".utf8))
        }
        defer { server.stop() }
        let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<50 {
                group.addTask {
                    let response = try await transport.send(HTTPRequest(url: server.url("/item/\(index)")))
                    return (index, String(decoding: response.body, as: UTF8.self))
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(bodies.count == 50)
        #expect(bodies.allSatisfy { $0.value == "body of /item/\($0.key)" })
    }

    @Test func sequentialRequestsReuseOneConnection() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        for index in 0..<20 {
            let response = try await transport.send(HTTPRequest(url: server.url("/\(index)")))
            #expect(response.status == 200)
        }
        #expect(server.requests.count == 20)
        #expect(server.acceptedConnections == 1)
    }

    static let greeting = "hello, gzip! hello, gzip! hello, gzip!"
    /// `printf '<greeting>' | gzip -n -9`
    static let gzippedGreeting: [UInt8] = [
        31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 203, 72, 205, 201, 201, 215, 81, 72, 175, 202, 44, 80, 84, 200, 192, 197, 1,
        0, 127, 150, 113, 242, 38, 0, 0, 0,
    ]

    @Test func aLyingContentLengthIsAFailureNotAHugeAllocation() async throws {
        let server = try LoopbackServer { _ in
            .raw(Array("HTTP/1.1 200 OK\r\nContent-Length: 1000000000000000\r\n\r\nhello".utf8))
        }
        defer { server.stop() }
        let error = await transport.failure(of: HTTPRequest(url: server.url("/liar")))
        guard case .connectionFailed = error else {
            Issue.record("expected a broken transfer, got \(String(describing: error))")
            return
        }
    }
}
