import Raster
import Testing

@Suite struct PaintingTests {
    private let green = RGBA(0x39, 0xD3, 0x53)

    @Test func aRoundedCellIsExactInsideAndPartlyCoveredAtItsCorners() {
        var bitmap = Bitmap(width: 14, height: 14)
        bitmap.fillRoundedRect(Rect(x: 2, y: 2, width: 10, height: 10), radius: 2, green)
        #expect(bitmap[7, 7] == green)
        #expect(bitmap[2, 7] == green, "the middle of an edge is fully covered")
        #expect(bitmap[1, 7] == .clear && bitmap[12, 7] == .clear && bitmap[7, 1] == .clear)
        let corners = [bitmap[2, 2], bitmap[11, 2], bitmap[2, 11], bitmap[11, 11]]
        for corner in corners {
            #expect(corner.alpha > 40 && corner.alpha < 200, "corner \(corner)")
            #expect(corner.withAlpha(255) == green)
        }
        #expect(Set(corners.map(\.alpha)).count == 1, "the four corners are symmetric")
    }

    @Test func coverageAddsUpToTheShapesArea() {
        var bitmap = Bitmap(width: 40, height: 30)
        let radius = 5.0
        bitmap.fillRoundedRect(Rect(x: 3.25, y: 4.5, width: 30, height: 20), radius: radius, .white)
        var covered = 0.0
        for y in 0..<30 {
            for x in 0..<40 { covered += Double(bitmap[x, y].alpha) / 255 }
        }
        let area = 30.0 * 20 - (4 - Double.pi) * radius * radius
        #expect(abs(covered - area) < 1, "covered \(covered) of \(area)")
    }

    @Test func fractionalEdgesAreAntiAliased() {
        var bitmap = Bitmap(width: 4, height: 1)
        bitmap.fill(Rect(x: 0.5, y: 0, width: 2, height: 1), .black)
        #expect(bitmap[0, 0].alpha == 128)
        #expect(bitmap[1, 0] == .black)
        #expect(bitmap[2, 0].alpha == 128)
        #expect(bitmap[3, 0] == .clear)
    }

    @Test func halfWhiteOnBlackIsMidGrey() {
        var bitmap = Bitmap(width: 2, height: 2, fill: .black)
        bitmap.fill(Rect(x: 0, y: 0, width: 2, height: 2), RGBA(255, 255, 255, 128))
        let pixel = bitmap[1, 1]
        #expect(abs(Int(pixel.red) - 128) <= 1 && pixel.red == pixel.green && pixel.green == pixel.blue)
        #expect(pixel.alpha == 255)
    }

    @Test func translucentOverTranslucentFollowsSourceOver() {
        var bitmap = Bitmap(width: 1, height: 1, fill: RGBA(0, 0, 255, 128))
        bitmap.fill(Rect(x: 0, y: 0, width: 1, height: 1), RGBA(255, 0, 0, 128))
        let pixel = bitmap[0, 0]
        // α = .5 + .5 × .5 = .75; red = .5 / .75; blue = .25 / .75.
        #expect(abs(Int(pixel.alpha) - 191) <= 1)
        #expect(abs(Int(pixel.red) - 170) <= 1)
        #expect(abs(Int(pixel.blue) - 85) <= 1)
        var clear = Bitmap(width: 1, height: 1)
        clear.fill(Rect(x: 0, y: 0, width: 1, height: 1), RGBA(10, 20, 30, 77))
        #expect(clear[0, 0] == RGBA(10, 20, 30, 77), "over nothing a colour stays itself")
    }

    @Test func theInnerBorderHugsTheEdgeAndLeavesTheMiddle() {
        var bitmap = Bitmap(width: 12, height: 12, fill: .white)
        let cell = Rect(x: 1, y: 1, width: 10, height: 10)
        bitmap.strokeRoundedRectInside(cell, radius: 2, .black)
        #expect(bitmap[1, 6] == .black && bitmap[10, 6] == .black && bitmap[6, 1] == .black && bitmap[6, 10] == .black)
        #expect(bitmap[2, 6] == .white && bitmap[6, 6] == .white)
        #expect(bitmap[0, 6] == .white)
        let corner = bitmap[1, 1]
        #expect(corner.red > 60 && corner.red < 255, "the corner is partly covered: \(corner)")
    }

    @Test func aCoverageMaskBlendsAtItsOriginAndClips() throws {
        let mask = try #require(
            CoverageMask(width: 2, height: 2, coverage: [255, 128, 0, 255], originX: 1, originY: -2))
        var bitmap = Bitmap(width: 4, height: 4, fill: .white)
        bitmap.blend(mask, x: 1, y: 3, .black)
        #expect(bitmap[2, 1] == .black)
        #expect(abs(Int(bitmap[3, 1].red) - 127) <= 1)
        #expect(bitmap[2, 2] == .white)
        #expect(bitmap[3, 2] == .black)
        var edge = Bitmap(width: 4, height: 4, fill: .white)
        edge.blend(mask, x: 2, y: 1, .black)
        edge.blend(mask, x: -10, y: 50, .black)
        #expect(edge[3, 0] == .white && edge[3, 1] == .white, "clipped, not wrapped")
        #expect(CoverageMask(width: 2, height: 2, coverage: [1]) == nil)
    }

    @Test func paintingIsDeterministic() {
        func draw() -> Bitmap {
            var bitmap = Bitmap(width: 30, height: 30, fill: .white)
            bitmap.fillRoundedRect(Rect(x: 1.3, y: 2.7, width: 20.1, height: 11), radius: 2.5, green.withAlpha(200))
            bitmap.strokeRoundedRectInside(
                Rect(x: 1.3, y: 2.7, width: 20.1, height: 11), radius: 2.5, RGBA(0, 0, 0, 15))
            return bitmap
        }
        #expect(draw() == draw())
    }
}

@Suite struct CoverageMaskTests {
    @Test func quantizingKeepsTheEndsAndRoundsTheRest() throws {
        let mask = try #require(CoverageMask(width: 256, height: 1, coverage: (0...255).map { UInt8($0) }))
        let sixteen = mask.quantized(levels: 16)
        #expect(Set(sixteen.coverage).count == 16)
        #expect(sixteen.coverage.first == 0 && sixteen.coverage.last == 255)
        #expect(zip(mask.coverage, sixteen.coverage).allSatisfy { abs(Int($0) - Int($1)) <= 9 })
        #expect(mask.quantized(levels: 256) == mask)
        #expect(Set(mask.quantized(levels: 1).coverage) == [0, 255], "fewer than 2 levels means 2")
    }
}
