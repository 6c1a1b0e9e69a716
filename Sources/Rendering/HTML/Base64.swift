/// Standard Base64 with padding (RFC 4648 §4), for `data:` URIs.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in Base64.
    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let b0 = UInt32(bytes[index])
            let b1 = count > 1 ? UInt32(bytes[index + 1]) : 0
            let b2 = count > 2 ? UInt32(bytes[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            for position in 0..<4 {
                output.append(
                    position <= count ? alphabet[Int((group >> (18 - 6 * UInt32(position))) & 0x3F)] : UInt8(ascii: "=")
                )
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
