internal import CPNGWriter
import Raster

/// Indexed pixels as PNG bytes through libpng's low-level writer: deflate level 8, no row filters.
enum IndexedPNGWriter {
    static func write(_ pixels: IndexedPixels, width: Int, height: Int) throws(PNGError) -> [UInt8] {
        let palette = pixels.palette.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        var png: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = pixels.indices.withUnsafeBufferPointer { indices in
            qs_png_write_indexed(
                indices.baseAddress, UInt32(width), UInt32(height), palette, Int32(pixels.palette.count),
                pixels.hasTransparency ? 1 : 0, &png, &size, &message, message.count)
        }
        guard status == 0, let png else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGError("libpng failed encoding the PNG" + (reason.isEmpty ? "" : ": \(reason)"))
        }
        defer { qs_png_free(png) }
        return Array(UnsafeBufferPointer(start: png, count: size))
    }
}
