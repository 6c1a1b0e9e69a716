import Raster

/// Where things go in the calendar image: GitHub's CSS lengths times the scale, on whole pixels.
struct CalendarImageFrame {
    /// A cell's side at scale 1.
    static let cell = 10.0
    /// From one cell to the next at scale 1 (3 px apart).
    static let pitch = 13.0

    let scale: Double
    /// Around everything.
    let padding: Double
    /// Corner radius of a cell.
    let radius: Double
    /// Between a word and what it labels.
    let wordGap: Double
    /// From one week's column to the next.
    let pitch: Double
    let gridLeft: Double
    let gridTop: Double
    let columns: Int
    /// The left edge of the legend's first cell.
    let legendLeft: Double

    /// The frame of `columns` weeks, with room for labels when `labelled` (wider words widen it).
    init(
        scale: Double, columns: Int, labelled: Bool, weekdayWidth: Double, legendWords: (less: Double, more: Double)
    ) {
        self.scale = scale
        self.columns = columns
        padding = 10 * scale
        radius = 2 * scale
        wordGap = 4 * scale
        pitch = Self.pitch * scale
        // GitHub's gutter: 28 px of labels and a 3 px gap, wider when the font needs it.
        gridLeft = padding + (labelled ? max(31 * scale, (weekdayWidth + 5 * scale).rounded(.up)) : 0)
        gridTop = padding + (labelled ? 44 * scale : 0)
        // The legend ends where the grid does (further right only when it is wider than the grid).
        let cells = (4 * Self.pitch + Self.cell) * scale
        let less = legendWords.less > 0 ? legendWords.less + wordGap : 0
        let more = legendWords.more > 0 ? legendWords.more + wordGap : 0
        let right = max(gridLeft + Double(columns) * pitch - 3 * scale, padding + less + cells + more)
        legendLeft = (right - more - cells).rounded(.down)
    }

    /// The em size of each kind of label at scale 1: GitHub's 12 px, and 14 px for the caption.
    static func textSize(_ role: ImageLabel.Role) -> Double { role == .caption ? 14 : 12 }

    func cellRect(column: Int, row: Int) -> Rect {
        let side = Self.cell * scale
        return Rect(x: gridLeft + Double(column) * pitch, y: gridTop + Double(row) * pitch, width: side, height: side)
    }

    func legendCellRect(level: Int) -> Rect {
        let side = Self.cell * scale
        return Rect(x: legendLeft + Double(level) * pitch, y: legendTop, width: side, height: side)
    }

    /// The right edge of the grid or the legend's last cell, whichever is further.
    var contentRight: Double { max(cellRect(column: columns - 1, row: 0).maxX, legendCellRect(level: 4).maxX) }

    var legendTop: Double { cellRect(column: 0, row: 6).maxY + 10 * scale }

    var height: Int { Int(legendTop + Self.cell * scale + padding) }

    var captionBaseline: Double { padding + 14 * scale }

    /// Month names sit just above the grid.
    var monthBaseline: Double { gridTop - 5 * scale }

    /// A label beside row `row`: its capitals centred on the cells.
    func rowBaseline(row: Int) -> Double { centredBaseline(top: cellRect(column: 0, row: row).y) }

    var legendBaseline: Double { centredBaseline(top: legendTop) }

    private func centredBaseline(top: Double) -> Double {
        (top + Self.cell * scale / 2 + 0.36 * Self.textSize(.weekday) * scale).rounded()
    }

    func label(_ text: String, role: ImageLabel.Role, x: Double, baseline: Double, extent: TextExtent) -> ImageLabel {
        ImageLabel(
            text: text, role: role, size: Self.textSize(role) * scale, x: x, baseline: baseline,
            box: Rect(x: x, y: baseline - extent.ascent, width: extent.width, height: extent.ascent + extent.descent))
    }
}
