/// An 8-bit coverage image (0 = untouched, 255 = fully covered), such as a rendered glyph.
///
/// The origin says where the mask's top-left pixel lies relative to the point it is drawn at:
/// a glyph drawn at a pen position on the baseline has `originX` = its left bearing and
/// `originY` = minus its height above the baseline.
public struct CoverageMask: Sendable, Equatable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major coverage, `width * height` bytes.
    public let coverage: [UInt8]
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

    /// An empty mask (nothing to draw), e.g. for a space.
    public static let empty = CoverageMask(width: 0, height: 0, coverage: [], originX: 0, originY: 0, checked: ())

    private init(width: Int, height: Int, coverage: [UInt8], originX: Int, originY: Int, checked: Void) {
        self.width = width
        self.height = height
        self.coverage = coverage
        self.originX = originX
        self.originY = originY
    }
}
