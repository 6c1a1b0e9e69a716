/// Where to look for fonts, in order: an explicit file, else the `QIITA_STATS_FONT` file; then
/// fontconfig's picks; then well-known files. Later fonts fill in glyphs earlier ones lack.
public struct FontSearch: Sendable {
    /// The environment variable naming a font file.
    public static let environmentVariable = "QIITA_STATS_FONT"
    /// Latin first (its widths are the ones badges expect), then Japanese.
    public static let defaultFontconfigPatterns = ["sans-serif", "sans-serif:lang=ja"]
    /// Debian/Ubuntu, Fedora and Arch locations of DejaVu Sans, Sawarabi Gothic, IPAex Gothic, Noto Sans CJK.
    public static let defaultWellKnownPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/sawarabi-gothic/sawarabi-gothic-medium.ttf",
        "/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    ]
    /// How to install the Debian packages that give every label a glyph, as a warning ends.
    static let installAdvice = "install one with: apt-get install fonts-dejavu-core fonts-sawarabi-gothic"

    /// A font file the user named (`--font PATH`); it must work, and the environment is then ignored.
    public var explicitPath: String?
    /// The process environment, read for ``environmentVariable`` only.
    public var environment: [String: String]
    /// fontconfig patterns to match (`fc-match` syntax); empty to skip fontconfig.
    public var fontconfigPatterns: [String]
    /// Files to try last, when present.
    public var wellKnownPaths: [String]

    /// A search; the defaults ask fontconfig and then try the well-known files.
    public init(
        explicitPath: String? = nil, environment: [String: String] = [:],
        fontconfigPatterns: [String] = FontSearch.defaultFontconfigPatterns,
        wellKnownPaths: [String] = FontSearch.defaultWellKnownPaths
    ) {
        self.explicitPath = explicitPath
        self.environment = environment
        self.fontconfigPatterns = fontconfigPatterns
        self.wellKnownPaths = wellKnownPaths
    }

    /// The font the user asked for and where the request came from, if any.
    var requested: (path: String, source: String)? {
        if let explicitPath { return (explicitPath, "--font") }
        if let path = environment[Self.environmentVariable], !path.isEmpty { return (path, Self.environmentVariable) }
        return nil
    }

    /// The warning when no font at all can be used.
    var noFontWarning: String {
        "no usable font was found (tried fontconfig and \(wellKnownPaths.count) well-known files), "
            + "so images are drawn without text; \(Self.installAdvice)"
    }
}
