internal import CFontconfig

/// A font file and the face inside it (TrueType collections hold several).
struct FontFile: Hashable, Sendable {
    /// Where the file is.
    let path: String
    /// Which face of the file, 0 for a single-face file.
    let index: Int
}

/// The only file that imports fontconfig: asks it which installed font best fits a pattern.
enum Fontconfig {
    /// The file fontconfig picks for `pattern`, as `fc-match` does (always something: check the glyphs).
    static func match(_ pattern: String) throws(FontError) -> FontFile {
        try FontconfigStatus.check(FcInit(), "to load its configuration")
        let action = "to match \(pattern)"
        let parsed = pattern.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: pattern.utf8.count + 1) { FcNameParse($0) }
        }
        let query = try FontconfigStatus.require(parsed, "to parse \(pattern)")
        defer { FcPatternDestroy(query) }
        try FontconfigStatus.check(FcConfigSubstitute(nil, query, FcMatchPattern), action)
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        let matched = FcFontMatch(nil, query, &result)
        try FontconfigStatus.check(result: result.rawValue, action)
        let font = try FontconfigStatus.require(matched, action)
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        try FontconfigStatus.check(result: FcPatternGetString(font, FC_FILE, 0, &file).rawValue, action)
        let path = try FontconfigStatus.require(file, action)
        var index: Int32 = 0
        let indexed = FcPatternGetInteger(font, FC_INDEX, 0, &index).rawValue
        let hasIndex = (try? FontconfigStatus.check(result: indexed, action)) != nil
        return FontFile(path: String(cString: path), index: hasIndex ? Int(index) : 0)
    }
}
