/// ANSI escape sequences for a colour depth.
public enum ANSI {
    /// Resets every attribute.
    public static let reset = "\u{1B}[0m"

    /// Selects `color` as the foreground (or background) at `depth`; empty at `.none`.
    /// At 16 colours the caller picks codes itself (see ``basic(_:background:)``).
    public static func color(_ color: RGB, depth: ColorDepth, background: Bool = false) -> String {
        let layer = background ? 48 : 38
        switch depth {
        case .none: return ""
        case .truecolor: return "\u{1B}[\(layer);2;\(color.red);\(color.green);\(color.blue)m"
        case .xterm256: return "\u{1B}[\(layer);5;\(xterm256Index(color))m"
        case .basic16: return basic(nearestBasic(color), background: background)
        }
    }

    /// One of the 16 basic colours: 0–7 normal, 8–15 bright.
    public static func basic(_ index: Int, background: Bool = false) -> String {
        let base = (index < 8 ? 30 : 90) + (background ? 10 : 0)
        return "\u{1B}[\(base + index % 8)m"
    }

    /// The nearest colour of the xterm 256 palette: the 6×6×6 cube or the grey ramp.
    public static func xterm256Index(_ color: RGB) -> Int {
        let steps = [0, 95, 135, 175, 215, 255]
        func nearestStep(_ value: UInt8) -> Int {
            steps.indices.min { abs(steps[$0] - Int(value)) < abs(steps[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (nearestStep(color.red), nearestStep(color.green), nearestStep(color.blue))
        let cube = (index: 16 + 36 * r + 6 * g + b, rgb: (steps[r], steps[g], steps[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let greyValue = 8 + 10 * greyStep
        let grey = (index: 232 + greyStep, rgb: (greyValue, greyValue, greyValue))
        return distance(color, cube.rgb) <= distance(color, grey.rgb) ? cube.index : grey.index
    }

    /// The nearest of the 16 basic colours (by their common xterm values).
    static func nearestBasic(_ color: RGB) -> Int {
        let table: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
            (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        return table.indices.min { distance(color, table[$0]) < distance(color, table[$1]) } ?? 7
    }

    private static func distance(_ color: RGB, _ other: (Int, Int, Int)) -> Int {
        let dr = Int(color.red) - other.0
        let dg = Int(color.green) - other.1
        let db = Int(color.blue) - other.2
        return dr * dr + dg * dg + db * db
    }
}
