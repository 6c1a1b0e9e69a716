import Raster
import Testing

@Suite struct BitmapTests {
    @Test func startsFilledAndReadsBackPixels() {
        var bitmap = Bitmap(width: 3, height: 2, fill: RGBA(1, 2, 3))
        #expect(bitmap.rgba.count == 24)
        #expect(bitmap[2, 1] == RGBA(1, 2, 3))
        bitmap[1, 1] = RGBA(9, 8, 7, 6)
        #expect(bitmap[1, 1] == RGBA(9, 8, 7, 6))
        #expect(Array(bitmap.rgba[16..<20]) == [9, 8, 7, 6])
    }

    @Test func outsideReadsClearAndWritesNothing() {
        var bitmap = Bitmap(width: 2, height: 2, fill: .white)
        let before = bitmap
        bitmap[-1, 0] = .black
        bitmap[2, 0] = .black
        bitmap[0, 2] = .black
        #expect(bitmap == before)
        #expect(bitmap[5, 5] == .clear)
    }

    @Test func wrapsExistingBytesOnlyWhenTheCountFits() {
        #expect(Bitmap(width: 1, height: 1, rgba: [1, 2, 3, 4])?[0, 0] == RGBA(1, 2, 3, 4))
        #expect(Bitmap(width: 2, height: 1, rgba: [1, 2, 3, 4]) == nil)
        #expect(Bitmap(width: -1, height: 1, rgba: []) == nil)
        #expect(Bitmap(width: -3, height: 2).rgba.isEmpty)
    }

    @Test func indexesColoursInOrderOfFirstAppearance() throws {
        var bitmap = Bitmap(width: 3, height: 2, fill: .white)
        bitmap[1, 0] = .black
        bitmap[0, 1] = RGBA(1, 2, 3, 4)
        bitmap[2, 1] = .black
        let indexed = try #require(IndexedPixels(bitmap))
        #expect(indexed.palette == [.white, .black, RGBA(1, 2, 3, 4)])
        #expect(indexed.indices == [0, 1, 0, 2, 0, 1])
        #expect(indexed.hasTransparency)
    }

    @Test func indexingGivesUpAboveTheLimit() {
        var bitmap = Bitmap(width: 257, height: 1)
        for x in 0..<257 { bitmap[x, 0] = RGBA(UInt8(x & 255), UInt8(x >> 8), 0) }
        #expect(IndexedPixels(bitmap) == nil)
        #expect(IndexedPixels(bitmap, limit: 4) == nil)
        bitmap[256, 0] = .black
        #expect(IndexedPixels(bitmap)?.palette.count == 256)
    }

    @Test func manyRecurringColoursIndexAsAPlainLookupWould() throws {
        // 200 colours (more than the 64 lines of the cache, so lines are shared and replaced),
        // recurring in a scrambled order: every pixel must get its colour's first-seen index.
        var bitmap = Bitmap(width: 997, height: 3)
        var generator = SystemRandomNumberGenerator()
        let colours = (0..<200).map { (n: Int) -> RGBA in
            let value = UInt8(n)
            return RGBA(value, 255 - value, value / 3, 128 + value / 2)
        }
        for y in 0..<3 {
            for x in 0..<997 { bitmap[x, y] = colours[Int.random(in: 0..<200, using: &generator)] }
        }
        let indexed = try #require(IndexedPixels(bitmap))
        var expected: [RGBA] = []
        for y in 0..<3 {
            for x in 0..<997 where !expected.contains(bitmap[x, y]) { expected.append(bitmap[x, y]) }
        }
        #expect(indexed.palette == expected)
        let wrong = (0..<3 * 997).filter { indexed.palette[Int(indexed.indices[$0])] != bitmap[$0 % 997, $0 / 997] }
        #expect(wrong.isEmpty)
    }
}
