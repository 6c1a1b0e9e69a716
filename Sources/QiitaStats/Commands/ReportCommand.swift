import Contributions
import Foundation
import HistoryStore
import QiitaStatsCore
import Rendering

/// `qiita-stats report`: load a snapshot, aggregate it, and write each output asked for.
struct ReportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "report", summary: "show or write the contribution report",
        details: """
            Give at most one PERIOD, of at most \(DateRange.maximumYears) years; the default is the current month in the chosen zone.
            With no OUTPUTS the grid is drawn in the terminal. Default paths:
            \(OutputOptions().path("contributions.png")), \(OutputOptions().path("contributions.svg")), \(OutputOptions().path("report.html")); JSON goes to
            stdout unless a PATH is given.
            Colour follows --color, then NO_COLOR, CLICOLOR_FORCE/FORCE_COLOR, TERM=dumb, and
            whether stdout is a terminal; COLORTERM and TERM choose the depth, COLORFGBG the
            light or dark ramp.
            """, title: "DISPLAY")

    /// The days shown.
    @OptionGroup var period = PeriodOptions()
    /// What is written where.
    @OptionGroup var outputs = OutputOptions()
    @Option("metric", "M", help: "what colours a day: {choices,} (default {default})") var metric = Metric.posts
    @Option("scale", "SCALE", help: "{choices} levels") var scale: LevelScale? = nil
    @Option("thresholds", "A,B,C,D", help: "absolute level thresholds (default {default})")
    var thresholds = Thresholds.standard
    @Option("theme", "THEME", help: "{choices} (default {default}: the SVG follows the reader, the PNG is light)")
    var theme = CalendarTheme.auto
    @Option("palette", "NAME", help: "{choices} (default {default})") var palette = Palette.Name.github
    @Option("week-start", "DAY", help: "{choices} (default {default})") var weekStart = WeekStart.sunday
    @Option(
        "pixel-scale", "N", help: "PNG resolution multiplier {choices} (default {default}; with --png)",
        format: .oneOf([1, 2, 3]))
    var pixelScale = 2
    @Option("lang", "LANG", help: "labels in {choices} (default from LC_ALL/LANG)") var language: Language? = nil
    @Option("cells", "LAYOUT", help: "terminal grid: {choices} (default {default}: widest that fits)")
    var cells = TerminalCellLayout.auto
    @Option("template", "PATH", help: "HTML template to use instead of the built-in one (with --html)")
    var template: String? = nil
    @Option("font", "PATH", help: "font file for PNG labels (default $QIITA_STATS_FONT, else fontconfig's sans-serif)")
    var font: String? = nil
    /// Where the data comes from.
    @OptionGroup var data = DataOptions()

    func validate() throws(UsageError) {
        if $thresholds.isGiven && scale == .relative {
            throw UsageError("\($thresholds) apply to \($scale) absolute, not relative")
        }
        if $template.isGiven && !outputs.$html.isGiven {
            throw UsageError("\($template) only applies with \(outputs.$html)")
        }
    }

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        let template = try pageTemplate(context: context)
        let zone = global.zone(data.timeZone, context: context)
        let today = zone.date(of: context.clock())
        let range = try period.period.resolve(today: today)
        guard range.from <= today else {
            throw CommandError(
                message: "the period \(range.from)…\(range.to) has not begun: today is \(today) in \(zone.identifier)",
                hint: "a report shows days up to today; choose a period that has begun, such as --year \(today.year)",
                exitCode: .usage)
        }
        // The period's articles (± two days for any zone) and the sums; a page's all-time tops and gainers.
        var query = SnapshotQuery(
            host: "", user: nil, created: range.anyZoneSeconds, includePrivate: data.includePrivate)
        if outputs.htmlPath != nil { query.page = (ReportPage.gainersCount, range, zone) }
        let loaded = try await DataSource(context: context, global: global).load(
            data, query: query, zone: zone.identifier)
        defer { try? loaded.store.close() }
        let history = HistoryAccess(
            context: context, global: global, store: loaded.store, articles: loaded.stored.tagged)
        let recorded = try history.gains(
            of: loaded.stored.snapshot, range: range, includePrivate: data.includePrivate, required: metric.needsHistory
        )
        let report = try Contributions.aggregate(
            loaded.stored.snapshot, summary: loaded.stored.summary,
            options: ContributionOptions(
                period: period.period, zone: zone, metric: metric, scale: scale, thresholds: thresholds,
                weekStart: weekStart, includePrivate: data.includePrivate, today: today, tags: data.tags),
            history: recorded)
        history.reportDecreases(report.gains, zone: zone)
        if let json = outputs.jsonPath {
            if json == "-" {
                ReportDocument.write(of: report) { context.stdout.writeBytes($0) }
            } else {
                try OutputFile.write(to: json, context: context) { write throws(FileSystemError) in
                    try ReportDocument.write(of: report, to: write)
                }
                global.wrote(json, context: context)
            }
        }
        if let html = outputs.htmlPath, let template {
            try writePage(report, of: loaded, template: template, to: html, global: global, context: context)
            global.wrote(html, context: context)
        }
        if let png = outputs.pngPath {
            try PNGOutput.write(report, to: png, options: self, global: global, context: context)
            global.wrote(png, context: context)
        }
        if let svg = outputs.svgPath {
            let calendar = CalendarSVG(
                report: report, palette: palette, theme: theme,
                labels: PageLabels(language ?? Language.detect(environment: context.environment)))
            try OutputFile.write(Array(calendar.document.utf8), to: svg, context: context)
            global.wrote(svg, context: context)
        }
        if outputs.drawsGrid {
            context.stdout.write(TerminalHeatmap.render(report, style: terminalStyle(global: global, context: context)))
        }
        return ProblemReport.finish(report.problems, warnings: loaded.warnings, global: global, context: context)
    }

    /// The terminal style from `--color`, the colour variables, the width, `--lang`, `--palette` and `COLORFGBG`.
    func terminalStyle(global: GlobalOptions, context: Context) -> TerminalStyle {
        TerminalStyle(
            depth: ColorDepth.detect(
                choice: global.color, environment: context.environment, stdoutIsTTY: context.terminal.stdoutIsTTY),
            palette: palette,
            language: language ?? Language.detect(environment: context.environment),
            width: context.terminal.columns ?? TerminalStyle.defaultWidth,
            background: TerminalStyle.background(environment: context.environment),
            ambiguousWide: TerminalStyle.ambiguousWide(environment: context.environment), cells: cells)
    }
}

extension Metric: ArgumentValue {}
extension LevelScale: ArgumentValue {}
extension Palette.Theme: ArgumentValue {}
extension CalendarTheme: ArgumentValue {}
extension Palette.Name: ArgumentValue {}
extension WeekStart: ArgumentValue {}
extension Language: ArgumentValue {}
extension TerminalCellLayout: ArgumentValue {}
