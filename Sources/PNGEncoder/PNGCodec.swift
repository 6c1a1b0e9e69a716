internal import CPNG
internal import CPNGWriter
public import Raster

/// Images as PNG bytes, encoded and decoded by libpng: the simplified API keeps libpng's `longjmp`
/// inside libpng, and no time chunk is written, so the same pixels give the same bytes.
public enum PNGCodec {
    /// Encodes `bitmap`: indexed when it has at most 256 colours, else RGB when opaque, else RGBA.
    public static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= 1 << 20, bitmap.height <= 1 << 20 else {
            throw PNGError("cannot encode a \(bitmap.width)×\(bitmap.height) image")
        }
        if let indexed = IndexedPixels(bitmap) {
            return try writeIndexed(indexed, width: bitmap.width, height: bitmap.height)
        }
        var image = makeImage(width: bitmap.width, height: bitmap.height)
        guard let rgb = opaqueRGB(bitmap.rgba) else {
            image.format = qs_png_format_rgba
            return try write(&image, pixels: bitmap.rgba)
        }
        // A quarter less for zlib to squeeze: most of the encoding time of a many-colour image.
        image.format = qs_png_format_rgb
        return try write(&image, pixels: rgb)
    }

    /// Decodes PNG bytes to 8-bit RGBA pixels.
    public static func decode(_ png: [UInt8]) throws(PNGError) -> (width: Int, height: Int, rgba: [UInt8]) {
        var image = makeImage(width: 0, height: 0)
        let began = png.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard began != 0 else { throw PNGError(image, doing: "reading the PNG header") }
        image.format = qs_png_format_rgba
        let width = Int(image.width)
        let height = Int(image.height)
        guard width * height <= 1 << 26 else {
            png_image_free(&image)
            throw PNGError("refusing to decode a \(width)×\(height) image")
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw PNGError(image, doing: "decoding the PNG") }
        return (width, height, rgba)
    }

    /// The pixels without their alpha bytes, or nil when any pixel is not opaque.
    private static func opaqueRGB(_ rgba: [UInt8]) -> [UInt8]? {
        let pixels = rgba.count / 4
        var rgb = [UInt8](repeating: 0, count: pixels * 3)
        let opaque = rgba.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for pixel in 0..<pixels {
                    guard source[pixel * 4 + 3] == 255 else { return false }
                    target[pixel * 3] = source[pixel * 4]
                    target[pixel * 3 + 1] = source[pixel * 4 + 1]
                    target[pixel * 3 + 2] = source[pixel * 4 + 2]
                }
                return true
            }
        }
        return opaque ? rgb : nil
    }

    /// Writes `image` to memory: the first call measures, the second writes.
    private static func write(_ image: inout png_image, pixels: [UInt8]) throws(PNGError) -> [UInt8] {
        var size = 0
        let measured = pixels.withUnsafeBytes { pixels in
            png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, 0, nil)
        }
        guard measured != 0, size > 0 else { throw PNGError(image, doing: "measuring the PNG") }
        var output = [UInt8](repeating: 0, count: size)
        let written = output.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { pixels in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            }
        }
        guard written != 0 else { throw PNGError(image, doing: "encoding the PNG") }
        return Array(output.prefix(size))
    }

    /// Indexed pixels as PNG bytes through libpng's low-level writer: deflate level 8, no row filters.
    private static func writeIndexed(_ pixels: IndexedPixels, width: Int, height: Int) throws(PNGError) -> [UInt8] {
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

    private static func makeImage(width: Int, height: Int) -> png_image {
        var image = png_image()
        image.version = qs_png_image_version
        image.width = UInt32(width)
        image.height = UInt32(height)
        return image
    }
}

/// A libpng failure, as a sentence.
public struct PNGError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public let description: String

    init(_ description: String) { self.description = description }

    init(_ image: png_image, doing what: String) {
        var image = image
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&image)
        self.description = message.isEmpty ? "libpng failed \(what)" : "libpng failed \(what): \(message)"
    }
}
