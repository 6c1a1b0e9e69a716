internal import CFreeType
import Raster

/// A FreeType library instance; each ``TextRenderer`` has its own, and its faces keep it alive.
final class FreeTypeLibrary {
    fileprivate let handle: FT_Library

    init() throws(FontError) {
        var library: FT_Library?
        try FreeTypeStatus.check(FT_Init_FreeType(&library), "to start")
        guard let library else { throw .freeType(action: "to start", reason: "it returned no library") }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}

/// A glyph rendered at one size: its coverage and how far it moves the pen.
struct RenderedGlyph {
    /// 8-bit coverage, origin relative to the pen on the baseline.
    let mask: CoverageMask
    /// Unhinted advance in pixels (fractional).
    let advance: Double
}

/// The only file that imports FreeType: one open face of a font file.
final class FreeTypeFace {
    let info: FontFace
    let hasKerning: Bool
    private let library: FreeTypeLibrary
    private let face: FT_Face
    /// The size set on the face, in 1/64 pixel; 0 before the first.
    private var size: Int = 0

    /// Opens face `index` of the file at `path`; throws unless it is a scalable font.
    init(_ file: FontFile, library: FreeTypeLibrary) throws(FontError) {
        var opened: FT_Face?
        try FreeTypeStatus.check(FT_New_Face(library.handle, file.path, file.index, &opened), "to open \(file.path)")
        guard let opened else { throw .freeType(action: "to open \(file.path)", reason: "it returned no face") }
        let flags = opened.pointee.face_flags
        guard flags & FT_FACE_FLAG_SCALABLE != 0 else {
            FT_Done_Face(opened)
            throw .freeType(action: "to open \(file.path)", reason: "it is a bitmap font, not a scalable one")
        }
        self.library = library
        face = opened
        hasKerning = flags & FT_FACE_FLAG_KERNING != 0
        info = FontFace(
            familyName: opened.pointee.family_name.map { String(cString: $0) } ?? "",
            styleName: opened.pointee.style_name.map { String(cString: $0) } ?? "",
            path: file.path)
    }

    deinit { FT_Done_Face(face) }

    /// The face's glyph for `scalar`, or nil when the font lacks it.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        return index == 0 ? nil : index
    }

    /// Sets the em size in 1/64 pixel (at 72 dpi a point is a pixel).
    func setSize(_ size: Int) throws(FontError) {
        guard size != self.size else { return }
        try FreeTypeStatus.check(
            FT_Set_Char_Size(face, 0, size, 72, 72), "to set \(info.familyName) to \(size / 64) px")
        self.size = size
    }

    /// Ascent above and descent below the baseline at the current size, in pixels (both ≥ 0).
    var extent: (ascent: Double, descent: Double) {
        guard let metrics = face.pointee.size?.pointee.metrics else { return (0, 0) }
        return (Double(metrics.ascender) / 64, Double(-metrics.descender) / 64)
    }

    /// The kerning between two glyphs at the current size, in pixels (negative pulls them together).
    func kerning(_ left: UInt32, _ right: UInt32) throws(FontError) -> Double {
        guard hasKerning else { return 0 }
        var vector = FT_Vector()
        try FreeTypeStatus.check(
            FT_Get_Kerning(face, left, right, FT_KERNING_UNFITTED.rawValue, &vector), "to read kerning")
        return Double(vector.x) / 64
    }

    /// Renders `glyph` at the current size to 8-bit coverage with light (vertical-only) hinting.
    func render(_ glyph: UInt32) throws(FontError) -> RenderedGlyph {
        let flags = Int32(FT_LOAD_RENDER) | Int32(FT_LOAD_NO_BITMAP) | qs_ft_load_target_light
        try FreeTypeStatus.check(FT_Load_Glyph(face, glyph, flags), "to render glyph \(glyph) of \(info.familyName)")
        guard let slot = face.pointee.glyph else {
            throw .freeType(action: "to render glyph \(glyph)", reason: "it left no glyph slot")
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * rows)
        if width > 0, rows > 0, let buffer = bitmap.buffer {
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), pitch >= width else {
                throw .freeType(action: "to render glyph \(glyph)", reason: "it gave pixel mode \(bitmap.pixel_mode)")
            }
            coverage = (0..<rows).flatMap { UnsafeBufferPointer(start: buffer + $0 * pitch, count: width) }
        }
        guard
            let mask = CoverageMask(
                width: width, height: rows, coverage: coverage,
                originX: Int(slot.pointee.bitmap_left), originY: -Int(slot.pointee.bitmap_top))
        else { throw .freeType(action: "to render glyph \(glyph)", reason: "its coverage is the wrong size") }
        return RenderedGlyph(mask: mask, advance: Double(slot.pointee.linearHoriAdvance) / 65536)
    }
}
