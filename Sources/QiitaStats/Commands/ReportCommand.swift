import Contributions
import Foundation
import QiitaStatsCore
import Rendering

/// `qiita-stats report`: load a snapshot, aggregate it, and write each output asked for.
enum ReportCommand {
    static func run(_ options: ReportOptions, global: GlobalOptions, context: Context) async throws -> ExitCode {
        let template = try pageTemplate(options, context: context)
        let zone = ReportZone.chosen(option: options.data.timeZone, global: global, context: context)
        let loaded = try await DataSource(context: context, global: global).load(options.data, zone: zone.identifier)
        let today = zone.date(of: context.clock())
        let history = HistoryAccess(context: context, global: global)
        let recorded = try history.gains(
            of: loaded.snapshot, range: options.period.resolve(today: today),
            includePrivate: options.data.includePrivate, required: options.metric.needsHistory)
        let report = try Contributions.aggregate(
            loaded.snapshot,
            options: ContributionOptions(
                period: options.period, zone: zone, metric: options.metric, scale: options.scale,
                thresholds: options.thresholds, weekStart: options.weekStart,
                includePrivate: options.data.includePrivate, today: today),
            history: recorded)
        history.reportDecreases(report.gains, zone: zone)
        if let json = options.json {
            if json == "-" {
                ReportDocument.write(of: report) { context.stdout.writeBytes($0) }
            } else {
                try OutputFile.write(to: json, context: context) { write throws(FileSystemError) in
                    try ReportDocument.write(of: report, to: write)
                }
            }
        }
        if let html = options.html, let template {
            try writePage(
                report, of: loaded, template: template, to: html, options: options, global: global, context: context)
        }
        if let png = options.png {
            try PNGOutput.write(report, to: png, options: options, global: global, context: context)
        }
        if let svg = options.svg {
            let calendar = CalendarSVG(
                report: report, palette: options.palette, theme: options.theme,
                labels: PageLabels(options.language ?? Language.detect(environment: context.environment)))
            try OutputFile.write(Array(calendar.document.utf8), to: svg, context: context)
        }
        if options.terminal {
            context.stdout.write(
                TerminalHeatmap.render(report, style: terminalStyle(options, global: global, context: context)))
        }
        let warnings = [loaded.snapshot.truncationWarning, loaded.staleness].compactMap { $0 }
        let status = ProblemReport.finish(report.problems, warnings: warnings, global: global, context: context)
        // The snapshot read from the cache is kept by DataSource; the aggregate made here, here.
        return status
    }
}

extension ReportCommand {
    /// The terminal style the user expects: `--color` and the colour variables, the terminal's
    /// width (`COLUMNS`, else its size, else 80), `--lang` or the locale, `--palette`, and the
    /// background announced in `COLORFGBG`.
    static func terminalStyle(_ options: ReportOptions, global: GlobalOptions, context: Context) -> TerminalStyle {
        TerminalStyle(
            depth: ColorDepth.detect(
                choice: global.color, environment: context.environment, stdoutIsTTY: context.terminal.stdoutIsTTY),
            palette: options.palette,
            language: options.language ?? Language.detect(environment: context.environment),
            width: context.terminal.columns ?? TerminalStyle.defaultWidth,
            background: TerminalStyle.background(environment: context.environment),
            ambiguousWide: TerminalStyle.ambiguousWide(environment: context.environment), cells: options.cells)
    }
}
