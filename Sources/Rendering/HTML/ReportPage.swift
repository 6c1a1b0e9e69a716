import Contributions
import Mustache
import QiitaModel

/// The `report --html` page: one self-contained file, no script and no request; pure.
public struct ReportPage: Sendable {
    /// The choices that shape a page besides its data.
    public struct Options: Sendable, Equatable {
        /// The language of every label and of `<html lang>`.
        public var language: Language
        /// The calendar's colours (light and dark alike).
        public var palette: Palette.Name

        /// Options with every choice spelled out.
        public init(language: Language = .en, palette: Palette.Name = .github) {
            self.language = language
            self.palette = palette
        }
    }

    /// The report drawn.
    public let report: ContributionReport
    /// How many articles the list of those that gained most shows.
    public static let gainersCount = 5

    /// The snapshot the report came from (the report ranks the all-time lists): it must hold the first
    /// ``gainersCount`` of ``articleGains`` present.
    public let snapshot: Snapshot
    /// The cached avatar; nil draws a placeholder with the user's initial.
    public let avatar: Avatar?
    /// What each article gained over the period, for the top gainers; nil leaves the list out.
    public let articleGains: ArticleGains?
    /// The options.
    public let options: Options

    /// A page of `report`, aggregated from `snapshot`; gains add the chart and the top gainers.
    public init(
        report: ContributionReport, snapshot: Snapshot, avatar: Avatar?, articleGains: ArticleGains? = nil,
        options: Options = Options()
    ) {
        self.report = report
        self.snapshot = snapshot
        self.avatar = avatar
        self.articleGains = articleGains
        self.options = options
    }

    /// The data templates are rendered with; its names are ``schema``'s.
    public var data: MustacheValue {
        PageData(self).value
    }

    /// The page through `template`: API strings are always escaped; only the program's SVG is markup.
    public func render(_ template: ReportTemplate) throws(ReportTemplateError) -> String {
        do {
            return try template.template.render(data, options: .userTemplate)
        } catch {
            throw .syntax(error)
        }
    }

    /// Every name a page template may use, whatever the data of one report holds.
    public static let schema = MustacheSchema(paths: names)

    private static let article = [
        "date", "title", "url", "source", "views", "likes", "stocks", "private", "has_tags", "tags",
    ]

    /// The dotted names of ``schema``.
    static let names: [String] =
        [
            "lang", "page_title", "fetched_at", "fetched_at_text", "has_items", "views_available", "zenn_user",
            "has_top_by_views", "has_top_by_likes", "notices",
            "user.id", "user.name", "user.description", "user.profile_url", "user.avatar", "user.initial",
            "period.label", "period.from", "period.to", "period.metric", "period.time_zone",
            "streaks.current", "streaks.longest", "busiest_day.date", "busiest_day.value",
            "calendar.svg", "calendar.legend", "calendar.caption",
        ]
        + PageLabels(.en).words.keys.map { "labels.\($0)" }
        + ["sources.posts", "sources.likes"]
        + ["totals", "all_time"].flatMap { group in ["posts", "likes", "views", "stocks"].map { "\(group).\($0)" } }
        + article.map { "items.\($0)" }
        + ["top_by_views", "top_by_likes"].flatMap { list in (article + ["rank", "value"]).map { "\(list).\($0)" } }
        + [
            "has_tag_table", "tag_table.name", "tag_table.posts", "tag_table.likes", "tag_table.stocks",
            "tag_table.views", "tag_table.likes_per_post", "tag_table.bar",
            "has_gains", "gains.views", "gains.likes", "gains.stocks", "gains.chart", "gains.has_unknown_days",
            "gains.has_top",
        ]
        + (article + ["rank", "gained"]).map { "gains.top.\($0)" }
}
