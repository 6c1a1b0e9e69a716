import EmulatorFaults
import Foundation
import QiitaEmulator
import Testing

@Suite("Emulator server: listeners, log, concurrency, shutdown")
struct EmulatorServerTests {
    @Test func avatarHostIsASecondListenerAndTheLogShowsWhoGotTheHeader() async throws {
        let logPath = FileManager.default.temporaryDirectory.appendingPathComponent("emulator-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let client = try EmulatorClient(
            EmulatorConfiguration(items: 3, avatarHost: "127.0.0.2"), FaultOptions(logPath: logPath))
        #expect(client.emulator.avatarURL.host == "127.0.0.2")
        #expect(client.emulator.dataset.user.profileImageURL == client.emulator.avatarURL.absoluteString)
        #expect(try await client.get("/api/v2/authenticated_user?x=1").status == 200)
        #expect(try await client.send(client.emulator.avatarURL).status == 200)
        var onAvatarHost = URLComponents(url: client.emulator.avatarURL, resolvingAgainstBaseURL: false)
        onAvatarHost?.path = "/api/v2/authenticated_user"
        #expect(try await client.send(try #require(onAvatarHost?.url), token: "emu-token").status == 404)
        client.close()
        let records = client.emulator.requestLog
        #expect(records.map(\.host) == ["127.0.0.1", "127.0.0.2", "127.0.0.2"])
        #expect(records.map(\.hadAuthorization) == [true, false, true])
        #expect(records[0].query == "x=1" && records[0].path == "/api/v2/authenticated_user")
        let lines = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        let first = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["method"] as? String == "GET" && first["status"] as? Int == 200)
        #expect(first["authorization"] as? Bool == true && first["query"] as? String == "x=1")
        #expect((first["start"] as? Double).map { $0 <= (first["end"] as? Double ?? 0) } == true)
    }

    @Test func nonLoopbackAddressesAreRefused() {
        #expect(throws: EmulatorError.self) { try QiitaEmulator.start(EmulatorConfiguration(host: "0.0.0.0")) }
        #expect(throws: EmulatorError.self) { try QiitaEmulator.start(EmulatorConfiguration(host: "192.168.1.1")) }
        #expect(throws: EmulatorError.self) {
            try QiitaEmulator.start(EmulatorConfiguration(avatarHost: "10.0.0.1"))
        }
    }

    @Test func concurrentKeepAliveClientsAreServedInParallel() async throws {
        let clients = 64
        let requests = 10
        let client = try EmulatorClient(
            EmulatorConfiguration(items: 20), FaultOptions(latencyMilliseconds: 50, rateLimit: 100_000),
            connections: clients)
        defer { client.close() }
        let ids = client.emulator.dataset.items.map(\.id)
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for worker in 0..<clients {
                group.addTask {
                    var statuses: [Int] = []
                    for index in 0..<requests {
                        let id = ids[(worker + index) % ids.count]
                        statuses.append(try await client.get("/api/v2/items/\(id)").status)
                    }
                    return statuses
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(statuses.count == clients * requests && statuses.allSatisfy { $0 == 200 })
        // A serialising server would never have two requests in flight at once.
        let log = client.emulator.requestLog
        var events: [(time: Double, change: Int)] = []
        for record in log {
            events.append((record.start.timeIntervalSince1970, 1))
            events.append((record.end.timeIntervalSince1970, -1))
        }
        events.sort { left, right in left.time < right.time || (left.time == right.time && left.change < right.change) }
        var inFlight = 0
        var peak = 0
        for event in events {
            inFlight += event.change
            peak = max(peak, inFlight)
        }
        #expect(peak >= 16, "at most \(peak) requests were in flight at once")
    }

    @Test func stopClosesListenersAndKeptAliveConnections() async throws {
        let client = try EmulatorClient(EmulatorConfiguration(items: 2))
        defer { client.transport.shutdown() }
        #expect(try await client.get("/api/v2/users/emu-user").status == 200)
        client.emulator.stop()
        client.emulator.stop()
        let error = await client.failure("/api/v2/users/emu-user")
        guard case .connectionFailed = error else {
            Issue.record("expected a refused connection after stop, got \(String(describing: error))")
            return
        }
    }
}
