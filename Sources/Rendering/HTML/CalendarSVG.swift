import Contributions
import Raster

/// The calendar as SVG, inline in the page or a file of its own (`report --svg`): the PNG's picture
/// at scale 1 (``CalendarImage``), one element per day coloured by a style sheet, every text escaped.
public struct CalendarSVG: Sendable {
    /// The report drawn: its layout, metric and caption.
    public let report: ContributionReport
    /// The level colours.
    public let palette: Palette.Name
    /// One theme, or both.
    public let theme: CalendarTheme
    /// The words.
    public let labels: PageLabels

    /// A calendar of `report`.
    public init(
        report: ContributionReport, palette: Palette.Name = .github, theme: CalendarTheme = .auto, labels: PageLabels
    ) {
        self.report = report
        self.palette = palette
        self.theme = theme
        self.labels = labels
    }

    /// The PNG's picture at scale 1, its words measured generously: the reader's font is unknown.
    private var image: CalendarImage {
        CalendarImage(report, style: ImageStyle(language: labels.shared.language, pixelScale: 1), text: nil) {
            TextExtent(width: Self.width($0, size: $1), ascent: 0.8 * $1, descent: 0.2 * $1)
        }
    }

    /// The file of `report --svg`: caption, grid and legend on the background, titled for screen readers.
    public var document: String {
        let image = image
        let size = "width=\"\(image.width)\" height=\"\(image.height)\" viewBox=\"0 0 \(image.width) \(image.height)\""
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<svg xmlns="http://www.w3.org/2000/svg" class="qs-calendar" \#(size) role="img" "#
            + #"aria-labelledby="qs-title qs-desc"><title id="qs-title">"#
            + #"\#(HTMLEscape.escape(labels.calendarTitle + labels.shared.topic(report)))</title>"#
            + #"<desc id="qs-desc">\#(HTMLEscape.escape(labels.shared.caption(report, asRange: true)))</desc>"#
            + style(fonts: Self.fontStack) + #"<rect class="qs-bg" width="100%" height="100%" rx="6"/>"#
            + image.labels.map(text).joined() + days(image, page: false)
            + legendCells(image) + "</svg>\n"
    }

    /// The page's calendar: the labelled grid alone, named `label`, each day an image with its words.
    public func grid(label: String) -> String {
        let image = image
        let words = image.labels.filter { $0.role == .month || $0.role == .weekday }
        let first = image.cellRect(column: 0, row: 0)
        let last = image.cellRect(column: max(0, report.layout.columnCount - 1), row: CalendarLayout.rowCount - 1)
        let left = words.map(\.box.x).reduce(first.x, min).rounded(.down)
        let top = words.map(\.box.y).reduce(first.y, min).rounded(.down)
        let right = words.map(\.box.maxX).reduce(last.maxX, max).rounded(.up)
        let viewBox = [left, top, right - left, last.maxY - top].map { Self.number($0) }
        return #"<svg class="qs-calendar" xmlns="http://www.w3.org/2000/svg" width="\#(viewBox[2])" "#
            + #"height="\#(viewBox[3])" viewBox="\#(viewBox.joined(separator: " "))" role="group" "#
            + #"aria-label="\#(HTMLEscape.escape(label))">"# + style(fonts: "inherit") + words.map(text).joined()
            + days(image, page: true) + "</svg>"
    }

    /// The legend's five cells, from none to most, for between the page's words `Less` and `More`.
    public var legend: String {
        let image = image
        let first = image.legendCellRect(level: 0)
        let last = image.legendCellRect(level: CalendarLayout.legendLevels.count - 1)
        let viewBox = [first.x, first.y, last.maxX - first.x, first.height].map { Self.number($0) }
        return #"<svg class="qs-legend" xmlns="http://www.w3.org/2000/svg" width="\#(viewBox[2])" "#
            + #"height="\#(viewBox[3])" viewBox="\#(viewBox.joined(separator: " "))" aria-hidden="true">"#
            + legendCells(image) + "</svg>"
    }

    /// The days, a group a week; a day is a `<use>` of its row's cell, the smallest element with a position.
    private func days(_ image: CalendarImage, page: Bool) -> String {
        let layout = report.layout
        var svg = "<defs>"
        for row in 0..<CalendarLayout.rowCount {
            let cell = image.cellRect(column: 0, row: row)
            svg +=
                #"<rect id="qs\#(row)" y="\#(Self.number(cell.y))" width="\#(Self.number(cell.width))" "#
                + #"height="\#(Self.number(cell.height))" rx="2"/>"#
        }
        svg += "</defs>"
        for column in layout.weeks.indices {
            let days = (0..<CalendarLayout.rowCount).compactMap { layout.cell(column: column, row: $0) }
            guard days.contains(where: { !$0.isFuture }) else { continue }
            svg += #"<g transform="translate(\#(Self.number(image.cellRect(column: column, row: 0).x)))">"#
            for cell in days where !cell.isFuture {
                let title = HTMLEscape.escape(labels.day(cell.day, metric: report.options.metric))
                svg +=
                    ##"<use href="#qs\##(cell.row)" data-date="\##(cell.day.date)" data-level="\##(cell.day.level)""##
                    + (page ? #" role="img" aria-label="\#(title)""# : "") + "><title>\(title)</title></use>"
            }
            svg += "</g>"
        }
        return svg
    }

    /// The legend's cells, filled in the one theme should the style sheet be missing.
    private func legendCells(_ image: CalendarImage) -> String {
        let colours = Palette(palette, theme: theme.fixed)
        return CalendarLayout.legendLevels.map { level in
            let cell = image.legendCellRect(level: level)
            return #"<rect class="qs-l\#(level)" x="\#(Self.number(cell.x))" y="\#(Self.number(cell.y))" "#
                + #"width="\#(Self.number(cell.width))" height="\#(Self.number(cell.height))" rx="2" "#
                + #"fill="\#(colours.color(level: level).hex)"/>"#
        }.joined()
    }

    private func text(_ label: ImageLabel) -> String {
        let name = label.role == .caption ? #" class="qs-caption""# : label.role == .legend ? #" class="qs-muted""# : ""
        return #"<text x="\#(Self.number(label.x))" y="\#(Self.number(label.baseline))"\#(name)>"#
            + HTMLEscape.escape(label.text) + "</text>"
    }

    /// The theme's colours, text sizes and `fonts`, every rule scoped so an inline calendar styles nothing else.
    private func style(fonts: String) -> String {
        let rules = { (palette: Palette) in
            CalendarLayout.legendLevels.map {
                ".qs-calendar [data-level=\"\($0)\"],.qs-l\($0){fill:\(palette.color(level: $0).hex)}"
            }.joined()
                + ".qs-calendar text{fill:\(palette.text.hex)}.qs-calendar .qs-muted{fill:\(palette.mutedText.hex)}"
                + ".qs-calendar .qs-bg{fill:\(palette.background.hex)}"
        }
        let colours =
            theme == .auto
            ? rules(Palette(palette, theme: .light)) + "@media (prefers-color-scheme: dark){"
                + rules(Palette(palette, theme: .dark)) + "}"
            : rules(Palette(palette, theme: theme.fixed))
        return "<style>.qs-calendar text{font-family:\(fonts);font-size:12px}.qs-calendar .qs-caption{font-size:14px}"
            + colours + "</style>"
    }

    /// The system fonts GitHub's pages use, then ones with Japanese glyphs; no font is fetched.
    static let fontStack =
        #"-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,"Hiragino Sans","#
        + #""Hiragino Kaku Gothic ProN","Noto Sans CJK JP","Yu Gothic",Meiryo,sans-serif"#

    /// A generous width of `text` at `size` px: 0.65 em a Latin character, 1 em a wide one.
    static func width(_ text: String, size: Double) -> Double {
        text.unicodeScalars.reduce(0.0) { $0 + ($1.value < 0x1100 ? 0.65 : 1) } * size
    }

    /// A length to `places` decimals (1 or 2) without trailing zeros: `12`, `12.5`, `12.33`.
    static func number(_ value: Double, places: Int = 1) -> String {
        let scale = places == 1 ? 10.0 : 100.0
        let units = (value * scale).rounded()
        return units.truncatingRemainder(dividingBy: scale) == 0 ? String(Int(units / scale)) : String(units / scale)
    }
}
