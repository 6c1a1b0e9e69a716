extension UnsafeMutableBufferPointer<UInt8> {
    /// Blends `colour` source-over onto the pixel at byte `offset`, `alpha` being its alpha times coverage.
    @inline(__always)
    func blend(_ colour: RGBA, alpha: UInt32, at offset: Int) {
        guard alpha > 0 else { return }
        let below = UInt32(self[offset + 3])
        if alpha == 255 || below == 0 {
            store(colour.withAlpha(UInt8(alpha)), at: offset)
        } else if below == 255 {
            let keep = 255 - alpha
            self[offset] = UInt8((UInt32(colour.red) * alpha + UInt32(self[offset]) * keep + 127) / 255)
            self[offset + 1] = UInt8((UInt32(colour.green) * alpha + UInt32(self[offset + 1]) * keep + 127) / 255)
            self[offset + 2] = UInt8((UInt32(colour.blue) * alpha + UInt32(self[offset + 2]) * keep + 127) / 255)
        } else {
            // Weights in 1/65025ths: the source's share and what shows through of the pixel below.
            let source = alpha * 255
            let through = below * (255 - alpha)
            let total = source + through
            let half = total / 2
            self[offset] = UInt8((UInt32(colour.red) * source + UInt32(self[offset]) * through + half) / total)
            self[offset + 1] = UInt8(
                (UInt32(colour.green) * source + UInt32(self[offset + 1]) * through + half) / total)
            self[offset + 2] = UInt8(
                (UInt32(colour.blue) * source + UInt32(self[offset + 2]) * through + half) / total)
            self[offset + 3] = UInt8((total + 127) / 255)
        }
    }
}

extension RGBA {
    /// This colour's alpha scaled by `coverage` (0–1), rounded, as 0–255.
    @inline(__always)
    func alpha(covering coverage: Float) -> UInt32 {
        UInt32(Float(alpha) * min(max(coverage, 0), 1) + 0.5)
    }

    /// This colour's alpha scaled by an 8-bit `coverage`, rounded, as 0–255.
    @inline(__always)
    func alpha(covering coverage: UInt8) -> UInt32 {
        (UInt32(alpha) * UInt32(coverage) + 127) / 255
    }
}
