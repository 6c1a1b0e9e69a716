/// Options of `report`.
public struct ReportOptions: Sendable, Equatable {
    /// The period the user asked for.
    public enum PeriodChoice: Sendable, Equatable {
        /// No period option: the current month in the chosen zone.
        case currentMonth
        /// `--month YYYY-MM`.
        case month(year: Int, month: Int)
        /// `--year YYYY`.
        case year(Int)
        /// `--from A --to B`, inclusive, as `YYYY-MM-DD`.
        case range(from: String, to: String)
        /// `--last DAYS`, ending today.
        case last(days: Int)
    }

    /// The period.
    public var period: PeriodChoice = .currentMonth
    /// Draw the grid on stdout.
    public var terminal = true
    /// Where to write the PNG, if asked.
    public var png: String?
    /// Where to write the HTML, if asked.
    public var html: String?
    /// Where to write the JSON (`-` is stdout), if asked.
    public var json: String?
    /// What colours a day: `posts`, `likes`, `views`, or a `-gained` metric.
    public var metric = "posts"
    /// `relative` or `absolute`; nil means the metric's default.
    public var scale: String?
    /// Absolute thresholds.
    public var thresholds: [Int]?
    /// `light` or `dark`.
    public var theme = "light"
    /// `github`, `qiita` or `colorblind`.
    public var palette = "github"
    /// `sunday` or `monday`.
    public var weekStart = "sunday"
    /// PNG resolution multiplier.
    public var pixelScale = 2
    /// `en` or `ja`; nil means from `LC_ALL`/`LANG`.
    public var language: String?
    /// A user HTML template.
    public var template: String?
    /// A font for PNG text.
    public var font: String?
    /// Where the data comes from.
    public var data = DataOptions()

    /// Defaults: this month, in the terminal.
    public init() {}
}
