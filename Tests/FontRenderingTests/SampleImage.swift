import Foundation
import PNGEncoder
import Raster
import Testing

/// Writes a sample calendar strip to look at: `RASTER_SAMPLE=/tmp/raster-sample.png swift test --filter SampleImage`.
@Suite struct SampleImage {
    static let path = ProcessInfo.processInfo.environment["RASTER_SAMPLE"]

    @Test(.enabled(if: path != nil, "set RASTER_SAMPLE=/tmp/raster-sample.png to write the sample image"))
    func writeSample() throws {
        let scale = 2.0
        let renderer = try Fonts.renderer()
        var bitmap = Bitmap(width: Int(520 * scale), height: Int(200 * scale), fill: .white)
        let levels = ["#ebedf0", "#9be9a8", "#40c463", "#30a14e", "#216e39"].compactMap { RGBA(hex: $0) }
        let text = RGBA(0x1F, 0x23, 0x28)
        let labelSize = 9 * scale
        let left = 36.0
        let top = 22.0
        for (row, label) in ["", "Mon", "", "Wed", "", "Fri", ""].enumerated() where !label.isEmpty {
            try renderer.drawLine(
                label, size: labelSize, x: 6 * scale, baseline: ((top + Double(row) * 13 + 9) * scale).rounded(),
                colour: text, into: &bitmap)
        }
        try renderer.drawLine(
            "Nov", size: labelSize, x: left * scale, baseline: 15 * scale, colour: text, into: &bitmap)
        try renderer.drawLine(
            "11月", size: labelSize, x: (left + 5 * 13) * scale, baseline: 15 * scale, colour: text, into: &bitmap)
        for week in 0..<30 {
            for day in 0..<7 {
                let cell = Rect(
                    x: (left + Double(week) * 13) * scale, y: (top + Double(day) * 13) * scale, width: 10 * scale,
                    height: 10 * scale)
                bitmap.fillRoundedRect(cell, radius: 2 * scale, levels[(week * 7 + day * 3 + week / 3) % 5])
                bitmap.strokeRoundedRectInside(cell, radius: 2 * scale, lineWidth: scale, RGBA(31, 35, 40, 13))
            }
        }
        let legendBaseline = ((top + 7 * 13 + 14) * scale).rounded()
        try renderer.drawLine(
            "Less", size: labelSize, x: 300 * scale, baseline: legendBaseline, colour: text, into: &bitmap)
        var x = 300 * scale + (try renderer.lineExtent(of: "Less", size: labelSize).width) + 4 * scale
        for level in levels {
            bitmap.fillRoundedRect(
                Rect(x: x, y: legendBaseline - 9 * scale, width: 10 * scale, height: 10 * scale), radius: 2 * scale,
                level)
            x += 13 * scale
        }
        try renderer.drawLine(
            "More", size: labelSize, x: x + scale, baseline: legendBaseline, colour: text, into: &bitmap)
        try renderer.drawLine(
            "2026年11月の投稿 7件", size: 12 * scale, x: left * scale, baseline: legendBaseline + 24 * scale,
            colour: text, into: &bitmap)
        try renderer.drawLine(
            "Mon Wed Fri Nov 11月 Less More AV", size: 11, x: 300 * scale, baseline: legendBaseline + 24 * scale,
            colour: text, into: &bitmap)
        // The same two lines through 16 coverage levels, to compare.
        renderer.coverageLevels = 16
        try renderer.drawLine(
            "2026年11月の投稿 7件", size: 12 * scale, x: left * scale, baseline: legendBaseline + 50 * scale,
            colour: text, into: &bitmap)
        try renderer.drawLine(
            "Mon Wed Fri Nov 11月 Less More AV", size: 11, x: 300 * scale, baseline: legendBaseline + 50 * scale,
            colour: text, into: &bitmap)
        let path = try #require(Self.path)
        try Data(PNGCodec.encode(bitmap)).write(to: URL(fileURLWithPath: path))
        // Pixel-exact close-ups, 4× nearest neighbour: labels and corners, the caption, 11 px text.
        let closeUps = [(0, 0, 260, 120), (40, 260, 300, 100), (595, 286, 220, 74), (2, 150, 60, 40)]
        for (number, (left, top, width, height)) in closeUps.enumerated() {
            let zoomed = Self.zoom(bitmap, left: left, top: top, width: width, height: height, by: 4)
            try Data(PNGCodec.encode(zoomed)).write(to: URL(fileURLWithPath: path + ".zoom\(number + 1).png"))
        }
    }

    static func zoom(_ bitmap: Bitmap, left: Int, top: Int, width: Int, height: Int, by factor: Int) -> Bitmap {
        var zoomed = Bitmap(width: width * factor, height: height * factor)
        for y in 0..<zoomed.height {
            for x in 0..<zoomed.width { zoomed[x, y] = bitmap[left + x / factor, top + y / factor] }
        }
        return zoomed
    }
}
