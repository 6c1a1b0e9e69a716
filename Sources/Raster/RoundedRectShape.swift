/// A rectangle with circular corners, anti-aliased by coverage.
struct RoundedRectShape {
    let left: Float
    let top: Float
    let right: Float
    let bottom: Float
    let radius: Float

    init(_ rect: Rect, radius: Double) {
        left = Float(rect.x)
        top = Float(rect.y)
        right = Float(rect.maxX)
        bottom = Float(rect.maxY)
        let widest = Float(max(min(rect.width, rect.height), 0)) / 2
        self.radius = min(max(Float(radius), 0), widest)
    }

    var isEmpty: Bool { !(right > left && bottom > top) }

    var columns: Range<Int> {
        isEmpty ? 0..<0 : Int(left.rounded(.down))..<Int(right.rounded(.up))
    }

    var rows: Range<Int> {
        isEmpty ? 0..<0 : Int(top.rounded(.down))..<Int(bottom.rounded(.up))
    }

    @inline(__always)
    func coverage(x: Int, y: Int) -> Float {
        let x0 = Float(x)
        let y0 = Float(y)
        let across = min(max(min(x0 + 1, right) - max(x0, left), 0), 1)
        let down = min(max(min(y0 + 1, bottom) - max(y0, top), 0), 1)
        var covered = across * down
        guard radius > 0, covered > 0 else { return covered }
        let centreX = x0 + 0.5
        let centreY = y0 + 0.5
        let dx = centreX < left + radius ? left + radius - centreX : max(centreX - (right - radius), 0)
        let dy = centreY < top + radius ? top + radius - centreY : max(centreY - (bottom - radius), 0)
        if dx > 0 && dy > 0 {
            let distance = (dx * dx + dy * dy).squareRoot()
            covered = min(covered, min(max(radius - distance + 0.5, 0), 1))
        }
        return covered
    }
}
