import EmulatorFaults
import Foundation
import QiitaEmulator
import Synchronization
import Testing

@Suite("Emulator rate limits")
struct EmulatorRateLimitTests {
    @Test func eachTokenHasItsOwnQuotaAndOverflowIsRefused() async throws {
        let client = try EmulatorClient(
            EmulatorConfiguration(items: 3, tokens: ["a", "b"]), FaultOptions(rateLimit: 3))
        defer { client.close() }
        var remaining: [String?] = []
        for _ in 0..<3 {
            let response = try await client.get("/api/v2/authenticated_user", token: "a")
            #expect(response.status == 200)
            #expect(response.headers["Rate-Limit"] == "3")
            remaining.append(response.headers["Rate-Remaining"])
        }
        #expect(remaining == ["2", "1", "0"])
        let over = try await client.get("/api/v2/authenticated_user", token: "a")
        #expect(over.status == 429)
        #expect(JSON.text(over) == #"{"message":"Rate limit exceeded","type":"rate_limit_exceeded"}"#)
        #expect(over.headers["Rate-Remaining"] == "0")
        let reset = try #require(over.headers["Rate-Reset"].flatMap(Int.init))
        let now = Int(Date().timeIntervalSince1970)
        #expect(reset > now && reset <= now + 3601)
        let other = try await client.get("/api/v2/authenticated_user", token: "b")
        #expect(other.status == 200 && other.headers["Rate-Remaining"] == "2")
    }

    @Test func anonymousRequestsCountPerAddressAnd403CanBeChosen() async throws {
        let client = try EmulatorClient(
            EmulatorConfiguration(items: 3), FaultOptions(anonymousRateLimit: 2, rateLimitStatus: 403))
        defer { client.close() }
        #expect(try await client.get("/api/v2/users/emu-user", token: nil).headers["Rate-Limit"] == "2")
        #expect(try await client.get("/api/v2/users/emu-user", token: nil).status == 200)
        let over = try await client.get("/api/v2/users/emu-user", token: nil)
        #expect(over.status == 403)
        #expect(over.headers["Rate-Remaining"] == "0")
        #expect(try await client.get("/api/v2/users/emu-user").status == 200)
    }

    @Test func theQuotaComesBackWhenTheWindowEnds() async throws {
        // The emulator's clock is the test's: the hour-long window passes without waiting.
        let offset = Mutex<TimeInterval>(0)
        let clock = EmulatorClock { Date().addingTimeInterval(offset.withLock { $0 }) }
        let client = try EmulatorClient(EmulatorConfiguration(items: 3), FaultOptions(rateLimit: 1, clock: clock))
        defer { client.close() }
        let first = try await client.get("/api/v2/authenticated_user")
        #expect(first.status == 200)
        let firstReset = try #require(first.headers["Rate-Reset"].flatMap(Int.init))
        let over = try await client.get("/api/v2/authenticated_user")
        let reset = try #require(over.headers["Rate-Reset"].flatMap(Int.init))
        #expect(over.status == 429 && reset == firstReset)
        offset.withLock { $0 = 3600 }
        let renewed = try await client.get("/api/v2/authenticated_user")
        #expect(renewed.status == 200 && renewed.headers["Rate-Remaining"] == "0")
    }
}
