import Contributions
import QiitaModel
import QiitaStatsCore

/// The cells of the grid and the legend: one level drawn in two columns, and muted label text.
///
/// Colour cells are a foreground `■` so that neighbouring cells keep a gap, as on GitHub. Level 0
/// is a quiet grey (visible, never louder than level 1); on a dark background the levels grow
/// lighter, on a light one darker (GitHub's light palette). At 256 colours they are hand-picked
/// cube colours in the same order, because the nearest colour sends the dark greens to the grey
/// ramp or to teal; at 16 colours the shade glyphs carry the level and the colour only the hue,
/// as 16 colours hold just two greens.
struct TerminalCells {
    /// The glyphs of levels 0–4 without colour.
    static let glyphs: [Character] = ["·", "░", "▒", "▓", "█"]

    private let prefixes: [String]
    private let characters: [Character]
    /// Whether cells are background-coloured, so the gap before each must be uncoloured.
    private let backgroundCells: Bool
    private let reset: String
    private let mutedPrefix: String

    init(depth: ColorDepth, palette: Palette.Name, background: Palette.Theme, ambiguousWide: Bool = false) {
        // Where `■` may be drawn two columns wide, a cell is a background-coloured space.
        let filled: Character = ambiguousWide ? " " : "■"
        let layer = ambiguousWide ? 48 : 38
        characters = depth == .none || depth == .basic16 ? Self.glyphs : Array(repeating: filled, count: 5)
        backgroundCells = ambiguousWide && (depth == .xterm256 || depth == .truecolor)
        reset = depth == .none ? "" : ANSI.reset
        switch depth {
        case .none:
            prefixes = Array(repeating: "", count: 5)
            mutedPrefix = ""
        case .basic16:
            let (normal, bright) = palette == .colorblind ? (4, 12) : (2, 10)
            prefixes = [8, normal, normal, bright, bright].map { ANSI.basic($0) }
            mutedPrefix = ANSI.basic(8)
        case .xterm256:
            let cube = Self.cube(palette)
            let ordered = background == .dark ? cube : [252] + cube.dropFirst().reversed()
            prefixes = ordered.map { "\u{1B}[\(layer);5;\($0)m" }
            mutedPrefix = "\u{1B}[38;5;246m"
        case .truecolor:
            let levels = background == .dark ? Self.rgb(palette) : Self.lightRGB(palette)
            prefixes = levels.map { ANSI.color(RGB(hex: $0), depth: .truecolor, background: ambiguousWide) }
            mutedPrefix = ANSI.color(Palette(palette, theme: background).mutedText, depth: .truecolor)
        }
    }

    /// Levels 0–4 in 24-bit colour.
    private static func rgb(_ palette: Palette.Name) -> [UInt32] {
        switch palette {
        case .github: [0x373E47, 0x196C2E, 0x2EA043, 0x56D364, 0xAFF5B4]
        case .qiita: [0x373E47, 0x3A8500, 0x55C500, 0x8FD155, 0xC4E8A2]
        case .colorblind: [0x373E47, 0x1A55B0, 0x3B82E0, 0x8CC2FF, 0xC8E1FF]
        }
    }

    /// Levels 0–4 in 24-bit colour on a light background: a grey that shows as a glyph, then
    /// darker towards level 4 (GitHub's classic light greens, which stay clear as `■` glyphs).
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
                if backgroundCells && current != nil { line += reset }
                if backgroundCells { current = nil }
                line += "  "
                continue
            }
            let index = max(0, min(4, level))
            if backgroundCells {
                // Two coloured columns a cell, side by side: squares, with no glyph to mis-measure.
                if current != index { line += prefixes[index] }
                line += "  "
                current = index
                continue
            }
            line += " "
            if current != index { line += prefixes[index] }
            current = index
            line.append(characters[index])
        }
        if current != nil { line += reset }
        return line
    }
}
