/// A width × height image of ``RGBA`` pixels, stored row-major, 4 bytes a pixel, no padding.
public struct Bitmap: Sendable, Equatable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The pixels: red, green, blue, alpha for (0, 0), then (1, 0), …; `width * height * 4` bytes.
    public internal(set) var rgba: [UInt8]

    /// A bitmap filled with one colour (transparent by default); a negative size counts as 0.
    public init(width: Int, height: Int, fill: RGBA = .clear) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let count = self.width * self.height
        var rgba = [UInt8](repeating: 0, count: count * 4)
        if fill != .clear {
            rgba.withUnsafeMutableBufferPointer { bytes in
                for pixel in 0..<count { bytes.store(fill, at: pixel * 4) }
            }
        }
        self.rgba = rgba
    }

    /// A bitmap over existing RGBA bytes; nil unless there are exactly `width * height * 4`.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Whether (x, y) is a pixel of this bitmap.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The pixel at (x, y): reading outside the bitmap gives ``RGBA/clear``, writing there does nothing.
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            guard contains(x: x, y: y) else { return .clear }
            let offset = (y * width + x) * 4
            return RGBA(rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
        }
        set {
            guard contains(x: x, y: y) else { return }
            rgba.withUnsafeMutableBufferPointer { $0.store(newValue, at: (y * width + x) * 4) }
        }
    }
}

extension UnsafeMutableBufferPointer<UInt8> {
    /// Writes `colour` as 4 bytes at `offset`.
    @inline(__always)
    func store(_ colour: RGBA, at offset: Int) {
        self[offset] = colour.red
        self[offset + 1] = colour.green
        self[offset + 2] = colour.blue
        self[offset + 3] = colour.alpha
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The 4 bytes at `offset` as one `0xRRGGBBAA` number.
    @inline(__always)
    func key(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8
            | UInt32(self[offset + 3])
    }
}
