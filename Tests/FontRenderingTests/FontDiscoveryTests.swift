import FontRendering
import Foundation
import Testing

@Suite(.enabled(if: Fonts.installed, Fonts.missing)) struct FontDiscoveryTests {
    private let environment = [FontSearch.environmentVariable: Fonts.dejaVuSansMono]

    @Test func theExplicitPathWinsOverTheEnvironment() throws {
        let renderer = try Fonts.renderer(FontSearch(explicitPath: Fonts.dejaVuSerif, environment: environment))
        #expect(renderer.faces.first?.path == Fonts.dejaVuSerif)
        #expect(!renderer.faces.map(\.path).contains(Fonts.dejaVuSansMono), "the environment is ignored")
        #expect(try renderer.measure("A", size: 12).glyphs.first?.face.familyName == "DejaVu Serif")
    }

    @Test func theEnvironmentWinsOverFontconfig() throws {
        let renderer = try Fonts.renderer(FontSearch(environment: environment))
        #expect(renderer.faces.first?.path == Fonts.dejaVuSansMono)
        #expect(try renderer.measure("A", size: 12).glyphs.first?.face.familyName == "DejaVu Sans Mono")
    }

    @Test func fontconfigPicksTheFacesOtherwise() throws {
        let renderer = try Fonts.renderer(
            FontSearch(environment: [FontSearch.environmentVariable: ""], wellKnownPaths: []))
        #expect(renderer.faces.first?.familyName == "DejaVu Sans")
        #expect(renderer.faces.count == 2, "sans-serif and sans-serif:lang=ja: \(renderer.faces)")
        #expect(renderer.faces.last?.familyName != "DejaVu Sans")
    }

    @Test func aMissingFontIsAClearError() {
        let search = FontSearch(explicitPath: "/nonexistent/font.ttf", environment: environment)
        #expect(
            throws: FontError.unusableFont(
                path: "/nonexistent/font.ttf", source: "--font",
                reason: "the file cannot be opened (missing or unreadable)")
        ) { try TextRenderer.discover(search) }
    }

    @Test func aGarbageFontIsAClearError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("garbage-\(UUID().uuidString).ttf")
            .path
        try Data("this is not a font\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try TextRenderer.discover(FontSearch(environment: [FontSearch.environmentVariable: path]))
            Issue.record("a garbage font was accepted")
        } catch {
            #expect(
                error.description
                    == "cannot use the font \(path) (from QIITA_STATS_FONT): it is not a font file FreeType knows")
        }
    }

    @Test func noFontsAtAllMeansNoTextAndOneWarning() throws {
        for wellKnown in [[], ["/nonexistent/DejaVuSans.ttf"]] {
            let found = try TextRenderer.discover(FontSearch(fontconfigPatterns: [], wellKnownPaths: wellKnown))
            guard found.text == nil, let warning = found.warning else {
                Issue.record("found a font in \(wellKnown), or no warning")
                continue
            }
            #expect(warning.contains("fonts-dejavu-core") && warning.contains("fonts-sawarabi-gothic"), "\(warning)")
            #expect(!warning.dropLast().contains("."), "one sentence: \(warning)")
        }
    }
}
