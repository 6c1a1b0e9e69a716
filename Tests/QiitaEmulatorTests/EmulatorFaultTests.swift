import EmulatorFaults
import Foundation
import PNGEncoder
import QiitaEmulator
import QiitaStatsCore
import Testing

@Suite("Emulator faults over libcurl")
struct EmulatorFaultTests {
    private func client(_ spec: String, items: Int = 30) throws -> EmulatorClient {
        try EmulatorClient(EmulatorConfiguration(items: items), FaultOptions(faults: FaultSpec.parse(spec)))
    }

    @Test func statusFaultHitsOnlyItsPathAndPageTheGivenNumberOfTimes() async throws {
        let client = try client("status=503:path=/api/v2/authenticated_user/items:page=2:times=2")
        defer { client.close() }
        let path = "/api/v2/authenticated_user/items?per_page=10&page="
        #expect(try await client.get(path + "1").status == 200)
        let failed = try await client.get(path + "2")
        #expect(failed.status == 503)
        #expect(JSON.text(failed) == #"{"message":"Service Unavailable","type":"service_unavailable"}"#)
        #expect(try await client.get(path + "2").status == 503)
        #expect(try await client.get(path + "2").status == 200)
        #expect(client.emulator.requestLog.filter { $0.fault == "status=503" }.count == 2)
    }

    @Test func everyNthRequestGets429WithRetryAfter() async throws {
        let client = try client("status=429:every=3:retry-after=1")
        defer { client.close() }
        var statuses: [Int] = []
        var retryAfter: [String?] = []
        for _ in 0..<6 {
            let response = try await client.get("/api/v2/users/emu-user")
            statuses.append(response.status)
            retryAfter.append(response.headers["Retry-After"])
        }
        #expect(statuses == [200, 200, 429, 200, 200, 429])
        #expect(retryAfter[2] == "1" && retryAfter[0] == nil)
    }

    @Test func htmlErrorPage() async throws {
        let client = try client("status=502:body=html")
        defer { client.close() }
        let response = try await client.get("/api/v2/authenticated_user")
        #expect(response.status == 502)
        #expect(response.headers["Content-Type"]?.hasPrefix("text/html") == true)
    }

    @Test func resetAndTruncateBreakTheTransferOnce() async throws {
        for spec in ["reset:path=/api/v2/items/*:times=1", "truncate:path=/api/v2/items/*:times=1"] {
            let client = try client(spec)
            defer { client.close() }
            let id = try #require(client.emulator.dataset.items.first?.id)
            let error = await client.failure("/api/v2/items/\(id)")
            guard case .connectionFailed = error else {
                Issue.record("\(spec): expected a connection failure, got \(String(describing: error))")
                continue
            }
            #expect(try await client.get("/api/v2/items/\(id)").status == 200)
            #expect(try await client.get("/api/v2/users/emu-user").status == 200)
        }
    }

    @Test func malformedJSONIsA200ThatDoesNotParse() async throws {
        let client = try client("malformed-json:path=/api/v2/authenticated_user")
        defer { client.close() }
        let response = try await client.get("/api/v2/authenticated_user")
        #expect(response.status == 200)
        #expect(response.headers["Content-Length"] == String(response.body.count))
        #expect((try? JSONSerialization.jsonObject(with: Data(response.body))) == nil)
    }

    @Test func stallOutlastsAShortTimeout() async throws {
        let client = try client("stall:ms=5000:times=1")
        defer { client.close() }
        let error = await client.failure("/api/v2/users/emu-user", timeout: .milliseconds(300))
        #expect(error.map { if case .timedOut = $0 { true } else { false } } == true)
        #expect(try await client.get("/api/v2/users/emu-user").status == 200)
    }

    @Test func avatarFaults() async throws {
        let plain = try EmulatorClient(EmulatorConfiguration(items: 1))
        defer { plain.close() }
        let good = try await plain.send(plain.emulator.avatarURL)
        #expect(good.status == 200 && good.headers["Content-Type"] == "image/png")
        let decoded = try PNGCodec.decode(Array(good.body))
        #expect(decoded.width == 80 && decoded.height == 80)
        let expectations: [(String, String, (HTTPResponse) -> Bool)] = [
            ("svg", "image/svg+xml", { JSON.text($0).hasPrefix("<svg") }),
            ("html", "text/html; charset=utf-8", { JSON.text($0).contains("<html>") }),
            ("huge", "image/png", { $0.body.count > 12 << 20 }),
            (
                "truncated", "image/png",
                { (try? PNGCodec.decode(Array($0.body))) == nil && $0.body.count < good.body.count }
            ),
        ]
        for (kind, type, check) in expectations {
            let client = try client("avatar=\(kind)", items: 1)
            defer { client.close() }
            let response = try await client.send(client.emulator.avatarURL)
            #expect(response.status == 200, "\(kind)")
            #expect(response.headers["Content-Type"] == type, "\(kind)")
            #expect(check(response), "\(kind)")
            #expect(try await client.get("/api/v2/users/emu-user").status == 200)
        }
    }
}
