public import Raster

/// Measures and draws single lines of text with FreeType, falling back face by face per glyph; images (the PNG
/// calendar, badges) draw their labels through the raster layer's protocol.
public final class TextRenderer: TextRasterizer {
    private let stack: FontStack
    private var cache: [GlyphKey: RenderedGlyph] = [:]

    /// Finds fonts as `search` says: a renderer to draw with, or when no font is usable none and the warning to show
    /// (one sentence naming the packages), the images being drawn without text; throws when the font the user named
    /// cannot be used.
    public static func discover(_ search: FontSearch) throws(FontError) -> (text: TextRenderer?, warning: String?) {
        let library = try FreeTypeLibrary()
        guard let stack = try FontStack(search, library: library) else { return (nil, search.noFontWarning) }
        return (TextRenderer(stack: stack), nil)
    }

    private init(stack: FontStack) { self.stack = stack }

    /// How many coverage values glyph edges may take (256, exact; fewer keep an image's PNG indexed).
    public var coverageLevels = 256 {
        didSet { if coverageLevels != oldValue { cache.removeAll() } }
    }

    /// The faces opened so far, in fallback order.
    public var faces: [FontFace] { stack.faces.map(\.info) }

    /// Why candidate fonts were passed over, as sentences (for a verbose mode).
    public var notes: [String] { stack.notes }

    /// Lays out `text` on one line at `size` px an em: kerned width, ascent, descent, glyphs.
    public func measure(_ text: String, size: Double) throws(FontError) -> TextLayout {
        let scaled = try Self.scaledSize(size)
        var glyphs: [PlacedGlyph] = []
        var pen = 0.0
        var previous: (face: Int, glyph: UInt32)?
        var usedFaces: Set<Int> = []
        for scalar in text.unicodeScalars {
            guard Self.takesSpace(scalar) else { continue }
            let choice = stack.choose(scalar)
            let slot = choice?.face ?? 0
            let glyph = choice?.glyph ?? 0
            let face = stack.faces[slot]
            try face.setSize(scaled)
            var kerning = 0.0
            if let previous, previous.face == slot { kerning = try face.kerning(previous.glyph, glyph) }
            pen += kerning
            let rendered = try render(slot: slot, glyph: glyph, size: scaled)
            glyphs.append(
                PlacedGlyph(
                    scalar: scalar, x: pen, advance: rendered.advance, kerning: kerning, face: face.info,
                    isMissing: choice == nil, faceSlot: slot, glyph: glyph))
            pen += rendered.advance
            previous = (slot, glyph)
            usedFaces.insert(slot)
        }
        var ascent = 0.0
        var descent = 0.0
        for slot in usedFaces.isEmpty ? [0] : Array(usedFaces) {
            try stack.faces[slot].setSize(scaled)
            let extent = stack.faces[slot].extent
            ascent = max(ascent, extent.ascent)
            descent = max(descent, extent.descent)
        }
        return TextLayout(glyphs: glyphs, extent: TextExtent(width: pen, ascent: ascent, descent: descent))
    }

    /// The kerned width, ascent and descent of `text` at `size` px an em.
    public func lineExtent(of text: String, size: Double) throws(FontError) -> TextExtent {
        try measure(text, size: size).extent
    }

    /// Draws `text` with its pen at `x` on `baseline`, per glyph on whole pixels so hinted glyphs stay sharp.
    public func drawLine(
        _ text: String, size: Double, x: Double, baseline: Double, colour: RGBA, into bitmap: inout Bitmap
    ) throws(FontError) {
        let layout = try measure(text, size: size)
        let scaled = try Self.scaledSize(size)
        let row = Int(baseline.rounded())
        for placed in layout.glyphs {
            let rendered = try render(slot: placed.faceSlot, glyph: placed.glyph, size: scaled)
            bitmap.blend(rendered.mask, x: Int((x + placed.x).rounded()), y: row, colour)
        }
    }

    /// The characters of `text` no installed font has, as a sentence naming the package to install.
    public func coverageWarning(for text: String) -> String? {
        let missing = text.unicodeScalars.filter { Self.takesSpace($0) && stack.choose($0) == nil }
        guard !missing.isEmpty else { return nil }
        let characters = String(String.UnicodeScalarView(missing))
        return "no installed font has \(characters); \(FontSearch.installAdvice)"
    }

    private func render(slot: Int, glyph: UInt32, size: Int) throws(FontError) -> RenderedGlyph {
        let key = GlyphKey(face: slot, glyph: glyph, size: size)
        if let cached = cache[key] { return cached }
        let face = stack.faces[slot]
        try face.setSize(size)
        var rendered = try face.render(glyph)
        if coverageLevels < 256 {
            rendered = RenderedGlyph(mask: rendered.mask.quantized(levels: coverageLevels), advance: rendered.advance)
        }
        cache[key] = rendered
        return rendered
    }

    /// Whether `scalar` is drawn at all: controls and joiners are not.
    private static func takesSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory != .control && !scalar.properties.isDefaultIgnorableCodePoint
    }

    /// The size in 1/64 pixel; FreeType wants 1…16384 px, labels want far less.
    private static func scaledSize(_ size: Double) throws(FontError) -> Int {
        guard size.isFinite, size >= 1, size <= 1000 else {
            throw .freeType(action: "to set a size", reason: "\(size) px is not between 1 and 1000")
        }
        return Int((size * 64).rounded())
    }
}

/// One rendered glyph: which face, which glyph, at which size (1/64 px).
private struct GlyphKey: Hashable {
    let face: Int
    let glyph: UInt32
    let size: Int
}
