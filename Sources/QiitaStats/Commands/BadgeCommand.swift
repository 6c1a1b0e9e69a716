import Contributions
import FontRendering
import HistoryStore
import PNGEncoder
import QiitaModel
import QiitaStatsCore
import Raster
import Rendering

/// `qiita-stats badge`: writes one badge (SVG, PNG, shields.io JSON) atomically; the same data gives the same bytes.
struct BadgeCommand: Command {
    static let configuration = CommandConfiguration(
        name: "badge", summary: "write a badge for a README or a CI job",
        details: """
            A -gained metric sums what the history of fetches knows of the last \(BadgeMetric.gainedDays) days,
            ending today: '+1.2k views in 30 days' (fewer days while the history is younger). With
            no known day it stops with exit 1, or writes a grey 'no history yet' badge with
            \(BadgeCommand().$onError) badge.
            """)

    @Option("format", "FORMAT", help: "{choices} (shields.io endpoint; default {default})")
    var format = BadgeFormat.svg
    @Option("output", "PATH", help: "where to write it (default \(defaultPath("FORMAT")); - for stdout)")
    var output: String? = nil
    @Option("metric", "M", help: "{choices,} (default {default})") var metric = BadgeMetric.posts
    @Option("label", "TEXT", help: "the left-hand text (default {default})") var label = "Qiita"
    @Option("style", "S", help: "{choices} (default {default})") var style = BadgeStyle.flat
    @Option("theme", "THEME", help: "{choices} (default {default})") var theme = Palette.Theme.light
    @Option("lang", "LANG", help: "words in {choices} (default from LC_ALL/LANG)") var language: Language? = nil
    @Option(
        "on-error", "WHAT",
        help: "if no data can be had: {choices} (badge: a grey 'unavailable' one; default {default})")
    var onError = BadgeOnError.fail
    /// Where the data comes from.
    @OptionGroup var data = DataOptions()

    var synopsis: [String]? {
        [$format.usage(choices: true)] + [$output, $metric, $label, $style].map { $0.usage() } + [
            "[\(DataOptions.title ?? "")]"
        ]
    }

    /// The default path of a badge: `output/badge.svg`, `.png`, `.json`.
    static func defaultPath(_ format: String) -> String {
        OutputOptions.join(OutputOptions.defaultFolder, "badge.\(format)")
    }

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        var words = BadgeText(language ?? Language.detect(environment: context.environment))
        let text = try PNGOutput.fonts(FontSearch(environment: context.environment), TextRenderer.discover)
        let measure = { (content: String) throws -> Double in
            try text.text?.lineExtent(of: content, size: Badge.fontSize).width ?? Self.estimatedWidth(content)
        }
        let zone = global.zone(data.timeZone, context: context)
        let colors: BadgeColors
        let message: String
        var label = label
        var (problems, warnings): ([ItemProblem], [String]) = ([], [])
        if !$label.isGiven, !data.tags.isEmpty { label += " · " + data.tags.joined(separator: ", ") }
        do {
            // No article is read from the store: its sums are the badge.
            let query = SnapshotQuery(host: "", user: nil, created: 0..<0, includePrivate: data.includePrivate)
            let loaded = try await DataSource(context: context, global: global).load(
                data, query: query, zone: zone.identifier)
            defer { try? loaded.store.close() }
            words.withZenn = loaded.stored.snapshot.zennUser != nil
            if !$label.isGiven, words.withZenn { label = "Qiita + Zenn" }
            (problems, warnings) = (loaded.stored.summary.problems, loaded.warnings)
            let gained = try metric.gained.map { metric in
                try self.gained(metric, of: loaded, zone: zone, global: global, context: context)
            }
            var totals = loaded.stored.summary.allTime
            // Views are 0, not unknown, when the snapshot has views but no article.
            if totals.views == nil, loaded.stored.snapshot.viewsAvailable { totals.views = 0 }
            message = words.message(metric, totals, gained: gained)
            colors = BadgeColors(theme: theme, isError: false)
        } catch let error as any UserFacingError where onError == .badge {
            message = error is BadgeError ? words.noHistoryYet : words.unavailable
            global.warn("\(error.message); writing the '\(message)' badge (\($onError) badge)", context: context)
            colors = BadgeColors(theme: theme, isError: true)
        }
        let badge: Badge
        do {
            badge = try Badge(
                label: label, message: message, colors: colors, style: style,
                isError: colors.message == BadgeColors.errorGrey, measure: measure)
        } catch {
            throw CommandError(message: "could not measure the badge's text: \(error)")
        }
        if let warning = text.warning ?? text.text?.coverageWarning(for: badge.label + badge.message) {
            global.warn(warning, context: context)
        }
        let bytes: [UInt8]
        switch format {
        case .svg: bytes = Array(badge.svg.utf8)
        case .json: bytes = Array(badge.endpoint.prettyPrinted.utf8)
        case .png:
            do {
                bytes = try PNGCodec.encode(badge.bitmap(scale: 2, text: text.text))
            } catch let error as PNGError {
                throw CommandError(message: "could not encode the PNG: \(error)")
            } catch {
                throw CommandError(message: "could not draw the badge's text: \(error)")
            }
        }
        let path = output ?? Self.defaultPath(format.rawValue)
        if path == "-" {
            context.stdout.writeBytes(bytes)
        } else {
            try OutputFile.write(bytes, to: path, context: context)
            global.wrote(path, context: context)
        }
        return ProblemReport.finish(problems, warnings: warnings, global: global, context: context)
    }

    /// `metric` summed over the known days of the last ``BadgeMetric/gainedDays`` days; no known day is an error.
    func gained(
        _ metric: Metric, of loaded: DataSource.Loaded, zone: ReportZone, global: GlobalOptions, context: Context
    ) throws -> BadgeGained {
        let snapshot = loaded.stored.snapshot
        if metric == .viewsGained, !snapshot.viewsAvailable { throw ContributionError.viewsUnavailable }
        let range = try Period.last(days: BadgeMetric.gainedDays).resolve(today: zone.date(of: context.clock()))
        let history =
            try HistoryAccess(context: context, global: global, store: loaded.store, articles: loaded.stored.tagged)
            .gains(
                of: snapshot, range: range, includePrivate: data.includePrivate, required: true)
            ?? GainHistory()
        guard let gained = BadgeGained(DailyGains(history, range: range, zone: zone), metric: metric) else {
            throw BadgeError(
                message: "--metric \(self.metric.rawValue): no gain of @\(snapshot.user.id) is known in the last "
                    + "\(BadgeMetric.gainedDays) days (the history \(HistoryStore.url(in: context.locations).path) "
                    + "needs two successful fetches in that time)")
        }
        return gained
    }

    /// Without a font: DejaVu Sans's average advances at 11 px; `textLength` keeps the text in its box.
    static func estimatedWidth(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { width, scalar in
            width + (scalar.value < 0x1100 ? (scalar == " " ? 3.5 : 7) : 11)
        }
    }
}
