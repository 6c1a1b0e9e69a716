internal import CPNG

/// An 8-bit RGBA image as PNG bytes, encoded and decoded by libpng's simplified API.
///
/// This is the only file that imports libpng. The simplified `png_image_*` API keeps
/// libpng's `setjmp`/`longjmp` error path inside libpng, so it never crosses a Swift frame.
public enum PNGCodec {
    /// Encodes `rgba` (row-major, 4 bytes a pixel, no padding) as a PNG.
    public static func encode(rgba: [UInt8], width: Int, height: Int) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0, width <= 1 << 20, height <= 1 << 20 else {
            throw PNGError("cannot encode a \(width)×\(height) image")
        }
        guard rgba.count == width * height * 4 else {
            throw PNGError("expected \(width * height * 4) bytes of RGBA pixels, got \(rgba.count)")
        }
        var image = makeImage()
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = qs_png_format_rgba
        var size = 0
        // First call measures, second call writes.
        let measured = rgba.withUnsafeBytes { pixels in
            png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, 0, nil)
        }
        guard measured != 0, size > 0 else { throw PNGError(image, doing: "measuring the PNG") }
        var output = [UInt8](repeating: 0, count: size)
        let written = output.withUnsafeMutableBytes { out in
            rgba.withUnsafeBytes { pixels in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            }
        }
        guard written != 0 else { throw PNGError(image, doing: "encoding the PNG") }
        return Array(output.prefix(size))
    }

    /// Decodes PNG bytes to 8-bit RGBA pixels.
    public static func decode(_ png: [UInt8]) throws(PNGError) -> (width: Int, height: Int, rgba: [UInt8]) {
        var image = makeImage()
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

    private static func makeImage() -> png_image {
        var image = png_image()
        image.version = qs_png_image_version
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
