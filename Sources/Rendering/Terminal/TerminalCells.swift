import Raster

/// The cells of the grid and the legend, and muted label text. 256-colour levels are hand-picked
/// (the nearest cube colour turns dark greens grey or teal).
struct TerminalCells {
    /// The glyphs of levels 0–4 without colour.
    static let glyphs: [Character] = ["·", "░", "▒", "▓", "█"]
    /// The glyphs of levels 0–4 where ambiguous-width characters may be drawn two columns wide.
    static let narrowSafeGlyphs: [Character] = [".", "-", "+", "*", "#"]
    /// The level passed for a day whose value is unknown.
    static let unknown = -1

    /// Foreground sequences of levels 0–4 (empty without colour).
    private let prefixes: [String]
    /// Background sequences of levels 0–4, for background cells and the lower half of `▀`.
    private let backgrounds: [String]
    private let characters: [Character]
    /// Whether cells are background-coloured spaces, so the gap before each must be uncoloured.
    private let backgroundCells: Bool
    private let reset: String
    private let mutedPrefix: String
    /// The background of an unknown day in the lower half of `▀`.
    private let mutedBackground: String
    private let unknownCharacter: Character
    /// Whether `▀` can carry two days (24-bit or 256 colours, where it is one column wide).
    let halfBlocks: Bool

    init(depth: ColorDepth, palette: Palette.Name, background: Palette.Theme, ambiguousWide: Bool = false) {
        let colourCells = depth == .xterm256 || depth == .truecolor
        let glyphs = ambiguousWide ? Self.narrowSafeGlyphs : Self.glyphs
        // Where `■` may be drawn two columns wide, a cell is a background-coloured space.
        characters = colourCells ? Array(repeating: ambiguousWide ? " " : "■", count: 5) : glyphs
        backgroundCells = ambiguousWide && colourCells
        halfBlocks = colourCells && !ambiguousWide
        unknownCharacter = colourCells && !ambiguousWide ? "□" : "/"
        reset = depth == .none ? "" : ANSI.reset
        switch depth {
        case .none:
            prefixes = Array(repeating: "", count: 5)
            backgrounds = prefixes
            mutedPrefix = ""
            mutedBackground = ""
        case .basic16:
            let (normal, bright) = palette == .colorblind ? (4, 12) : (2, 10)
            prefixes = [8, normal, normal, bright, bright].map { ANSI.basic($0) }
            backgrounds = [8, normal, normal, bright, bright].map { ANSI.basic($0, background: true) }
            mutedPrefix = ANSI.basic(8)
            mutedBackground = ANSI.basic(8, background: true)
        case .xterm256:
            let cube = Self.cube(palette)
            let ordered = background == .dark ? cube : [252] + cube.dropFirst().reversed()
            backgrounds = ordered.map { "\u{1B}[48;5;\($0)m" }
            prefixes = ambiguousWide ? backgrounds : ordered.map { "\u{1B}[38;5;\($0)m" }
            mutedPrefix = "\u{1B}[38;5;246m"
            mutedBackground = "\u{1B}[48;5;246m"
        case .truecolor:
            let levels = (background == .dark ? Self.rgb(palette) : Self.lightRGB(palette)).map(RGBA.init(hex:))
            backgrounds = levels.map { ANSI.truecolor($0, background: true) }
            prefixes = ambiguousWide ? backgrounds : levels.map { ANSI.truecolor($0) }
            let muted = Palette(palette, theme: background).mutedText
            mutedPrefix = ANSI.truecolor(muted)
            mutedBackground = ANSI.truecolor(muted, background: true)
        }
    }

    /// A level clamped to 0–4, or ``unknown``.
    private func index(_ level: Int) -> Int { level == Self.unknown ? level : max(0, min(4, level)) }

    /// The sequence that colours a cell of `index` (the muted foreground for unknown).
    private func prefix(_ index: Int) -> String { index == Self.unknown ? mutedPrefix : prefixes[index] }

    /// The character of a cell of `index`.
    private func character(_ index: Int) -> Character {
        index == Self.unknown ? unknownCharacter : characters[index]
    }

    /// Levels 0–4 in 24-bit colour.
    private static func rgb(_ palette: Palette.Name) -> [UInt32] {
        switch palette {
        case .github: [0x373E47, 0x196C2E, 0x2EA043, 0x56D364, 0xAFF5B4]
        case .qiita: [0x373E47, 0x3A8500, 0x55C500, 0x8FD155, 0xC4E8A2]
        case .colorblind: [0x373E47, 0x1A55B0, 0x3B82E0, 0x8CC2FF, 0xC8E1FF]
        }
    }

    /// Levels 0–4 in 24-bit colour on a light background: GitHub's classic greens, clear as `■`.
    private static func lightRGB(_ palette: Palette.Name) -> [UInt32] {
        switch palette {
        case .github: [0xD0D7DE, 0x9BE9A8, 0x40C463, 0x30A14E, 0x216E39]
        case .qiita: [0xD0D7DE, 0xC4E8A2, 0x8FD155, 0x55C500, 0x3A8500]
        case .colorblind: [0xD0D7DE, 0xB3D4F5, 0x6AA8E8, 0x2F6FC2, 0x0B3D91]
        }
    }

    /// Levels 0–4 as xterm-256 indices.
    private static func cube(_ palette: Palette.Name) -> [Int] {
        switch palette {
        case .github: [237, 28, 35, 77, 151]
        case .qiita: [237, 64, 76, 113, 150]
        case .colorblind: [237, 25, 68, 111, 189]
        }
    }

    /// `text` in the muted label colour (unchanged without colour).
    func muted(_ text: String) -> String {
        mutedPrefix.isEmpty || text.isEmpty ? text : mutedPrefix + text + reset
    }

    /// Level `level` (clamped to 0–4, or ``unknown``) in one column, coloured.
    func glyph(level: Int) -> String {
        let index = index(level)
        return prefix(index) + String(character(index)) + reset
    }

    /// A row of `layout` (`wide` or `narrow`): nil cells are blank, trailing blanks are left out,
    /// and the colour changes only where the level does.
    func row(_ levels: [Int?], layout: TerminalCellLayout = .wide) -> String {
        let wide = layout != .narrow
        // Blanks end the colour where it would show: background cells, or no gap between cells.
        let blanksReset = backgroundCells || !wide
        let end = (levels.lastIndex { $0 != nil } ?? -1) + 1
        var line = blanksReset ? " " : ""
        var current: Int?
        for level in levels[..<end] {
            guard let level else {
                if blanksReset && current != nil { line += reset }
                if blanksReset { current = nil }
                line += wide ? "  " : " "
                continue
            }
            let index = index(level)
            if wide && !backgroundCells { line += " " }
            if current != index {
                // An unknown day is hatched on no background.
                if backgroundCells, index == Self.unknown, current != nil { line += reset }
                line += prefix(index)
            }
            current = index
            // Wide background cells are two coloured columns, with no glyph to mis-measure.
            if wide && backgroundCells {
                line += index == Self.unknown ? "//" : "  "
            } else {
                line.append(character(index))
            }
        }
        if current != nil { line += reset }
        return line
    }

    /// One row of the half layout: per week `▀`, upper day in front and lower behind (`▄`: lower only).
    func halfRow(upper: [Int?], lower: [Int?]) -> String {
        let count = max(upper.count, lower.count)
        let at = { (levels: [Int?], index: Int) in index < levels.count ? levels[index] : nil }
        let end = ((0..<count).last { at(upper, $0) != nil || at(lower, $0) != nil } ?? -1) + 1
        var line = " "
        var current = ""
        for column in 0..<end {
            let top = at(upper, column).map(index)
            let bottom = at(lower, column).map(index)
            let background = { (index: Int) in index == Self.unknown ? mutedBackground : backgrounds[index] }
            let (state, glyph): (String, Character)
            switch (top, bottom) {
            case (let top?, let bottom?): (state, glyph) = (prefix(top) + background(bottom), "▀")
            case (let top?, nil): (state, glyph) = (prefix(top), "▀")
            case (nil, let bottom?): (state, glyph) = (prefix(bottom), "▄")
            case (nil, nil): (state, glyph) = ("", " ")
            }
            if state != current {
                if !current.isEmpty { line += reset }
                line += state
                current = state
            }
            line.append(glyph)
        }
        if !current.isEmpty { line += reset }
        return line
    }
}
