/// A bitmap as a colour map and one index byte a pixel, as an indexed PNG stores it.
public struct IndexedPixels: Sendable, Equatable {
    /// The distinct colours, in order of first appearance (row by row), at most 256.
    public let palette: [RGBA]
    /// For each pixel, row-major, its colour's position in ``palette``.
    public let indices: [UInt8]

    /// Indexes `bitmap`, or nil when it has more than `limit` (at most 256) distinct colours.
    public init?(_ bitmap: Bitmap, limit: Int = 256) {
        let limit = min(limit, 256)
        var slots: [UInt32: UInt8] = [:]
        var palette: [RGBA] = []
        var indices = [UInt8](repeating: 0, count: bitmap.width * bitmap.height)
        let complete = bitmap.rgba.withUnsafeBufferPointer { bytes in
            indices.withUnsafeMutableBufferPointer { out in
                // Neighbouring pixels usually share a colour: the last one is kept at hand.
                var last: (key: UInt32, index: UInt8)?
                for pixel in 0..<out.count {
                    let key = bytes.key(at: pixel * 4)
                    if let last, last.key == key {
                        out[pixel] = last.index
                        continue
                    }
                    let index: UInt8
                    if let known = slots[key] {
                        index = known
                    } else {
                        guard palette.count < limit else { return false }
                        index = UInt8(palette.count)
                        slots[key] = index
                        palette.append(RGBA(key: key))
                    }
                    out[pixel] = index
                    last = (key, index)
                }
                return true
            }
        }
        guard complete else { return nil }
        self.palette = palette
        self.indices = indices
    }

    /// Whether any colour of the palette is not opaque.
    public var hasTransparency: Bool { palette.contains { $0.alpha < 255 } }
}

extension RGBA {
    /// The colour of a `0xRRGGBBAA` number.
    init(key: UInt32) {
        self.init(
            UInt8(key >> 24), UInt8(truncatingIfNeeded: key >> 16), UInt8(truncatingIfNeeded: key >> 8),
            UInt8(truncatingIfNeeded: key))
    }
}
