import FontRendering
import Foundation
import Raster
import Testing

/// Real font files these tests rely on (`make deps` installs them).
enum Fonts {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuSerif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    static let dejaVuSansMono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    static let sawarabiGothic = "/usr/share/fonts/truetype/sawarabi-gothic/sawarabi-gothic-medium.ttf"
    /// Whether they are there: on Debian and Ubuntu; macOS has fonts of its own, elsewhere.
    static let installed = [dejaVuSans, dejaVuSerif, dejaVuSansMono, sawarabiGothic].allSatisfy {
        FileManager.default.fileExists(atPath: $0)
    }
    static let missing: Comment =
        "DejaVu and Sawarabi Gothic are not where Debian installs them (make deps on Debian, Ubuntu)"

    /// A renderer from `search`, failing the test loudly when no font is found.
    static func renderer(_ search: FontSearch = FontSearch()) throws -> TextRenderer {
        let found = try TextRenderer.discover(search)
        guard let renderer = found.text else {
            Issue.record("no fonts (run `make deps`): \(found.warning ?? "")")
            throw FontsMissing()
        }
        #expect(found.warning == nil, "a renderer and a warning")
        return renderer
    }

    struct FontsMissing: Error {}

    /// The smallest box holding every pixel with any alpha, or nil for an empty bitmap.
    static func ink(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].alpha > 0 {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }
}
