import PNGEncoder
import Raster
import Testing

@Suite struct PNGCodecTests {
    @Test func roundTripKeepsEveryPixel() throws {
        let width = 7
        let height = 5
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                rgba += [UInt8(x * 30), UInt8(y * 50), UInt8((x + y) * 10), UInt8(255 - x * y)]
            }
        }
        let png = try PNGCodec.encode(#require(Bitmap(width: width, height: height, rgba: rgba)))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNGCodec.decode(png)
        #expect(decoded.width == width)
        #expect(decoded.height == height)
        #expect(decoded.rgba == rgba)
    }

    @Test func garbageIsAnErrorWithAMessage() {
        do {
            _ = try PNGCodec.decode(Array("<svg>not a png</svg>".utf8))
            Issue.record("decoding garbage succeeded")
        } catch {
            #expect(error.description.contains("libpng"))
        }
    }
}
