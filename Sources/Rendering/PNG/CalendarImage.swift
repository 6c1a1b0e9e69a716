public import Contributions
public import Raster

/// The GitHub-style contribution calendar as a bitmap: caption, month and weekday names, a cell
/// per past day and the legend; without a text rasterizer, the cells alone.
public struct CalendarImage {
    /// The report drawn.
    public let report: ContributionReport
    /// How it is drawn.
    public let style: ImageStyle
    /// Every line of text, where it goes; empty without a text rasterizer.
    public let labels: [ImageLabel]
    /// Columns of the image.
    public let width: Int
    /// Rows of the image.
    public let height: Int

    private let text: (any TextRasterizer)?
    private let frame: CalendarImageFrame

    /// Lays out the image: measures its labels with `text`, or leaves them out when it is nil.
    public init(_ report: ContributionReport, style: ImageStyle, text: (any TextRasterizer)?) throws {
        try self.init(report, style: style, text: text) { try text?.lineExtent(of: $0, size: $1) }
    }

    /// Lays out the image with `extent` measuring a label at a size (nil: no words); `text` draws them.
    init<Failure: Error>(
        _ report: ContributionReport, style: ImageStyle, text: (any TextRasterizer)?,
        extent: (String, Double) throws(Failure) -> TextExtent?
    ) throws(Failure) {
        let words = Labels(style.language)
        let scale = Double(style.pixelScale)
        let weekdays = report.layout.weekdayLabels.map { ($0.row, words.weekday($0.weekday)) }
        func measure(_ string: String, _ role: ImageLabel.Role) throws(Failure) -> TextExtent? {
            try extent(string, CalendarImageFrame.textSize(role) * scale)
        }
        let weekdayExtents = try weekdays.map { (_, name) throws(Failure) in try measure(name, .weekday) }
        let legend = (less: try measure(words.legend.less, .legend), more: try measure(words.legend.more, .legend))
        let frame = CalendarImageFrame(
            scale: scale, columns: report.layout.columnCount, labelled: legend.less != nil,
            weekdayWidth: weekdayExtents.compactMap { $0?.width }.max() ?? 0,
            legendWords: (legend.less?.width ?? 0, legend.more?.width ?? 0))
        var labels: [ImageLabel] = []
        func place(_ string: String, _ role: ImageLabel.Role, x: Double, baseline: Double, _ extent: TextExtent?) {
            guard let extent else { return }
            labels.append(frame.label(string, role: role, x: x, baseline: baseline, extent: extent))
        }
        let caption = words.caption(report)
        place(caption, .caption, x: frame.padding, baseline: frame.captionBaseline, try measure(caption, .caption))
        for ((row, name), extent) in zip(weekdays, weekdayExtents) {
            place(name, .weekday, x: frame.padding, baseline: frame.rowBaseline(row: row), extent)
        }
        var months: [CalendarMonth: TextExtent] = [:]
        for start in report.layout.monthStarts {
            months[start.month] = try measure(words.monthLabel(start.month), .month)
        }
        for label in report.layout.monthLabels(width: { (months[$0]?.width ?? 0) / frame.pitch }, gap: 1) {
            let x = frame.cellRect(column: label.column, row: 0).x
            place(words.monthLabel(label.month), .month, x: x, baseline: frame.monthBaseline, months[label.month])
        }
        let lessX = frame.legendCellRect(level: 0).x - frame.wordGap - (legend.less?.width ?? 0)
        place(words.legend.less, .legend, x: lessX, baseline: frame.legendBaseline, legend.less)
        let moreX = frame.legendCellRect(level: 4).maxX + frame.wordGap
        place(words.legend.more, .legend, x: moreX, baseline: frame.legendBaseline, legend.more)
        let right = labels.map(\.box.maxX).reduce(frame.contentRight, max)
        self.report = report
        self.style = style
        self.labels = labels
        self.width = Int((right + frame.padding).rounded(.up))
        self.height = frame.height
        self.text = text
        self.frame = frame
    }

    /// The strings drawn, for a check that the fonts have every glyph.
    public var texts: [String] { labels.map(\.text) }

    /// Where the cell at (column, row) of the report's layout goes.
    public func cellRect(column: Int, row: Int) -> Rect { frame.cellRect(column: column, row: row) }

    /// Where the legend's cell of `level` goes.
    public func legendCellRect(level: Int) -> Rect { frame.legendCellRect(level: level) }

    /// Draws the image.
    public func render() throws -> Bitmap {
        let colours = style.colours
        var bitmap = Bitmap(width: width, height: height, fill: colours.background)
        for cell in report.layout.cells where !cell.isFuture {
            paintCell(frame.cellRect(column: cell.column, row: cell.row), level: cell.day.level, into: &bitmap)
        }
        for level in CalendarLayout.legendLevels {
            paintCell(frame.legendCellRect(level: level), level: level, into: &bitmap)
        }
        guard let text else { return bitmap }
        for label in labels {
            let colour = label.role == .legend ? colours.mutedText : colours.text
            try text.drawLine(
                label.text, size: label.size, x: label.x, baseline: label.baseline, colour: colour,
                into: &bitmap)
        }
        return bitmap
    }

    /// A rounded cell of the level's colour with GitHub's faint line one device pixel inside its edge.
    private func paintCell(_ rect: Rect, level: Int, into bitmap: inout Bitmap) {
        let colours = style.colours
        bitmap.fillRoundedRect(rect, radius: frame.radius, colours.color(level: level))
        bitmap.strokeRoundedRectInside(rect, radius: frame.radius, lineWidth: 1, colours.cellBorder)
    }
}
