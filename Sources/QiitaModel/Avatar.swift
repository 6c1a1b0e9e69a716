/// A downloaded profile image whose bytes were checked to be an image.
public struct Avatar: Sendable, Equatable {
    /// The image formats accepted, by magic number.
    public enum Format: String, Sendable, CaseIterable {
        /// PNG, JPEG, GIF, WebP.
        case png, jpeg, gif, webp
    }

    /// The image bytes.
    public let bytes: [UInt8]
    /// Their format.
    public let format: Format

    /// The avatar, if `bytes` are a whole PNG, JPEG, GIF or WebP image (by magic number and end marker).
    public init?(bytes: [UInt8]) {
        guard let format = Self.sniff(bytes) else { return nil }
        self.bytes = bytes
        self.format = format
    }

    static func sniff(_ bytes: [UInt8]) -> Format? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // Complete only with the IEND chunk at the end.
            return bytes.suffix(8) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82] ? .png : nil
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            return bytes.suffix(2) == [0xFF, 0xD9] ? .jpeg : nil
        }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            return bytes.last == 0x3B ? .gif : nil
        }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            let declared = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
            return declared + 8 == bytes.count ? .webp : nil
        }
        return nil
    }
}
