public import PNGEncoder
public import Raster
import Testing

extension PNGCodec {
    /// Decodes PNG bytes to a ``Bitmap``, for tests that look at pixels.
    public static func decodeBitmap(_ png: [UInt8]) throws -> Bitmap {
        let (width, height, rgba) = try decode(png)
        return try #require(Bitmap(width: width, height: height, rgba: rgba))
    }
}
