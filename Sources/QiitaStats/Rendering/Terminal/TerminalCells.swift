/// The cells of the grid and the legend: one level drawn in two columns.
///
/// Colour cells are a foreground `■` so that neighbouring cells keep a gap, as on GitHub.
/// Level 0 is a dark grey (bright black at 16 colours): visible, but quieter than level 1.
/// Levels 1–4 come from the palette's dark theme (the terminal background is usually dark);
/// at 256 colours they are hand-picked cube colours that keep the palette's ramp (the nearest
/// colour alone collapses the darkest greens into the grey ramp); at 16 colours the shade glyphs
/// carry the level and the colour only the hue, since 16 colours have two greens.
struct TerminalCells {
    /// The glyphs of levels 0–4 without colour.
    static let glyphs: [Character] = ["·", "░", "▒", "▓", "█"]

    private let prefixes: [String]
    private let characters: [Character]
    private let reset: String

    init(depth: ColorDepth, palette: Palette.Name) {
        switch depth {
        case .none:
            prefixes = Array(repeating: "", count: 5)
            characters = Self.glyphs
            reset = ""
        case .basic16:
            let (normal, bright) = palette == .colorblind ? (4, 12) : (2, 10)
            prefixes = [8, normal, normal, bright, bright].map { ANSI.basic($0) }
            characters = Self.glyphs
            reset = ANSI.reset
        case .xterm256:
            let indices: [Int]
            switch palette {
            case .github: indices = [237, 22, 28, 35, 77]
            case .qiita: indices = [237, 22, 28, 70, 76]
            case .colorblind: indices = [237, 17, 25, 68, 111]
            }
            prefixes = indices.map { "\u{1B}[38;5;\($0)m" }
            characters = Array(repeating: "■", count: 5)
            reset = ANSI.reset
        case .truecolor:
            let levels = Palette(palette, theme: .dark).levels.dropFirst()
            prefixes = ([RGB(hex: 0x30363D)] + levels).map { ANSI.color($0, depth: .truecolor) }
            characters = Array(repeating: "■", count: 5)
            reset = ANSI.reset
        }
    }

    /// Level `level` (clamped to 0–4) in one column, coloured.
    func glyph(level: Int) -> String {
        let index = max(0, min(4, level))
        return prefixes[index] + String(characters[index]) + reset
    }

    /// A run of cells, each a space and a glyph; nil cells are blank, trailing blanks are left out,
    /// and the colour changes only where the level does.
    func row(_ levels: [Int?]) -> String {
        let end = (levels.lastIndex { $0 != nil } ?? -1) + 1
        var line = ""
        var current: Int?
        for level in levels[..<end] {
            guard let level else {
                line += "  "
                continue
            }
            let index = max(0, min(4, level))
            line += " "
            if current != index { line += prefixes[index] }
            current = index
            line.append(characters[index])
        }
        if current != nil { line += reset }
        return line
    }
}
