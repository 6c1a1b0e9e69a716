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
        // The rows are read only for a page whose period the history covers.
        let history = HistoryAccess(context: context, global: global, store: loaded.store)
        let articles =
            report.gains?.totals == nil
            ? nil
            : history.articleGains(
                of: loaded.snapshot, range: report.range, zone: report.options.zone,
                includePrivate: report.options.includePrivate)
        // A snapshot from the store holds the period's articles and the all-time tops: the gainers listed are added.
        var snapshot = loaded.snapshot
        if let articles, loaded.summary != nil {
            snapshot.items += history.articles(
                articles.entries.map(\.id), besides: snapshot, count: ReportPage.gainersCount)
        }
        let page = ReportPage(
            report: report, snapshot: snapshot, avatar: loaded.avatar, articleGains: articles,
            options: ReportPage.Options(
                language: language ?? Language.detect(environment: context.environment), palette: palette))
        try OutputFile.write(Array(try page.render(template).utf8), to: path, context: context)
    }
}
