import Contributions
import Foundation
import QiitaStatsCore
import Rendering

extension ReportCommand {
    /// The `--template` (read before any fetch, so a typo costs none) or the built-in one; nil without `--html`.
    func pageTemplate(context: Context) throws -> ReportTemplate? {
        guard outputs.html != nil else { return nil }
        guard let path = template else { return try ReportTemplate.builtIn() }
        let url = context.url(forPath: path).resolvingSymlinksInPath()
        guard let file = try FileContents.read(url) else {
            throw FileSystemError.cannotRead(path: path, errno: ENOENT)
        }
        return try ReportTemplate(bytes: file.bytes, name: path)
    }

    /// Writes the page of `report` through `template` to `path`, atomically.
    func writePage(
        _ report: ContributionReport, of loaded: DataSource.Loaded, template: ReportTemplate, to path: String,
        global: GlobalOptions, context: Context
    ) throws {
        // A page whose period the history covers lists the articles that gained most (read with the snapshot).
        let page = ReportPage(
            report: report, snapshot: loaded.stored.snapshot, avatar: loaded.stored.avatar,
            articleGains: report.gains?.totals == nil ? nil : loaded.stored.articleGains,
            options: ReportPage.Options(
                language: language ?? Language.detect(environment: context.environment), palette: palette))
        try OutputFile.write(Array(try page.render(template).utf8), to: path, context: context)
    }
}
