import Foundation

/// The request line and headers of one HTTP/1.x request.
public struct HTTPRequestHead: Sendable {
    /// `GET`, `HEAD`…
    public var method: String
    /// The path, without the query.
    public var path: String
    /// The raw query string (after `?`), `""` when there is none.
    public var query: String
    var version: String
    /// The header fields, in order.
    public var headers: [(name: String, value: String)]

    /// The first header called `name`, case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Whether the connection stays open after the answer.
    var keepAlive: Bool {
        let connection = header("Connection")?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// The declared body length (GET requests normally have none).
    var contentLength: Int { header("Content-Length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0 }

    /// The token of an `Authorization: Bearer …` header.
    public var bearerToken: String? {
        let parts = header("Authorization")?.split(separator: " ", maxSplits: 1) ?? []
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// The query parameters, percent-decoded, in order.
    public var queryItems: [(name: String, value: String)] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (Self.decode(parts[0]), parts.count > 1 ? Self.decode(parts[1]) : "")
        }
    }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// Parses a head (the bytes before the blank line); nil when it is not HTTP/1.x.
    init?(_ bytes: ArraySlice<UInt8>) {
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
        method = String(parts[0])
        version = String(parts[2])
        let target = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        (path, query) = (String(target[0]), target.count > 1 ? String(target[1]) : "")
        headers = lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
    }
}
