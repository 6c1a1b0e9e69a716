public import Raster

/// The five level colours (0 = none … 4 = most) and the colours of a theme, as images draw them.
public struct Palette: Sendable, Equatable {
    /// A named palette of the contract: `--palette github|qiita|colorblind`.
    public enum Name: String, Sendable, CaseIterable {
        /// GitHub's greens.
        case github
        /// Qiita's brand green.
        case qiita
        /// Blues, distinguishable with red-green colour blindness.
        case colorblind
    }

    /// `--theme light|dark`.
    public enum Theme: String, Sendable, CaseIterable {
        /// Dark text on white.
        case light
        /// Light text on a dark background.
        case dark
    }

    /// Level colours, index 0…4.
    public let levels: [RGBA]
    /// The page behind the calendar.
    public let background: RGBA
    /// Labels: month and weekday names, the caption.
    public let text: RGBA
    /// Secondary text (the legend's words, the terminal's labels).
    public let mutedText: RGBA
    /// The faint line just inside every cell's edge.
    public let cellBorder: RGBA

    /// The palette `name` in `theme`: GitHub's contribution tokens for `github` and `colorblind`; for
    /// `qiita`, a ramp on `#55c500` whose steps differ in contrast at least as much as GitHub's.
    public init(_ name: Name, theme: Theme) {
        let hexes: [UInt32]
        switch (name, theme) {
        case (.github, .light): hexes = [0xEFF2F5, 0xACEEBB, 0x4AC26B, 0x2DA44E, 0x116329]
        case (.github, .dark): hexes = [0x151B23, 0x033A16, 0x196C2E, 0x2EA043, 0x56D364]
        case (.qiita, .light): hexes = [0xEFF2F5, 0xC1EB99, 0x55C500, 0x3B8A00, 0x225200]
        case (.qiita, .dark): hexes = [0x151B23, 0x173F05, 0x2D7200, 0x55C500, 0xA8EC6E]
        case (.colorblind, .light): hexes = [0xEFF2F5, 0xB6E3FF, 0x54AEFF, 0x218BFF, 0x0550AE]
        case (.colorblind, .dark): hexes = [0x151B23, 0x0C2D6B, 0x1158C7, 0x388BFD, 0x79C0FF]
        }
        levels = hexes.map(RGBA.init(hex:))
        switch theme {
        case .light:
            (background, text, mutedText) = (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x1F2328), RGBA(hex: 0x656D76))
            cellBorder = RGBA(0x1F, 0x23, 0x28, 0x0D)
        case .dark:
            (background, text, mutedText) = (RGBA(hex: 0x0D1117), RGBA(hex: 0xF0F6FC), RGBA(hex: 0x8D96A0))
            cellBorder = RGBA(0x01, 0x04, 0x09, 0x0D)
        }
    }

    /// The colour of a level, clamped to 0…4.
    public func color(level: Int) -> RGBA { levels[max(0, min(4, level))] }
}

extension RGBA {
    /// An opaque colour from `0xRRGGBB`.
    init(hex: UInt32) {
        self.init(UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
    }
}
