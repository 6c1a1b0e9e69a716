public import Raster

/// ANSI escape sequences for a colour depth.
public enum ANSI {
    /// Resets every attribute.
    public static let reset = "\u{1B}[0m"

    /// Selects `color` as the 24-bit foreground (or background).
    public static func truecolor(_ color: RGBA, background: Bool = false) -> String {
        "\u{1B}[\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)m"
    }

    /// One of the 16 basic colours: 0–7 normal, 8–15 bright.
    public static func basic(_ index: Int, background: Bool = false) -> String {
        let base = (index < 8 ? 30 : 90) + (background ? 10 : 0)
        return "\u{1B}[\(base + index % 8)m"
    }
}
