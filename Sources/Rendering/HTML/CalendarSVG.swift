import Contributions

/// The calendar as inline SVG: the shared ``CalendarLayout`` in the PNG's palettes, light by default
/// and dark under `prefers-color-scheme: dark`, each day a cell with a `<title>` and an `aria-label`.
public struct CalendarSVG: Sendable {
    /// The side of a cell, the space between cells, and the margins for the labels, in CSS pixels.
    static let cell = 11
    static let gap = 3
    static let left = 30
    static let top = 18

    /// The layout drawn: the whole period (the page scrolls the calendar inside its own box).
    public let layout: CalendarLayout
    /// The colour palette.
    public let palette: Palette.Name
    /// The words.
    public let labels: PageLabels
    /// The metric whose values the titles name.
    public let metric: Metric

    private let light: Palette
    private let dark: Palette

    /// A calendar of `layout`.
    public init(layout: CalendarLayout, palette: Palette.Name, labels: PageLabels, metric: Metric) {
        self.layout = layout
        self.palette = palette
        self.labels = labels
        self.metric = metric
        light = Palette(palette, theme: .light)
        dark = Palette(palette, theme: .dark)
    }

    private static var pitch: Int { cell + gap }

    /// The grid with month and weekday labels; `label` names it for assistive technology.
    public func grid(label: String) -> String {
        let width = Self.left + max(1, layout.columnCount) * Self.pitch
        let height = Self.top + CalendarLayout.rowCount * Self.pitch - Self.gap
        var svg =
            #"<svg class="qs-calendar" xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
            + #"viewBox="0 0 \#(width) \#(height)" role="group" aria-label="\#(HTMLEscape.escape(label))">"#
        svg += style
        for (label, x) in monthLabels(width: width) {
            svg += #"<text class="qs-text" x="\#(x)" y="10">\#(HTMLEscape.escape(label))</text>"#
        }
        for row in stride(from: 1, to: CalendarLayout.rowCount, by: 2) {
            let y = Self.top + row * Self.pitch + Self.cell - 2
            svg += #"<text class="qs-text" x="0" y="\#(y)">\#(labels.shared.weekday(layout.weekdays[row]))</text>"#
        }
        for cell in layout.cells where !cell.isFuture {
            let title = HTMLEscape.escape(labels.day(cell.day, metric: metric))
            svg +=
                #"<rect class="qs-l\#(cell.day.level)" x="\#(Self.left + cell.column * Self.pitch)" "#
                + #"y="\#(Self.top + cell.row * Self.pitch)" width="\#(Self.cell)" height="\#(Self.cell)" rx="2" "#
                + #"fill="\#(Self.css(light.color(level: cell.day.level)))" data-date="\#(cell.day.date)" "#
                + #"data-level="\#(cell.day.level)" role="img" aria-label="\#(title)"><title>\#(title)</title></rect>"#
        }
        return svg + "</svg>"
    }

    /// The legend's five cells, from none to most, for between the words `Less` and `More`.
    public var legend: String {
        let width = CalendarLayout.legendLevels.count * Self.pitch - Self.gap
        var svg =
            #"<svg class="qs-legend" xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(Self.cell)" "#
            + #"viewBox="0 0 \#(width) \#(Self.cell)" aria-hidden="true">"#
        for level in CalendarLayout.legendLevels {
            svg +=
                #"<rect class="qs-l\#(level)" x="\#(level * Self.pitch)" y="0" width="\#(Self.cell)" "#
                + #"height="\#(Self.cell)" rx="2" fill="\#(Self.css(light.color(level: level)))"/>"#
        }
        return svg + "</svg>"
    }

    /// The dark palette under `prefers-color-scheme: dark`, and the labels' colours (the fills are light).
    private var style: String {
        let levels = { (palette: Palette) in
            CalendarLayout.legendLevels.map { ".qs-l\($0){fill:\(Self.css(palette.color(level: $0)))}" }.joined()
        }
        return "<style>.qs-text{fill:\(Self.css(light.mutedText));font-size:10px;font-family:inherit}"
            + "@media (prefers-color-scheme: dark){\(levels(dark)).qs-text{fill:\(Self.css(dark.mutedText))}}</style>"
    }

    /// Each month label and its x, leaving out one that would run into the next or past the edge.
    private func monthLabels(width: Int) -> [(String, Int)] {
        let placed = layout.monthLabels.map { (labels.shared.monthLabel($0.month), Self.left + $0.column * Self.pitch) }
        return placed.indices.compactMap { index in
            let (text, x) = placed[index]
            let end = x + Self.estimatedWidth(text)
            let limit = index + 1 < placed.count ? placed[index + 1].1 - 4 : width
            return end <= limit ? (text, x) : nil
        }
    }

    /// A generous width of 10 px text: 6.5 px a Latin character, 10 px a wide one.
    static func estimatedWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.value < 0x1100 ? 13 : 20) } / 2
    }

    /// `#rrggbb`.
    static func css(_ colour: RGB) -> String {
        let hex = String(colour.hex, radix: 16)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }
}
