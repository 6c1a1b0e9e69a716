/// How the terminal grid is drawn: colour depth, palette, language and width.
public struct TerminalStyle: Sendable, Equatable {
    /// The width used when the terminal's is unknown.
    public static let defaultWidth = 80

    /// Colours, or glyphs at `.none`.
    public var depth: ColorDepth
    /// The level colours (`--palette`).
    public var palette: Palette.Name
    /// The language of labels.
    public var language: Language
    /// The columns available; the grid keeps the most recent weeks that fit.
    public var width: Int

    /// A style; `width` is at least 20 columns.
    public init(depth: ColorDepth, palette: Palette.Name = .github, language: Language = .en, width: Int = 80) {
        self.depth = depth
        self.palette = palette
        self.language = language
        self.width = max(20, width)
    }
}
