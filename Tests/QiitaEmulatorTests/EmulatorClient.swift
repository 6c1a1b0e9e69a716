import CurlTransport
import EmulatorFaults
import Foundation
import QiitaEmulator
import QiitaStatsCore
import Testing

/// A running emulator and a libcurl transport pointed at it; `close()` stops both.
struct EmulatorClient {
    let emulator: QiitaEmulator
    let transport: CurlTransport

    init(
        _ configuration: EmulatorConfiguration = EmulatorConfiguration(items: 60),
        _ options: FaultOptions = FaultOptions(),
        connections: Int = 8
    ) throws {
        emulator = try QiitaEmulator.start(configuration, options)
        transport = CurlTransport(maxTotalConnections: max(32, connections))
    }

    /// GETs `pathAndQuery` (relative to the base URL), with `Authorization: Bearer token` when given.
    func get(
        _ pathAndQuery: String, token: String? = "emu-token", headers: [(name: String, value: String)] = [],
        timeout: Duration = .seconds(20)
    ) async throws(TransportError) -> HTTPResponse {
        try await send(url(pathAndQuery), token: token, headers: headers, timeout: timeout)
    }

    /// GETs an absolute URL.
    func send(
        _ url: URL, token: String? = nil, headers: [(name: String, value: String)] = [],
        timeout: Duration = .seconds(20)
    ) async throws(TransportError) -> HTTPResponse {
        var all = headers
        if let token { all.append(("Authorization", "Bearer \(token)")) }
        return try await transport.send(HTTPRequest(url: url, headers: all, timeout: timeout))
    }

    /// The error a GET fails with, or nil when it got an answer.
    func failure(_ pathAndQuery: String, timeout: Duration = .seconds(20)) async -> TransportError? {
        do {
            _ = try await get(pathAndQuery, timeout: timeout)
            return nil
        } catch {
            return error
        }
    }

    func url(_ pathAndQuery: String) -> URL {
        URL(string: emulator.baseURL.absoluteString + pathAndQuery) ?? emulator.baseURL
    }

    func close() {
        transport.shutdown()
        emulator.stop()
    }
}

/// JSON helpers over `JSONSerialization`, so the tests read what a client would decode.
enum JSON {
    static func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    static func array(_ response: HTTPResponse) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
    }

    static func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }
}

/// The `Link` header as rel → URL.
func links(_ response: HTTPResponse) -> [String: String] {
    var result: [String: String] = [:]
    for part in (response.headers["Link"] ?? "").components(separatedBy: ", ") {
        let pieces = part.components(separatedBy: ">; rel=\"")
        guard pieces.count == 2 else { continue }
        result[String(pieces[1].dropLast())] = String(pieces[0].dropFirst())
    }
    return result
}
