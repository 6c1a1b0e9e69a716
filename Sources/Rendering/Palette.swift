/// The five level colours (0 = no contribution … 4 = most) and the label colour of a theme.
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
    public let levels: [RGB]
    /// Secondary text (labels, legend).
    public let mutedText: RGB

    /// The palette `name` in `theme`.
    public init(_ name: Name, theme: Theme) {
        let hexes: [UInt32]
        switch (name, theme) {
        case (.github, .light): hexes = [0xEBEDF0, 0x9BE9A8, 0x40C463, 0x30A14E, 0x216E39]
        case (.github, .dark): hexes = [0x161B22, 0x0E4429, 0x006D32, 0x26A641, 0x39D353]
        case (.qiita, .light): hexes = [0xEBEDF0, 0xC4E8A2, 0x8FD155, 0x55C500, 0x3A8500]
        case (.qiita, .dark): hexes = [0x161B22, 0x1E4707, 0x2F7508, 0x48A802, 0x6BDB1A]
        case (.colorblind, .light): hexes = [0xEBEDF0, 0xB3D4F5, 0x6AA8E8, 0x2F6FC2, 0x0B3D91]
        case (.colorblind, .dark): hexes = [0x161B22, 0x0C2D6B, 0x1A55B0, 0x3B82E0, 0x8CC2FF]
        }
        levels = hexes.map(RGB.init(hex:))
        mutedText = RGB(hex: theme == .light ? 0x656D76 : 0x8D96A0)
    }

    /// The colour of a level, clamped to 0…4.
    public func color(level: Int) -> RGB { levels[max(0, min(4, level))] }
}
