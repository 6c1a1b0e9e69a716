/// `report --theme auto|light|dark`: `auto` is light, and dark under `prefers-color-scheme: dark`.
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
