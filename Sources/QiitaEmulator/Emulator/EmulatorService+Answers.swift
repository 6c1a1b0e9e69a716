import Foundation

/// The small answers and helpers of ``EmulatorService``: errors and ETags.
extension EmulatorService {
    var unauthorized: HTTPAnswer { .error(401, "Unauthorized", "unauthorized") }
    var notFound: HTTPAnswer { .error(404, "Not found", "not_found") }

    /// A weak ETag: an FNV-1a-style hash of the body taken eight bytes at a time, since a list page
    /// of bodies is megabytes and the emulator shares the machine with the client it serves.
    static func etag(_ body: [UInt8]) -> String {
        let hash = body.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            let words = bytes.count / 8
            for index in 0..<words {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* 0x100_0000_01B3
            }
            for byte in bytes[(words * 8)...] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return hash
        }
        return String(format: "W/\"%016llx\"", hash)
    }
}
