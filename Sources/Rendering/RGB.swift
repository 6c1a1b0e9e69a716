public import Raster

/// An opaque sRGB colour.
public struct RGB: Sendable, Hashable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// A colour from its channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
    }

    /// `0xRRGGBB`.
    public var hex: UInt32 {
        UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }
}

extension RGB {
    /// The colour as a raster colour, opaque unless `alpha` says otherwise.
    public func rgba(alpha: UInt8 = 255) -> RGBA { RGBA(red, green, blue, alpha) }
}
