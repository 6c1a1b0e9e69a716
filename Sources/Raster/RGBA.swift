/// An 8-bit sRGB colour with straight (not premultiplied) alpha.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// A colour from its channels; opaque unless `alpha` says otherwise.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#rrggbb` or `#rrggbbaa` (hex digits in either case); nil for anything else.
    public init?(hex text: String) {
        let digits = text.dropFirst()
        guard text.first == "#", digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isASCII),
            digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16)
        else { return nil }
        self.init(key: digits.count == 6 ? value << 8 | 0xFF : value)
    }

    /// `#rrggbb` in lower case, or `#rrggbbaa` when the colour is not opaque.
    public var hex: String {
        let key = UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
        let digits = String(alpha == 255 ? key >> 8 : key, radix: 16)
        return "#" + String(repeating: "0", count: (alpha == 255 ? 6 : 8) - digits.count) + digits
    }

    /// The same as ``hex``.
    public var description: String { hex }

    /// This colour with its alpha replaced.
    public func withAlpha(_ alpha: UInt8) -> RGBA { RGBA(red, green, blue, alpha) }

    /// Opaque black.
    public static let black = RGBA(0, 0, 0)
    /// Opaque white.
    public static let white = RGBA(255, 255, 255)
    /// Fully transparent black.
    public static let clear = RGBA(0, 0, 0, 0)
}
