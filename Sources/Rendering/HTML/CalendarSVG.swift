import Contributions

/// The calendar as SVG, drawn by one code for the page (inline beside the page's own caption and
/// legend) and for a file of its own (`report --svg`, for a README): the PNG's frame at scale 1
/// (GitHub's 10 px cells on a 13 px pitch), the labels ``CalendarLayout`` places, and one element
/// per day with its date, level and words.
///
/// Colours come from a style sheet: one theme, or the light one with the dark one under
/// `prefers-color-scheme: dark`. No script, no event attribute, nothing outside the file; every
/// text is escaped, though none comes from the API.
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

    private var layout: CalendarLayout { report.layout }
    private var words: Labels { labels.shared }

    /// The frame of the PNG at scale 1, its gutters sized by an estimate of the words' widths.
    private var frame: CalendarImageFrame {
        CalendarImageFrame(
            scale: 1, columns: layout.columnCount, labelled: true,
            weekdayWidth: layout.weekdayLabels.map { Self.width(words.weekday($0.weekday), .weekday) }.max() ?? 0,
            legendWords: (Self.width(words.legend.less, .legend), Self.width(words.legend.more, .legend)))
    }

    /// The file of `report --svg`: caption, labelled grid and legend on the theme's background; the
    /// root is an image whose title and description a screen reader reads.
    public var document: String {
        let frame = frame
        let caption = words.caption(report)
        let right = [
            frame.contentRight, frame.padding + Self.width(caption, .caption),
            frame.legendCellRect(level: 4).maxX + frame.wordGap + Self.width(words.legend.more, .legend),
        ].reduce(monthsRight(frame), max)
        let width = Int((right + frame.padding).rounded(.up))
        let lessX = frame.legendCellRect(level: 0).x - frame.wordGap - Self.width(words.legend.less, .legend)
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<svg xmlns="http://www.w3.org/2000/svg" class="qs-calendar" width="\#(width)" height="\#(frame.height)" "#
            + #"viewBox="0 0 \#(width) \#(frame.height)" role="img" aria-labelledby="qs-title qs-desc">"#
            + #"<title id="qs-title">\#(Self.escape(labels.calendarTitle))</title>"#
            + #"<desc id="qs-desc">\#(Self.escape(words.caption(report, asRange: true)))</desc>"#
            + style(fonts: Self.fontStack) + #"<rect class="qs-bg" width="100%" height="100%" rx="6"/>"#
            + text(caption, x: frame.padding, y: frame.captionBaseline, class: "qs-caption") + body(frame, page: false)
            + text(words.legend.less, x: lessX, y: frame.legendBaseline, class: "qs-muted")
            + legendCells(frame)
            + text(
                words.legend.more, x: frame.legendCellRect(level: 4).maxX + frame.wordGap, y: frame.legendBaseline,
                class: "qs-muted") + "</svg>\n"
    }

    /// The page's calendar: the labelled grid alone, for the page's own caption and legend; `label`
    /// names it for assistive technology, and each day is an image with its words.
    public func grid(label: String) -> String {
        let frame = frame
        let top = frame.monthBaseline - 12
        let bottom = frame.cellRect(column: 0, row: CalendarLayout.rowCount - 1).maxY
        let right = max(frame.cellRect(column: max(0, layout.columnCount - 1), row: 0).maxX, monthsRight(frame))
        let (width, height) = (Self.number(right - frame.padding), Self.number(bottom - top))
        return #"<svg class="qs-calendar" xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
            + #"viewBox="\#(Self.number(frame.padding)) \#(Self.number(top)) \#(width) \#(height)" role="group" "#
            + #"aria-label="\#(Self.escape(label))">"# + style(fonts: "inherit") + body(frame, page: true) + "</svg>"
    }

    /// The legend's five cells, from none to most, for between the page's words `Less` and `More`.
    public var legend: String {
        let frame = frame
        let left = frame.legendCellRect(level: 0).x
        let width = Self.number(frame.legendCellRect(level: 4).maxX - left)
        let height = Self.number(CalendarImageFrame.cell)
        return #"<svg class="qs-legend" xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
            + #"viewBox="\#(Self.number(left)) \#(Self.number(frame.legendTop)) \#(width) \#(height)" aria-hidden="true">"#
            + legendCells(frame) + "</svg>"
    }

    /// The month and weekday labels and the days, a group a week. A day is a `<use>` of its row's
    /// rounded cell, the smallest element that carries a position (a year stays under 48 KB); on
    /// the page it is also an image with its words.
    private func body(_ frame: CalendarImageFrame, page: Bool) -> String {
        let side = Self.number(CalendarImageFrame.cell)
        var svg = "<defs>"
        for row in 0..<CalendarLayout.rowCount {
            let y = Self.number(frame.cellRect(column: 0, row: row).y)
            svg +=
                #"<rect id="qs\#(row)" y="\#(y)" width="\#(side)" height="\#(side)" rx="\#(Self.number(frame.radius))"/>"#
        }
        svg += "</defs>"
        for label in monthLabels(frame) {
            svg += text(
                words.monthLabel(label.month), x: frame.cellRect(column: label.column, row: 0).x, y: frame.monthBaseline
            )
        }
        for (row, weekday) in layout.weekdayLabels {
            svg += text(words.weekday(weekday), x: frame.padding, y: frame.rowBaseline(row: row))
        }
        for column in layout.weeks.indices {
            let days = (0..<CalendarLayout.rowCount).compactMap { layout.cell(column: column, row: $0) }
            guard days.contains(where: { !$0.isFuture }) else { continue }
            svg += #"<g transform="translate(\#(Self.number(frame.cellRect(column: column, row: 0).x)))">"#
            for cell in days where !cell.isFuture {
                let title = Self.escape(labels.day(cell.day, metric: report.options.metric))
                svg +=
                    ##"<use href="#qs\##(cell.row)" data-date="\##(cell.day.date)" data-level="\##(cell.day.level)""##
                    + (page ? #" role="img" aria-label="\#(title)""# : "") + "><title>\(title)</title></use>"
            }
            svg += "</g>"
        }
        return svg
    }

    /// Cells of their own (the page's legend is an SVG apart), filled light or in the one theme
    /// should the style sheet be missing.
    private func legendCells(_ frame: CalendarImageFrame) -> String {
        let colours = Palette(palette, theme: theme.fixed)
        return CalendarLayout.legendLevels.map { level in
            let rect = frame.legendCellRect(level: level)
            return #"<rect class="qs-l\#(level)" x="\#(Self.number(rect.x))" y="\#(Self.number(rect.y))" width="10" "#
                + #"height="10" rx="2" fill="\#(Self.css(colours.color(level: level)))"/>"#
        }.joined()
    }

    /// The labels ``CalendarLayout`` places, a column apart as in the PNG.
    private func monthLabels(_ frame: CalendarImageFrame) -> [MonthLabel] {
        layout.monthLabels(width: { Self.width(words.monthLabel($0), .month) / frame.pitch }, gap: 1)
    }

    private func monthsRight(_ frame: CalendarImageFrame) -> Double {
        monthLabels(frame).map {
            frame.cellRect(column: $0.column, row: 0).x + Self.width(words.monthLabel($0.month), .month)
        }.reduce(0, max)
    }

    /// The colours of the theme (light, then dark under the media query for `auto`), the text sizes
    /// and `fonts`; every rule is under `.qs-calendar` or a `qs-` class, so that an inline calendar
    /// styles nothing else of its page.
    private func style(fonts: String) -> String {
        let rules = { (palette: Palette) in
            CalendarLayout.legendLevels.map {
                ".qs-calendar [data-level=\"\($0)\"],.qs-l\($0){fill:\(Self.css(palette.color(level: $0)))}"
            }.joined()
                + ".qs-calendar text{fill:\(Self.css(palette.text))}.qs-calendar .qs-muted{fill:\(Self.css(palette.mutedText))}"
                + ".qs-calendar .qs-bg{fill:\(Self.css(palette.background))}"
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

    private func text(_ string: String, x: Double, y: Double, class name: String? = nil) -> String {
        let attribute = name.map { #" class="\#($0)""# } ?? ""
        return #"<text x="\#(Self.number(x))" y="\#(Self.number(y))"\#(attribute)>\#(Self.escape(string))</text>"#
    }

    /// A generous width of a label in the role's size: 0.65 em a Latin character, 1 em a wide one
    /// (the reader's font is unknown; the PNG measures its own).
    static func width(_ text: String, _ role: ImageLabel.Role) -> Double {
        width(text, size: CalendarImageFrame.textSize(role))
    }

    /// The generous width of `text` at `size` px.
    static func width(_ text: String, size: Double) -> Double {
        text.unicodeScalars.reduce(0.0) { $0 + ($1.value < 0x1100 ? 0.65 : 1) } * size
    }

    static func escape(_ text: String) -> String { HTMLEscape.escape(text) }

    /// A length: whole numbers without a fraction, others to a tenth.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }

    /// `#rrggbb`.
    static func css(_ colour: RGB) -> String {
        let hex = String(colour.hex, radix: 16)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }
}
