import Contributions
import Rendering

/// Options of `report`.
public struct ReportOptions: Sendable, Equatable {
    /// The period (`--month`, `--year`, `--from/--to`, `--last`; the current month by default).
    public var period: Period = .currentMonth
    /// Draw the grid on stdout.
    public var terminal = true
    /// Where to write the PNG, if asked.
    public var png: String?
    /// Where to write the SVG calendar, if asked.
    public var svg: String?
    /// Where to write the HTML, if asked.
    public var html: String?
    /// Where to write the JSON (`-` is stdout), if asked.
    public var json: String?
    /// What colours a day.
    public var metric: Metric = .posts
    /// `--scale`; nil means the metric's default.
    public var scale: LevelScale?
    /// `--thresholds` of the absolute scale.
    public var thresholds: Thresholds = .standard
    /// `--theme`.
    public var theme: CalendarTheme = .auto
    /// `--palette`.
    public var palette: Palette.Name = .github
    /// `--week-start`.
    public var weekStart: WeekStart = .sunday
    /// PNG resolution multiplier.
    public var pixelScale = 2
    /// `--cells`: columns a week in the terminal grid.
    public var cells = TerminalCellLayout.auto
    /// `--lang`; nil means from `LC_ALL`/`LANG`.
    public var language: Language?
    /// A user HTML template.
    public var template: String?
    /// A font for PNG text.
    public var font: String?
    /// Where the data comes from.
    public var data = DataOptions()

    /// The folder of the default output paths (`--output`).
    public static let defaultFolder = "output"

    /// Defaults: this month, in the terminal.
    public init() {}
}
