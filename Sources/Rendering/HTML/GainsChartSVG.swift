import Contributions

/// The views gained per day as an inline SVG bar chart; an unknown day is a gap over a dotted
/// line, so it never looks like a zero.
struct GainsChartSVG {
    /// The drawing's size and margins, in CSS pixels (it shrinks to fit a narrow page).
    static let width = 720
    static let height = 160
    static let left = 48
    static let right = 8
    static let top = 10
    static let bottom = 22

    let from: CalendarDate
    /// Views gained on each day of the period, in order; nil where unknown.
    let views: [Int?]
    let palette: Palette.Name
    let labels: PageLabels

    /// The chart of the views in `gains`; nil when no day's views gained are known.
    init?(_ gains: DailyGains, palette: Palette.Name, labels: PageLabels) {
        views = gains.days.map { $0?.views }
        guard views.contains(where: { $0 != nil }) else { return nil }
        from = gains.range.from
        self.palette = palette
        self.labels = labels
    }

    /// The SVG; `summary` names it for assistive technology (its `<title>` and `aria-label`).
    func svg(summary: String) -> String {
        let light = Palette(palette, theme: .light)
        let dark = Palette(palette, theme: .dark)
        let plotWidth = Double(Self.width - Self.left - Self.right)
        let plotHeight = Double(Self.height - Self.top - Self.bottom)
        let baseline = Double(Self.top) + plotHeight
        let pitch = plotWidth / Double(max(1, views.count))
        let barWidth = max(1, pitch * (pitch >= 4 ? 0.75 : 1) - (pitch >= 4 ? 0 : 0.2))
        let maximum = max(1, views.lazy.compactMap { $0 }.max() ?? 0)
        let escaped = HTMLEscape.escape(summary)
        var svg =
            #"<svg class="qs-gains" xmlns="http://www.w3.org/2000/svg" width="\#(Self.width)" "#
            + #"height="\#(Self.height)" viewBox="0 0 \#(Self.width) \#(Self.height)" role="img" "#
            + #"aria-label="\#(escaped)"><title>\#(escaped)</title>"#
        svg +=
            "<style>.qs-bar{fill:\(light.color(level: 3).hex)}"
            + ".qs-axis{stroke:\(light.mutedText.hex);stroke-width:1}"
            + ".qs-unknown{stroke:\(light.mutedText.hex);stroke-width:1;stroke-dasharray:1 3}"
            + ".qs-grid{stroke:\(light.color(level: 0).hex);stroke-width:1}"
            + ".qs-text{fill:\(light.mutedText.hex);font-size:10px;font-family:inherit}"
            + "@media (prefers-color-scheme: dark){.qs-bar{fill:\(dark.color(level: 3).hex)}"
            + ".qs-axis,.qs-unknown{stroke:\(dark.mutedText.hex)}"
            + ".qs-grid{stroke:\(dark.color(level: 0).hex)}"
            + ".qs-text{fill:\(dark.mutedText.hex)}}</style>"
        // The scale: a line at the largest day, its value and 0 on the left.
        let right = Self.format(Double(Self.left) + plotWidth)
        svg +=
            #"<line class="qs-grid" x1="\#(Self.left)" y1="\#(Self.top)" x2="\#(right)" y2="\#(Self.top)"/>"#
            + #"<text class="qs-text" x="\#(Self.left - 6)" y="\#(Self.top + 4)" text-anchor="end">"#
            + #"\#(HTMLEscape.escape(Labels.number(maximum)))</text>"#
            + #"<text class="qs-text" x="\#(Self.left - 6)" y="\#(Self.format(baseline + 3))" text-anchor="end">0</text>"#
        // The baseline under the known days, a dotted one under the unknown: runs of days.
        var start = 0
        while start < views.count {
            var end = start
            while end + 1 < views.count, (views[end + 1] == nil) == (views[start] == nil) { end += 1 }
            let x1 = Self.format(Double(Self.left) + Double(start) * pitch)
            let x2 = Self.format(Double(Self.left) + Double(end + 1) * pitch)
            let y = Self.format(baseline + 0.5)
            svg +=
                #"<line class="\#(views[start] == nil ? "qs-unknown" : "qs-axis")" x1="\#(x1)" y1="\#(y)" "#
                + #"x2="\#(x2)" y2="\#(y)"/>"#
            start = end + 1
        }
        for (offset, value) in views.enumerated() {
            guard let value, value > 0 else { continue }
            let date = from.adding(days: offset)
            let barHeight = max(1, plotHeight * Double(value) / Double(maximum))
            let x = Double(Self.left) + Double(offset) * pitch + (pitch - barWidth) / 2
            let title = HTMLEscape.escape(labels.viewsGained(value, on: date))
            svg +=
                #"<rect class="qs-bar" x="\#(Self.format(x))" y="\#(Self.format(baseline - barHeight))" "#
                + #"width="\#(Self.format(barWidth))" height="\#(Self.format(barHeight))" "#
                + #"data-date="\#(date)" data-views="\#(value)"><title>\#(title)</title></rect>"#
        }
        for (offset, text) in dateLabels() {
            let x = Double(Self.left) + (Double(offset) + 0.5) * pitch
            let anchor = offset == 0 ? "start" : offset == views.count - 1 ? "end" : "middle"
            let shifted =
                offset == 0 ? Double(Self.left) : offset == views.count - 1 ? Double(Self.left) + plotWidth : x
            svg +=
                #"<text class="qs-text" x="\#(Self.format(shifted))" y="\#(Self.height - 6)" "#
                + #"text-anchor="\#(anchor)">\#(HTMLEscape.escape(text))</text>"#
        }
        return svg + "</svg>"
    }

    /// The days named under the bars: each week's first of a short period, else each month's; none touch.
    func dateLabels() -> [(Int, String)] {
        let pitch = Double(Self.width - Self.left - Self.right) / Double(max(1, views.count))
        var placed: [(Int, String)] = []
        var lastEnd = -Double.infinity
        for offset in views.indices {
            let date = from.adding(days: offset)
            let text: String
            if views.count <= 62 {
                guard offset % 7 == 0 else { continue }
                text = labels.shortDate(date)
            } else {
                guard date.day == 1 || offset == 0 else { continue }
                text = labels.shared.monthLabel(date.calendarMonth)
            }
            let centre = (Double(offset) + 0.5) * pitch
            let half = CalendarSVG.width(text, size: 10) / 2
            guard centre - half > lastEnd + 8 || placed.isEmpty else { continue }
            placed.append((offset, text))
            lastEnd = centre + half + (offset == 0 ? half : 0)
        }
        return placed
    }

    /// A length to two decimals at most.
    static func format(_ value: Double) -> String { CalendarSVG.number(value, places: 2) }
}
