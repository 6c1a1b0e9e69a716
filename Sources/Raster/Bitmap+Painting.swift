/// Painting: every operation blends source-over and clips to the bitmap.
extension Bitmap {
    /// Fills `rect` with `colour`; fractional edges are anti-aliased.
    public mutating func fill(_ rect: Rect, _ colour: RGBA) {
        paint(RoundedRectShape(rect, radius: 0), colour)
    }

    /// Fills `rect` with corners rounded to `radius` pixels, anti-aliased by coverage.
    public mutating func fillRoundedRect(_ rect: Rect, radius: Double, _ colour: RGBA) {
        paint(RoundedRectShape(rect, radius: radius), colour)
    }

    /// Draws a border `lineWidth` pixels wide just inside the rounded rectangle's edge.
    public mutating func strokeRoundedRectInside(_ rect: Rect, radius: Double, lineWidth: Double = 1, _ colour: RGBA) {
        let inner = RoundedRectShape(rect.insetBy(lineWidth), radius: max(radius - lineWidth, 0))
        paint(RoundedRectShape(rect, radius: radius), minus: inner, colour)
    }

    /// Blends `colour` through `mask`, whose top-left pixel lands at (x + originX, y + originY).
    public mutating func blend(_ mask: CoverageMask, x: Int, y: Int, _ colour: RGBA) {
        guard colour.alpha > 0 else { return }
        let left = x + mask.originX
        let top = y + mask.originY
        let columns = (left..<(left + mask.width)).clamped(to: 0..<width)
        let rows = (top..<(top + mask.height)).clamped(to: 0..<height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let stride = width
        mask.coverage.withUnsafeBufferPointer { coverage in
            rgba.withUnsafeMutableBufferPointer { bytes in
                for row in rows {
                    let maskRow = (row - top) * mask.width - left
                    for column in columns {
                        let covered = coverage[maskRow + column]
                        if covered == 0 { continue }
                        bytes.blend(colour, alpha: colour.alpha(covering: covered), at: (row * stride + column) * 4)
                    }
                }
            }
        }
    }

    /// Blends `colour` over every pixel `shape` (less `inner`) touches, weighted by its coverage.
    private mutating func paint(_ shape: RoundedRectShape, minus inner: RoundedRectShape? = nil, _ colour: RGBA) {
        guard colour.alpha > 0 else { return }
        let columns = shape.columns.clamped(to: 0..<width)
        let rows = shape.rows.clamped(to: 0..<height)
        let stride = width
        rgba.withUnsafeMutableBufferPointer { bytes in
            for row in rows {
                for column in columns {
                    var covered = shape.coverage(x: column, y: row)
                    if let inner, !inner.isEmpty { covered = max(covered - inner.coverage(x: column, y: row), 0) }
                    let alpha = colour.alpha(covering: covered)
                    bytes.blend(colour, alpha: alpha, at: (row * stride + column) * 4)
                }
            }
        }
    }
}
