public import Raster

/// The colours of a badge: backgrounds by theme, text by brightness as shields.io's badge-maker does.
public struct BadgeColors: Sendable, Equatable {
    /// The label's background.
    public var label: RGBA
    /// The message's background.
    public var message: RGBA

    /// Qiita green, the message of a working badge.
    public static let qiitaGreen = RGBA(0x55, 0xc5, 0x00)
    /// shields.io's grey of a label (`#555`).
    public static let shieldsGrey = RGBA(0x55, 0x55, 0x55)
    /// shields.io's `lightgrey` (`#9f9f9f`), the message of an error badge.
    public static let errorGrey = RGBA(0x9f, 0x9f, 0x9f)

    /// The colours of `theme`: light is shields' own; dark suits GitHub's dark background.
    public init(theme: Palette.Theme, isError: Bool) {
        switch theme {
        case .light: label = Self.shieldsGrey
        case .dark: label = RGBA(0x3d, 0x44, 0x4d)
        }
        message = isError ? Self.errorGrey : theme == .light ? Self.qiitaGreen : RGBA(0x3f, 0x93, 0x00)
    }

    /// The brightness of `colour` as badge-maker computes it: `(299 r + 587 g + 114 b) / 255000`.
    public static func brightness(_ colour: RGBA) -> Double {
        (299 * Double(colour.red) + 587 * Double(colour.green) + 114 * Double(colour.blue)) / 255_000
    }

    /// Text and shadow for `background`: white on `#010101` up to brightness 0.69, else `#333` on `#ccc`.
    public static func text(on background: RGBA) -> (text: RGBA, shadow: RGBA) {
        brightness(background) <= 0.69
            ? (RGBA(0xff, 0xff, 0xff), RGBA(0x01, 0x01, 0x01)) : (RGBA(0x33, 0x33, 0x33), RGBA(0xcc, 0xcc, 0xcc))
    }
}
