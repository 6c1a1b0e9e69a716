/// An 8-bit coverage image (0 = untouched, 255 = fully covered), such as a rendered glyph.
public struct CoverageMask: Sendable, Equatable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major coverage, `width * height` bytes.
    public private(set) var coverage: [UInt8]
    /// Horizontal offset of the top-left pixel from the drawing position.
    public var originX: Int
    /// Vertical offset of the top-left pixel from the drawing position.
    public var originY: Int

    /// A mask over `coverage`; nil unless it holds exactly `width * height` bytes.
    public init?(width: Int, height: Int, coverage: [UInt8], originX: Int = 0, originY: Int = 0) {
        guard width >= 0, height >= 0, coverage.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.coverage = coverage
        self.originX = originX
        self.originY = originY
    }

    /// The mask with its coverage rounded to `levels` evenly spaced values (2–256; 0 and 255 stay).
    public func quantized(levels: Int) -> CoverageMask {
        let steps = UInt32(min(max(levels, 2), 256) - 1)
        guard steps < 255 else { return self }
        var table = [UInt8](repeating: 0, count: 256)
        for value in 0..<UInt32(256) {
            let step = (value * steps + 127) / 255
            table[Int(value)] = UInt8((step * 255 + steps / 2) / steps)
        }
        var copy = self
        copy.coverage = coverage.map { table[Int($0)] }
        return copy
    }
}
