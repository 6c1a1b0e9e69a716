import FontRendering
import Raster
import Testing

@Suite(.enabled(if: Fonts.installed, Fonts.missing)) struct TextRendererTests {
    @Test(arguments: ["Mon", "Wed", "Fri", "Nov", "11月", "Less", "More", "2026年11月の投稿 7件", "Qiita 1,234 likes"])
    func inkLiesInsideTheMeasuredBox(_ text: String) throws {
        let renderer = try Fonts.renderer()
        for size in [11.0, 13.0, 26.0] {
            var bitmap = Bitmap(width: 600, height: 80)
            let x = 20.25
            let baseline = 50.0
            try renderer.drawLine(text, size: size, x: x, baseline: baseline, colour: .black, into: &bitmap)
            let layout = try renderer.measure(text, size: size).extent
            let ink = try #require(Fonts.ink(bitmap), "\(text) at \(size) px drew nothing")
            #expect(Double(ink.minX) >= x - 1, "\(text) at \(size) px: ink starts at \(ink.minX)")
            #expect(Double(ink.maxX) < x + layout.width + 1, "\(text) at \(size) px: ink ends at \(ink.maxX)")
            #expect(Double(ink.minY) >= baseline - layout.ascent - 1, "\(text) at \(size) px: top \(ink.minY)")
            #expect(Double(ink.maxY) < baseline + layout.descent + 1, "\(text) at \(size) px: bottom \(ink.maxY)")
            #expect(layout.width > Double(ink.maxX - ink.minX) * 0.8, "\(text): width \(layout.width) is too small")
        }
    }

    @Test func kerningPullsAVTogether() throws {
        let layout = try Fonts.renderer().measure("AV", size: 11)
        #expect(layout.glyphs.map(\.face.familyName) == ["DejaVu Sans", "DejaVu Sans"])
        let advances = layout.glyphs.map(\.advance).reduce(0, +)
        #expect(layout.glyphs[1].kerning < 0)
        #expect(layout.extent.width < advances - 0.1, "AV is \(layout.extent.width) px, its advances \(advances) px")
        let unkerned = try Fonts.renderer().measure("HH", size: 11)
        #expect(unkerned.glyphs[1].kerning == 0)
    }

    @Test func latinComesFromDejaVuAndJapaneseFromAJapaneseFace() throws {
        let layout = try Fonts.renderer().measure("11月 投稿 7件", size: 13)
        for glyph in layout.glyphs {
            #expect(!glyph.isMissing, "\(glyph.scalar) is missing")
            if glyph.scalar.isASCII {
                #expect(glyph.face.familyName == "DejaVu Sans", "\(glyph.scalar) came from \(glyph.face)")
            } else {
                #expect(glyph.face.familyName != "DejaVu Sans", "\(glyph.scalar) came from \(glyph.face)")
            }
        }
        #expect(layout.glyphs.allSatisfy { !$0.isMissing })
    }

    @Test func aWellKnownFileFillsInGlyphsTheFirstFaceLacks() throws {
        let search = FontSearch(
            explicitPath: Fonts.dejaVuSans, fontconfigPatterns: [],
            wellKnownPaths: ["/nonexistent.ttf", Fonts.sawarabiGothic])
        let renderer = try Fonts.renderer(search)
        #expect(renderer.faces.map(\.path) == [Fonts.dejaVuSans], "well-known files open only when needed")
        let layout = try renderer.measure("M月", size: 12)
        #expect(layout.glyphs.map(\.face.path) == [Fonts.dejaVuSans, Fonts.sawarabiGothic])
        #expect(renderer.coverageWarning(for: "M月") == nil)
    }

    @Test func aCharacterNoFaceHasIsReportedWithThePackage() throws {
        let renderer = try Fonts.renderer(
            FontSearch(explicitPath: Fonts.dejaVuSans, fontconfigPatterns: [], wellKnownPaths: []))
        let layout = try renderer.measure("11月", size: 12)
        #expect(layout.glyphs.filter(\.isMissing).map(\.scalar) == ["月"])
        let warning = try #require(renderer.coverageWarning(for: "11月"))
        #expect(warning.contains("月") && warning.contains("fonts-sawarabi-gothic"), "\(warning)")
    }

    @Test func widthsScaleWithTheSize() throws {
        let renderer = try Fonts.renderer()
        let small = try renderer.measure("qiita-stats 42 posts", size: 11).extent.width
        let large = try renderer.measure("qiita-stats 42 posts", size: 22).extent.width
        #expect(small > 80 && small < 150, "\(small) px at 11 px")
        #expect(abs(large - 2 * small) < 0.02 * large, "\(small) px at 11, \(large) px at 22")
    }

    @Test func drawingTwiceGivesTheSamePixels() throws {
        func draw(_ renderer: TextRenderer) throws -> Bitmap {
            var bitmap = Bitmap(width: 300, height: 40, fill: .white)
            try renderer.drawLine(
                "Mon 11月 Less More", size: 14, x: 3, baseline: 28, colour: RGBA(0x57, 0x60, 0x6a), into: &bitmap)
            return bitmap
        }
        let renderer = try Fonts.renderer()
        let first = try draw(renderer)
        #expect(try draw(renderer) == first, "from the glyph cache")
        #expect(try draw(try Fonts.renderer()) == first, "from a new renderer")
        #expect(first != Bitmap(width: 300, height: 40, fill: .white))
    }

    @Test func anImpossibleSizeIsAnError() throws {
        let renderer = try Fonts.renderer()
        #expect(throws: FontError.self) { try renderer.measure("x", size: 0) }
        #expect(throws: FontError.self) { try renderer.measure("x", size: .nan) }
    }
}

@Suite struct TextCoverageLevelTests {
    @Test func sixteenLevelsKeepALabelledCalendarIndexable() throws {
        let renderer = try Fonts.renderer()
        func draw() throws -> Bitmap {
            var bitmap = Bitmap(width: 400, height: 60, fill: .white)
            let levels = ["#ebedf0", "#9be9a8", "#40c463", "#30a14e", "#216e39"].compactMap { RGBA(hex: $0) }
            for (index, level) in levels.enumerated() {
                bitmap.fillRoundedRect(
                    Rect(x: 200 + Double(index) * 26, y: 30, width: 20, height: 20), radius: 4, level)
            }
            try renderer.drawLine(
                "Mon Wed Fri Nov 11月 Less More", size: 18, x: 4, baseline: 24, colour: RGBA(0x1F, 0x23, 0x28),
                into: &bitmap)
            try renderer.drawLine(
                "2026年11月の投稿 7件", size: 14, x: 4, baseline: 50, colour: RGBA(0x59, 0x63, 0x6E), into: &bitmap)
            return bitmap
        }
        #expect(IndexedPixels(try draw()) == nil, "exact coverage gives more than 256 colours")
        renderer.coverageLevels = 16
        let quantized = try draw()
        #expect(IndexedPixels(quantized) != nil)
        var ink = Bitmap(width: 100, height: 30)
        try renderer.drawLine("Less", size: 18, x: 2, baseline: 22, colour: .black, into: &ink)
        #expect(Set(stride(from: 3, to: ink.rgba.count, by: 4).map { ink.rgba[$0] }).count <= 16)
    }
}
