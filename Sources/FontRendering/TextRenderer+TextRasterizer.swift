public import Raster

/// Images (the PNG calendar, badges) draw their labels through the raster layer's protocol.
extension TextRenderer: TextRasterizer {
    /// The kerned width, ascent and descent of `text` at `size` px an em.
    public func lineExtent(of text: String, size: Double) throws(FontError) -> TextExtent {
        let layout = try measure(text, size: size)
        return TextExtent(width: layout.width, ascent: layout.ascent, descent: layout.descent)
    }

    /// Draws `text` as ``draw(_:size:x:baseline:colour:into:)`` does.
    public func drawLine(
        _ text: String, size: Double, x: Double, baseline: Double, colour: RGBA, into bitmap: inout Bitmap
    ) throws(FontError) {
        try draw(text, size: size, x: x, baseline: baseline, colour: colour, into: &bitmap)
    }
}
