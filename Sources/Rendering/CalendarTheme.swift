/// `report --theme auto|light|dark`: one theme, or `auto`, the light colours with the dark ones
/// under `prefers-color-scheme: dark`. The SVG follows the reader; a PNG, which cannot, is light.
public enum CalendarTheme: String, Sendable, CaseIterable {
    /// Light, and dark when the reader prefers it.
    case auto
    /// Always light.
    case light
    /// Always dark.
    case dark

    /// The one theme of a picture that cannot follow the reader: `auto` is light.
    public var fixed: Palette.Theme { self == .dark ? .dark : .light }
}
