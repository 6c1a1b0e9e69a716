/// Measures and draws one line of text at a pixel size, so the raster layer knows nothing of fonts.
public protocol TextRasterizer {
    /// The advance width, ascent and descent of `text` on one line at `size` pixels an em.
    func lineExtent(of text: String, size: Double) throws -> TextExtent

    /// Draws `text` with its pen at `x` on the baseline `baseline`, blending `colour` into `bitmap`.
    func drawLine(
        _ text: String, size: Double, x: Double, baseline: Double, colour: RGBA, into bitmap: inout Bitmap
    ) throws
}

/// The size of a line of text, in pixels.
public struct TextExtent: Sendable, Hashable {
    /// How far the pen moves: where the next text would start.
    public var width: Double
    /// How far the text may reach above the baseline.
    public var ascent: Double
    /// How far the text may reach below the baseline (positive).
    public var descent: Double

    /// An extent.
    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }
}
