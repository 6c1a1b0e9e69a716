/// A shape that knows how much of each pixel it covers.
protocol CoverageShape {
    /// The pixels that may be touched, as half-open ranges (unclipped).
    var columns: Range<Int> { get }
    /// See ``columns``.
    var rows: Range<Int> { get }
    /// The covered fraction (0–1) of pixel (x, y).
    func coverage(x: Int, y: Int) -> Float
    /// The columns of row `y` that all have the same coverage, and that coverage: painted as a
    /// span without asking ``coverage(x:y:)`` pixel by pixel.
    func interior(row y: Int) -> (columns: Range<Int>, coverage: Float)
}

/// A rectangle with circular corners, anti-aliased by coverage.
struct RoundedRectShape: CoverageShape {
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

extension RoundedRectShape {
    /// Columns whose pixel lies fully inside horizontally and outside the corners' reach, where
    /// coverage is the row's vertical coverage alone.
    func interior(row y: Int) -> (columns: Range<Int>, coverage: Float) {
        guard !isEmpty else { return (0..<0, 0) }
        let y0 = Float(y)
        let down = min(max(min(y0 + 1, bottom) - max(y0, top), 0), 1)
        let centreY = y0 + 0.5
        let inCorners = radius > 0 && (centreY < top + radius || centreY > bottom - radius)
        // In a corner band, a pixel centre at least `radius` from the side has no corner term.
        let inset = inCorners ? max(radius - 0.5, 0) : 0
        let first = Int((left + inset).rounded(.up))
        let end = Int((right - inset).rounded(.down))
        return (first..<max(first, end), down)
    }
}

/// The band between a rounded rectangle and the same one inset by a line width: an inner border.
struct InnerBorderShape: CoverageShape {
    let outer: RoundedRectShape
    let inner: RoundedRectShape

    init(_ rect: Rect, radius: Double, lineWidth: Double) {
        outer = RoundedRectShape(rect, radius: radius)
        inner = RoundedRectShape(rect.insetBy(lineWidth), radius: max(radius - lineWidth, 0))
    }

    var columns: Range<Int> { outer.columns }
    var rows: Range<Int> { outer.rows }

    @inline(__always)
    func coverage(x: Int, y: Int) -> Float {
        let band = outer.coverage(x: x, y: y)
        return inner.isEmpty ? band : max(band - inner.coverage(x: x, y: y), 0)
    }

    /// Inside the inner shape's interior the outer shape covers its whole row height too, so the
    /// band's coverage there is the difference of the two rows' vertical coverage (usually 0).
    func interior(row y: Int) -> (columns: Range<Int>, coverage: Float) {
        let outside = outer.interior(row: y)
        guard !inner.isEmpty else { return outside }
        let inside = inner.interior(row: y)
        return (inside.columns, max(outside.coverage - inside.coverage, 0))
    }
}
