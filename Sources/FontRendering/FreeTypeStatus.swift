/// The one place where FreeType's `FT_Error` codes become Swift errors with a sentence.
enum FreeTypeStatus {
    /// Returns when `code` is 0 (`FT_Err_Ok`), else throws ``FontError/freeType(action:reason:)``.
    static func check(_ code: Int32, _ action: String) throws(FontError) {
        guard code != 0 else { return }
        throw .freeType(action: action, reason: reason(code))
    }

    /// The sentence for an error code (values from FreeType's `fterrdef.h`).
    static func reason(_ code: Int32) -> String {
        switch code {
        case 0x01: "the file cannot be opened (missing or unreadable)"
        case 0x02: "it is not a font file FreeType knows"
        case 0x03: "the font file is broken"
        case 0x06: "an argument was invalid"
        case 0x07: "the font uses a feature FreeType does not implement"
        case 0x10: "the glyph index is invalid"
        case 0x11: "the character code is invalid"
        case 0x13: "the glyph cannot be rendered"
        case 0x14: "the glyph outline is invalid"
        case 0x17: "the font has no glyphs at that pixel size"
        case 0x40: "out of memory"
        case 0x51, 0x54: "the file cannot be read"
        case 0x8E...0x94: "the font lacks a required table"
        default: "FreeType error 0x\(String(code, radix: 16))"
        }
    }
}
