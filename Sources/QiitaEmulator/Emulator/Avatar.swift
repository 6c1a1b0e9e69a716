import PNGEncoder
import Raster

/// The user's avatar: a real 80×80 identicon PNG made at start-up.
struct Avatar: Sendable {
    /// The PNG bytes.
    let png: [UInt8]

    /// Draws the identicon for `seed`: a mirrored 5×5 grid of rounded cells, encoded as a PNG.
    init(seed: UInt64) throws(EmulatorError) {
        var random = SplitMix64(seed: seed ^ 0xA7A7_A7A7)
        let colour = RGBA(UInt8(random.int(40...200)), UInt8(random.int(40...200)), UInt8(random.int(40...200)))
        var bitmap = Bitmap(width: 80, height: 80, fill: RGBA(240, 240, 240))
        for row in 0..<5 {
            for column in 0..<3 where random.chance(0.5) {
                for mirrored in column == 2 ? [2] : [column, 4 - column] {
                    let cell = Rect(x: Double(5 + 14 * mirrored), y: Double(5 + 14 * row), width: 14, height: 14)
                    bitmap.fillRoundedRect(cell, radius: 2, colour)
                }
            }
        }
        do {
            png = try PNGCodec.encode(bitmap)
        } catch {
            throw EmulatorError("could not draw the avatar: \(error.description)")
        }
    }
}
