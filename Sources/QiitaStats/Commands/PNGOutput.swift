import Contributions
import FontRendering
import PNGEncoder
import QiitaStatsCore
import Rendering

/// `report --png`: finds fonts, draws the calendar and writes it atomically (without a font: no labels, one warning).
enum PNGOutput {
    /// Coverage values a glyph edge may take: 16 keeps a labelled calendar an indexed PNG, a third of RGB's size.
    static let coverageLevels = 16

    /// Finds fonts: ``FontRendering/TextRenderer/discover(_:)``, or a stand-in in tests.
    typealias Discovery = (FontSearch) throws(FontError) -> (text: TextRenderer?, warning: String?)

    static func write(
        _ report: ContributionReport, to path: String, options: ReportCommand, global: GlobalOptions,
        context: Context, discover: Discovery = TextRenderer.discover
    ) throws {
        let style = ImageStyle(
            palette: options.palette, theme: options.theme.fixed,
            language: options.language ?? Language.detect(environment: context.environment),
            pixelScale: options.pixelScale)
        let renderer = try fonts(FontSearch(explicitPath: options.font, environment: context.environment), discover)
        let bytes: [UInt8]
        do {
            let image = try CalendarImage(report, style: style, text: renderer.text)
            if let warning = renderer.warning ?? renderer.text?.coverageWarning(for: image.texts.joined()) {
                global.warn(warning, context: context)
            }
            if global.verbose, let text = renderer.text {
                for face in text.faces { context.stderr.line("qiita-stats: font: \(face)") }
                for note in text.notes { context.stderr.line("qiita-stats: \(note)") }
            }
            bytes = try PNGCodec.encode(image.render())
        } catch let error as FontError {
            throw CommandError(message: "could not draw the labels: \(error)")
        } catch let error as PNGError {
            throw CommandError(message: "could not encode the PNG: \(error)")
        }
        try OutputFile.write(bytes, to: path, context: context)
    }

    /// A renderer with coarse coverage, or none and the warning saying what to install.
    static func fonts(
        _ search: FontSearch, _ discover: Discovery
    ) throws(CommandError) -> (text: TextRenderer?, warning: String?) {
        do {
            let found = try discover(search)
            found.text?.coverageLevels = coverageLevels
            return found
        } catch {
            let hint: String? =
                if case .unusableFont = error {
                    "pass another file with --font, or unset \(FontSearch.environmentVariable) to search the system's fonts"
                } else { nil }
            throw CommandError(message: "\(error)", hint: hint)
        }
    }
}
