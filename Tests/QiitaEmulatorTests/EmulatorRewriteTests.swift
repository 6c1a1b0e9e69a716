import EmulatorFaults
import Foundation
import QiitaEmulator
import QiitaStatsCore
import Testing

/// The emulator's options for the hardening suites: headers that lie, datasets without bodies,
/// and redirects to another origin.
@Suite("Emulator rewrites")
struct EmulatorRewriteTests {
    @Test func theNewOptionsReachTheConfiguration() throws {
        let action = try EmulatorCommandLine.parse([
            "--set-header", "Total-Count=50", "--set-header=Link=", "--bodies", "off", "--faults", "redirect=localhost",
        ])
        let expected = EmulatorConfiguration(bodies: false)
        var options = FaultOptions(headerOverrides: ["Total-Count": "50", "Link": ""])
        options.faults = [Fault(kind: .redirect(host: "localhost"))]
        #expect(action == .serve(expected, options))
        for bad in [
            ["--set-header", "=1"], ["--set-header", "X"], ["--bodies", "maybe"], ["--set-header", "A B=1"],
        ] {
            #expect(throws: EmulatorError.self, "\(bad)") { try EmulatorCommandLine.parse(bad) }
        }
        #expect(throws: EmulatorError.self) { try FaultSpec.parse("redirect=a/b") }
        let help = EmulatorCommandLine.helpText
        #expect(help.contains("--set-header NAME=VALUE") && help.contains("--bodies on|off"))
        #expect(help.contains("redirect=HOST"))
    }

    @Test func zennsListServesTheShapesOtherClientsHaveSeen() async throws {
        let action = try EmulatorCommandLine.parse(["--zenn-next-page", #""N""#, "--zenn-unknown-user", "empty"])
        #expect(
            action == .serve(EmulatorConfiguration(), FaultOptions(zennNextPage: #""N""#, zennUnknownUserEmpty: true)))
        #expect(throws: EmulatorError.self) { try EmulatorCommandLine.parse(["--zenn-unknown-user", "200"]) }
        #expect(EmulatorCommandLine.helpText.contains("--zenn-next-page JSON"))
        let client = try EmulatorClient(
            EmulatorConfiguration(items: 90), FaultOptions(zennNextPage: #""N""#, zennUnknownUserEmpty: true))
        defer { client.close() }
        let first = try await client.get("/api/articles?username=emu-user&page=1")
        #expect(String(decoding: first.body, as: UTF8.self).hasSuffix(#","next_page":"2"}"#))
        let last = try await client.get("/api/articles?username=emu-user&page=3")
        #expect(String(decoding: last.body, as: UTF8.self).hasSuffix(#","next_page":null}"#))
        let unknown = try await client.get("/api/articles?username=nobody&page=1")
        #expect(unknown.status == 200)
        #expect(String(decoding: unknown.body, as: UTF8.self) == #"{"articles":[],"next_page":null}"#)
    }

    @Test func aSetHeaderReplacesTheRealOne() async throws {
        let client = try EmulatorClient(
            EmulatorConfiguration(items: 30), FaultOptions(headerOverrides: ["Total-Count": "5"]))
        defer { client.close() }
        let response = try await client.get("/api/v2/authenticated_user/items?per_page=100")
        #expect(response.headers.fields.filter { $0.name == "Total-Count" }.map(\.value) == ["5"])
        #expect(try JSON.array(response).count == 30)
    }

    @Test func withoutBodiesALargeDatasetIsEmptyOfText() {
        let dataset = EmulatorDataset.generate(seed: 42, items: 200, user: "u", bodies: false)
        #expect(dataset.items.count == 200)
        #expect(dataset.items.allSatisfy { $0.body.isEmpty && $0.renderedBody.isEmpty && !$0.title.isEmpty })
        #expect(dataset == EmulatorDataset.generate(seed: 42, items: 200, user: "u", bodies: false))
    }

    @Test func aRedirectGoesToTheOtherNameAndNotAgain() async throws {
        let client = try EmulatorClient(
            EmulatorConfiguration(items: 5),
            FaultOptions(faults: try FaultSpec.parse("redirect=localhost:path=/api/v2/users/*")))
        defer { client.close() }
        let response = try await client.get("/api/v2/users/emu-user?x=1")
        #expect(response.status == 200)
        #expect(response.url.absoluteString == "http://localhost:\(client.emulator.port)/api/v2/users/emu-user?x=1")
        let records = client.emulator.settledRequestLog()
        #expect(records.map(\.status) == [307, 200])
        #expect(records.map(\.fault) == ["redirect=localhost", nil])
        #expect(records.map(\.hadAuthorization) == [true, false], "curl dropped the token at the other origin")
    }
}
