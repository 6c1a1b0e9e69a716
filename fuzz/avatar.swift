// The avatar sniffer: never crashes, and accepts only bytes that start with the signature of
// the format it names (the check is written out again here, independently of `Avatar.sniff`).
@testable import QiitaModel

private let signatures: [Avatar.Format: [[UInt8?]]] = [
    .png: [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]],
    .jpeg: [[0xFF, 0xD8, 0xFF]],
    .gif: [Array("GIF87a".utf8), Array("GIF89a".utf8)],
    // RIFF, four bytes of length, WEBP.
    .webp: [Array("RIFF".utf8) + [nil, nil, nil, nil] + Array("WEBP".utf8)],
]

private func starts(_ bytes: [UInt8], with signature: [UInt8?]) -> Bool {
    bytes.count >= signature.count
        && zip(bytes, signature).allSatisfy { byte, expected in expected.map { $0 == byte } ?? true }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAvatar(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    let matching = signatures.filter { _, prefixes in prefixes.contains { starts(bytes, with: $0) } }.map(\.key)
    guard let avatar = Avatar(bytes: bytes) else { return 0 }
    invariant(matching == [avatar.format], "accepted as \(avatar.format), signatures of \(matching)")
    invariant(avatar.bytes == bytes, "the avatar's bytes are not the input")
    return 0
}
