import CurlTransport
import Foundation
import QiitaStatsCore
import Testing

@Suite("CurlTransport redirects keep credentials at their origin")
struct CurlTransportRedirectTests {
    let transport = CurlTransport(maxRedirects: 3)
    let credentials: [(name: String, value: String)] = [("Authorization", "Bearer secret"), ("Accept", "text/plain")]

    @Test func sameOriginRedirectIsFollowedWithAuthorization() async throws {
        let server = try LoopbackServer { request in
            request.path == "/start"
                ? .respond(status: 302, headers: ["Location: /final"])
                : .respond(status: 200, body: Array("landed".utf8))
        }
        defer { server.stop() }
        let response = try await transport.send(HTTPRequest(url: server.url("/start"), headers: credentials))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "landed")
        #expect(response.url == server.url("/final"))
        #expect(server.requests.map(\.path) == ["/start", "/final"])
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer secret" })
    }

    @Test func crossOriginRedirectDropsAuthorization() async throws {
        let other = try LoopbackServer(host: "127.0.0.2") { _ in .respond(status: 200, body: Array("elsewhere".utf8)) }
        defer { other.stop() }
        let server = try LoopbackServer { _ in
            .respond(status: 307, headers: ["Location: \(other.url("/landing").absoluteString)"])
        }
        defer { server.stop() }
        let response = try await transport.send(HTTPRequest(url: server.url("/start"), headers: credentials))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "elsewhere")
        #expect(response.url == other.url("/landing"))
        #expect(server.requests.first?.headers["authorization"] == "Bearer secret")
        let landed = try #require(other.requests.first)
        #expect(landed.headers["authorization"] == nil)
        #expect(landed.headers["accept"] == "text/plain")
    }

    @Test func redirectLoopGivesUp() async throws {
        let server = try LoopbackServer { _ in .respond(status: 301, headers: ["Location: /again"]) }
        defer { server.stop() }
        let error = await transport.failure(of: HTTPRequest(url: server.url("/start")))
        #expect(error == .refused("gave up after 3 redirects, the last one to \(server.url("/again").absoluteString)"))
        #expect(server.requests.count == 4)
    }

    @Test func redirectWithoutLocationIsReturned() async throws {
        let server = try LoopbackServer { _ in .respond(status: 302) }
        defer { server.stop() }
        let response = try await transport.send(HTTPRequest(url: server.url("/start")))
        #expect(response.status == 302)
    }
}
