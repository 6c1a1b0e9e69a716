public import Raster

/// A line of text laid out at one size: where each glyph goes and which face draws it.
public struct TextLayout: Sendable {
    /// The glyphs in order; characters that take no space (controls, joiners) are left out.
    public let glyphs: [PlacedGlyph]
    /// The advance width (where the pen ends, kerning included), and the tallest ascent above and deepest descent
    /// below the baseline among the faces used, in pixels (both positive).
    public let extent: TextExtent
}

/// One glyph of a ``TextLayout``.
public struct PlacedGlyph: Sendable {
    /// The character.
    public let scalar: Unicode.Scalar
    /// The pen position, in pixels from the start of the line, kerning included.
    public let x: Double
    /// How far this glyph moves the pen, in pixels, before kerning with the next.
    public let advance: Double
    /// The kerning applied between the previous glyph and this one (negative pulls closer).
    public let kerning: Double
    /// The face that draws it.
    public let face: FontFace
    /// True when no face has the character.
    public let isMissing: Bool
    /// Position of the face in the renderer's stack.
    let faceSlot: Int
    /// The face's glyph index.
    let glyph: UInt32
}
