import Foundation
import QiitaStatsCore

/// Every request of a run, to the API, to Zenn or for the avatar: each names the tool (`User-Agent`), and with `-v`
/// is logged as it is answered, with its status, time and quota, or why no answer came; the URL only, never a
/// header, so never the token.
struct ToolTransport: HTTPTransport {
    let transport: any HTTPTransport
    let clock: @Sendable () -> Date
    let log: OutputSink?  // `-v`'s, else nil

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        var request = request
        request.headers.append(("User-Agent", QiitaStatsTool.userAgent))
        let (started, shown) = (clock(), "qiita-stats: GET \(request.url.absoluteString) → ")
        do {
            let response = try await transport.send(request)
            let milliseconds = Int((clock().timeIntervalSince(started) * 1000).rounded())
            let quota = response.headers["Rate-Remaining"].flatMap { Int($0) }.map { ", quota \($0) left" } ?? ""
            log?.line(shown + "\(response.status) in \(milliseconds) ms" + quota)
            return response
        } catch {
            // curl's own words say how long it tried ("… after 3 ms: Couldn't connect").
            log?.line(shown + error.message)
            throw error
        }
    }
}
