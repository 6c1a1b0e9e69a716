import PNGEncoder

/// The user's avatar: a real 80×80 identicon PNG made at start-up, and its broken variants.
struct Avatar: Sendable {
    /// The PNG bytes.
    let png: [UInt8]

    /// Draws the identicon for `seed`: a mirrored 5×5 grid of one colour on a light background.
    init(seed: UInt64) throws(EmulatorError) {
        var random = SplitMix64(seed: seed ^ 0xA7A7_A7A7)
        let colour: [UInt8] = [
            UInt8(random.int(40...200)), UInt8(random.int(40...200)), UInt8(random.int(40...200)), 255,
        ]
        let background: [UInt8] = [240, 240, 240, 255]
        var cells = [[Bool]](repeating: [Bool](repeating: false, count: 5), count: 5)
        for row in 0..<5 {
            for column in 0..<3 {
                let on = random.chance(0.5)
                cells[row][column] = on
                cells[row][4 - column] = on
            }
        }
        let size = 80
        var rgba: [UInt8] = []
        rgba.reserveCapacity(size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let inside = (5..<75).contains(x) && (5..<75).contains(y)
                rgba += inside && cells[(y - 5) / 14][(x - 5) / 14] ? colour : background
            }
        }
        do {
            png = try PNGCodec.encode(rgba: rgba, width: size, height: size)
        } catch {
            throw EmulatorError("could not draw the avatar: \(error.description)")
        }
    }

    /// The answer for the avatar, broken as `fault` says.
    func answer(_ fault: Fault.AvatarFault?) -> (contentType: String, body: [UInt8]) {
        switch fault {
        case nil: ("image/png", png)
        case .svg?:
            (
                "image/svg+xml",
                Array(
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" height=\"80\"><rect width=\"80\" height=\"80\" fill=\"#3a7\"/></svg>\n"
                        .utf8)
            )
        case .html?:
            ("text/html; charset=utf-8", Array("<!DOCTYPE html><html><body><h1>Sign in</h1></body></html>\n".utf8))
        case .huge?: ("image/png", png + [UInt8](repeating: 0, count: 12 << 20))
        case .truncated?: ("image/png", Array(png.prefix(png.count / 2)))
        }
    }
}
