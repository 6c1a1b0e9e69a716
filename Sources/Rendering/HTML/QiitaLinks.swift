import QiitaModel

/// The only links a page may carry: `https://` on the report's Qiita host (or zenn.dev for a Zenn
/// article), safe in a quoted attribute.
public struct QiitaLinks: Sendable, Equatable {
    /// The host links may point to, lower-case, without a port.
    public let host: String

    /// The links of a snapshot fetched from `apiHost`: that host when it is under `qiita.com`, else `qiita.com`.
    public init(apiHost: String) {
        let lowered = apiHost.lowercased()
        host = Self.isQiitaHost(lowered) ? lowered : "qiita.com"
    }

    /// `url` when it is `https://HOST/…` (`https://zenn.dev/…` for a Zenn article) with only URL
    /// characters after the host; nil otherwise.
    public func article(_ url: String, source: ArticleSource = .qiita) -> String? {
        let prefix = "https://" + (source == .zenn ? "zenn.dev" : host)
        let bytes = Array(url.utf8)
        // Scheme and host compare without case, byte by byte (both are ASCII here).
        let lowered = bytes.prefix(prefix.utf8.count).map { (65...90).contains($0) ? $0 + 32 : $0 }
        guard lowered.elementsEqual(prefix.utf8) else { return nil }
        let rest = Array(bytes.dropFirst(prefix.utf8.count))
        guard rest.first == UInt8(ascii: "/"), Self.isSafePath(rest) else { return nil }
        return prefix + String(decoding: rest, as: UTF8.self)
    }

    /// The profile page of `userID`, every byte outside the URL's unreserved set percent-encoded.
    public func profile(userID: String) -> String {
        let path = userID.utf8.map { byte in
            Self.isUnreserved(byte)
                ? String(Unicode.Scalar(byte)) : (byte < 16 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
        }
        return "https://\(host)/\(path.joined())"
    }

    /// `qiita.com` or `label.….qiita.com`, labels of letters, digits and hyphens.
    static func isQiitaHost(_ host: String) -> Bool {
        guard host == "qiita.com" || host.hasSuffix(".qiita.com") else { return false }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.utf8.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// A path, query and fragment of RFC 3986 characters, every `%` followed by two hex digits.
    private static func isSafePath(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    return false
                }
                index += 3
                continue
            }
            guard isUnreserved(byte) || "/?#[]@!$&()*+,;=:".utf8.contains(byte) else { return false }
            index += 1
        }
        return true
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || "-._~".utf8.contains(byte)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        byte < 0x80 && (Character(Unicode.Scalar(byte)).isLetter || Character(Unicode.Scalar(byte)).isNumber)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool { byte < 0x80 && Character(Unicode.Scalar(byte)).isHexDigit }
}
