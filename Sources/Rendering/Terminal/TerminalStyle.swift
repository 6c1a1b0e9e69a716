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
    /// Whether the terminal may draw ambiguous-width characters (`■`, `░`) two columns wide:
    /// colour cells are then background-coloured spaces.
    public var ambiguousWide: Bool
    /// Columns a week (`--cells`): the widest that shows every week by default.
    public var cells: TerminalCellLayout

    /// A style; `width` is at least 20 columns.
    public init(
        depth: ColorDepth, palette: Palette.Name = .github, language: Language = .en, width: Int = 80,
        background: Palette.Theme = .dark, ambiguousWide: Bool = false, cells: TerminalCellLayout = .auto
    ) {
        self.depth = depth
        self.palette = palette
        self.language = language
        self.width = max(20, width)
        self.background = background
        self.ambiguousWide = ambiguousWide
        self.cells = cells
    }

    /// Whether the locale is Japanese, Chinese or Korean, where ambiguous-width characters are often wide.
    public static func ambiguousWide(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return ["ja", "zh", "ko"].contains { locale?.lowercased().hasPrefix($0) == true }
    }

    /// The background a terminal announces in `COLORFGBG` (`15;0` dark, `0;15` light); else dark.
    public static func background(environment: [String: String]) -> Palette.Theme {
        guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last,
            let index = Int(last)
        else { return .dark }
        return index == 7 || (9...15).contains(index) ? .light : .dark
    }
}
