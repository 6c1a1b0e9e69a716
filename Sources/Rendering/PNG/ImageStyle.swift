/// How the calendar image looks: `--palette`, `--theme`, `--lang` and `--pixel-scale`.
public struct ImageStyle: Sendable, Equatable {
    /// The scales `--pixel-scale` accepts.
    public static let pixelScales = 1...3

    /// The level colours.
    public var palette: Palette.Name
    /// Light or dark background and text.
    public var theme: Palette.Theme
    /// The language of the labels.
    public var language: Language
    /// Device pixels per CSS pixel: 2 for high-density screens (text is drawn at that size).
    public var pixelScale: Int

    /// A style; `pixelScale` is clamped to ``pixelScales``.
    public init(
        palette: Palette.Name = .github, theme: Palette.Theme = .light, language: Language = .en, pixelScale: Int = 2
    ) {
        self.palette = palette
        self.theme = theme
        self.language = language
        self.pixelScale = min(max(pixelScale, Self.pixelScales.lowerBound), Self.pixelScales.upperBound)
    }

    /// The colours of the palette in the theme.
    public var colours: Palette { Palette(palette, theme: theme) }
}
