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
    /// The terminal's background: more is lighter on dark, darker on light.
    public var background: Palette.Theme

    /// A style; `width` is at least 20 columns.
    public init(
        depth: ColorDepth, palette: Palette.Name = .github, language: Language = .en, width: Int = 80,
        background: Palette.Theme = .dark
    ) {
        self.depth = depth
        self.palette = palette
        self.language = language
        self.width = max(20, width)
        self.background = background
    }

    /// The background a terminal announces in `COLORFGBG` (`15;0` dark, `0;15` light; rxvt,
    /// Konsole, iTerm2 set it); dark when unknown, as most terminals are.
    public static func background(environment: [String: String]) -> Palette.Theme {
        guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last,
            let index = Int(last)
        else { return .dark }
        return index == 7 || (9...15).contains(index) ? .light : .dark
    }
}
