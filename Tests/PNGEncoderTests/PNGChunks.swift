/// Reads a PNG's chunk list and header fields, to check what libpng wrote.
struct PNGChunks {
    /// Chunk types in file order.
    let types: [String]
    /// IHDR bit depth.
    let bitDepth: UInt8
    /// IHDR colour type: 2 RGB, 3 indexed, 6 RGBA.
    let colourType: UInt8

    init(_ png: [UInt8]) {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        self.types = types
        // Signature (8), IHDR length and type (8), width and height (8): then depth and colour type.
        bitDepth = png.count > 25 ? png[24] : 0
        colourType = png.count > 25 ? png[25] : 0
    }
}
