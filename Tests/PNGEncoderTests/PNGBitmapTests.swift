import PNGEncoder
import Raster
import TestSupport
import Testing

@Suite struct PNGBitmapTests {
    /// A calendar-like picture: a few colours, anti-aliased corners, optionally translucent.
    private func cells(background: RGBA) -> Bitmap {
        var bitmap = Bitmap(width: 61, height: 23, fill: background)
        let levels = ["#ebedf0", "#9be9a8", "#40c463", "#30a14e", "#216e39"].compactMap { RGBA(hex: $0) }
        for column in 0..<5 {
            let cell = Rect(x: 1 + Double(column) * 12, y: 6, width: 10, height: 10)
            bitmap.fillRoundedRect(cell, radius: 2, levels[column])
            bitmap.strokeRoundedRectInside(cell, radius: 2, RGBA(27, 31, 35, 15))
        }
        return bitmap
    }

    /// More than 256 colours: a gradient, translucent unless `opaque`.
    private func gradient(opaque: Bool = false) -> Bitmap {
        var bitmap = Bitmap(width: 40, height: 20)
        for y in 0..<20 {
            for x in 0..<40 { bitmap[x, y] = RGBA(UInt8(x * 6), UInt8(y * 12), 90, opaque ? 255 : UInt8(255 - x)) }
        }
        return bitmap
    }

    @Test func fewColoursGiveAnIndexedPNGThatDecodesToTheSamePixels() throws {
        let bitmap = cells(background: .white)
        #expect(IndexedPixels(bitmap) != nil)
        let png = try PNGCodec.encode(bitmap)
        let chunks = PNGChunks(png)
        #expect(chunks.colourType == 3)
        #expect(chunks.types == ["IHDR", "sRGB", "PLTE", "IDAT", "IEND"])
        #expect(try PNGCodec.decodeBitmap(png) == bitmap)
    }

    @Test func translucentColoursGetATransparencyChunk() throws {
        let bitmap = cells(background: .clear)
        let png = try PNGCodec.encode(bitmap)
        let chunks = PNGChunks(png)
        #expect(chunks.colourType == 3)
        #expect(chunks.types == ["IHDR", "sRGB", "PLTE", "tRNS", "IDAT", "IEND"])
        #expect(try PNGCodec.decodeBitmap(png) == bitmap)
    }

    @Test func twoColoursTakeOneBitAPixel() throws {
        var bitmap = Bitmap(width: 9, height: 3, fill: .white)
        bitmap[4, 1] = .black
        let png = try PNGCodec.encode(bitmap)
        #expect(PNGChunks(png).colourType == 3 && PNGChunks(png).bitDepth == 1)
        #expect(try PNGCodec.decodeBitmap(png) == bitmap)
    }

    @Test func exactly256ColoursStayIndexedAndOneMoreIsDirect() throws {
        var bitmap = Bitmap(width: 16, height: 17, fill: RGBA(0, 7, 255))
        for index in 0..<256 { bitmap[index % 16, index / 16] = RGBA(UInt8(index), 7, UInt8(255 - index)) }
        #expect(IndexedPixels(bitmap)?.palette.count == 256)
        let indexed = try PNGCodec.encode(bitmap)
        #expect(PNGChunks(indexed).colourType == 3 && PNGChunks(indexed).bitDepth == 8)
        #expect(try PNGCodec.decodeBitmap(indexed) == bitmap)
        bitmap[15, 16] = RGBA(1, 2, 3)
        let direct = try PNGCodec.encode(bitmap)
        #expect(PNGChunks(direct).colourType == 2, "opaque: RGB without the alpha bytes")
        #expect(try PNGCodec.decodeBitmap(direct) == bitmap)
        bitmap[0, 0] = RGBA(0, 7, 255, 254)
        let translucent = try PNGCodec.encode(bitmap)
        #expect(PNGChunks(translucent).colourType == 6)
        #expect(try PNGCodec.decodeBitmap(translucent) == bitmap)
    }

    @Test func manyColoursGiveRGBAThatDecodesToTheSamePixels() throws {
        let bitmap = gradient()
        let png = try PNGCodec.encode(bitmap)
        #expect(PNGChunks(png).colourType == 6)
        #expect(!PNGChunks(png).types.contains("tIME"))
        #expect(try PNGCodec.decodeBitmap(png) == bitmap)
    }

    @Test func manyOpaqueColoursGiveRGBThatDecodesToTheSamePixels() throws {
        let bitmap = gradient(opaque: true)
        let png = try PNGCodec.encode(bitmap)
        #expect(PNGChunks(png).colourType == 2)
        #expect(try PNGCodec.decodeBitmap(png) == bitmap)
    }

    @Test func theSameBitmapGivesTheSameBytes() throws {
        for bitmap in [cells(background: .white), cells(background: .clear), gradient(), gradient(opaque: true)] {
            #expect(try PNGCodec.encode(bitmap) == PNGCodec.encode(bitmap))
        }
    }

    @Test(.enabled(if: PNGCheck.isInstalled, "pngcheck is not installed: apt-get install pngcheck"))
    func pngcheckAcceptsEveryKind() throws {
        var twoColours = Bitmap(width: 9, height: 3, fill: .white)
        twoColours[4, 1] = .black
        let kinds = [
            cells(background: .white), cells(background: .clear), gradient(), gradient(opaque: true), twoColours,
        ]
        for bitmap in kinds {
            let verdict = try PNGCheck.verify(try PNGCodec.encode(bitmap))
            #expect(verdict.ok, "\(verdict.output)")
        }
    }

    @Test func anEmptyBitmapIsAnError() {
        #expect(throws: PNGError.self) { try PNGCodec.encode(Bitmap(width: 0, height: 4)) }
    }
}
