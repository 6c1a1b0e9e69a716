import Contributions
import QiitaModel
import QiitaStatsCore

/// The `report --json` document, schema version 2 (docs/json-schema.md).
public enum ReportDocument {
    /// The schema version written: 2 added Zenn (`zenn_user`, `sources`, each item's `source`).
    public static let schemaVersion = 2

    /// The document (keys in the schema's order, 2-space indentation, a trailing newline,
    /// byte-stable) handed to `write` in pieces of about 64 KB: a long range is never held whole.
    public static func write<Failure: Error>(
        of report: ContributionReport, to write: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var writer = JSONWriter()
        writer.begin()
        writer.member("schema_version", .int(schemaVersion))
        writer.member("fetched_at", .string(report.fetchedAt))
        writer.member("host", .string(report.host))
        writer.member(
            "user",
            .object([
                "id": .string(report.user.id),
                "name": .string(report.user.name),
                "profile_image_url": .string(report.user.profileImageURL),
                "items_count": .int(report.user.itemsCount),
                "followers_count": .int(report.user.followersCount),
            ]))
        writer.member("zenn_user", .string(report.zennUser))
        writer.member(
            "period",
            .object([
                "from": .string(report.range.from.description),
                "to": .string(report.range.to.description),
                "time_zone": .string(report.options.zone.identifier),
                "metric": .string(report.options.metric.rawValue),
                "scale": .string(report.options.scale.rawValue),
                "week_start": .string(report.options.weekStart.rawValue),
                "include_private": .bool(report.options.includePrivate),
                "tags": .array(report.options.tags.map { .string($0) }),
            ]))
        writer.key("days")  // gains (and the level of a gain metric) are null where no pair of fetches covers a day
        writer.begin(array: true)
        for day in report.days {
            writer.container(oneLineIfFits: true) {
                $0.member("date", .string(day.date.description))
                $0.member("posts", .int(day.posts))
                $0.member("likes", .int(day.likes))
                $0.member("stocks", .int(day.stocks))
                $0.member("views", .int(day.views))
                $0.member("level", .int(day.isUnknown ? nil : day.level))
                for (name, value): (StaticString, JSONValue) in gained(day.gained) { $0.member(name, value) }
            }
            if writer.pendingCount >= 1 << 16 { try write(writer.takePending()) }
        }
        writer.end()
        writer.member("totals", .object(totals(report.totals) + gained(report.gains?.totals)))
        writer.member(
            "sources", .object(report.sources.map { ($0.source.rawValue, .object(totals($0.totals, of: $0.source))) }))
        writer.member("all_time", .object(totals(report.allTime)))
        writer.member(
            "streaks", .object(["current": .int(report.streaks.current), "longest": .int(report.streaks.longest)]))
        writer.member("tags", .array(report.tags.map { .object([("name", .string($0.name))] + totals($0.totals)) }))
        writer.key("items")
        writer.begin(array: true)
        for entry in report.items {
            let source = entry.item.source
            writer.begin()
            writer.member("id", .string(entry.item.id))
            writer.member("source", .string(source.rawValue))
            writer.member("title", .string(entry.item.title))
            writer.member("url", .string(entry.item.url))
            writer.member("created_at", .string(entry.item.createdAt))
            writer.member("date", .string(entry.date.description))
            writer.member("likes_count", .int(entry.item.likesCount))
            writer.member("stocks_count", .int(source == .zenn ? nil : entry.item.stocksCount))
            writer.member("page_views_count", .int(entry.item.pageViewsCount))
            writer.member("private", .bool(entry.item.isPrivate))
            writer.key("tags")
            writer.container(array: true, oneLineIfFits: true) { for tag in entry.item.tags { $0.value(.string(tag)) } }
            writer.end()
            if writer.pendingCount >= 1 << 16 { try write(writer.takePending()) }
        }
        writer.end()
        writer.member(
            "errors",
            .array(
                report.problems.map {
                    .object(["id": .string($0.id), "kind": .string($0.kind.rawValue), "message": .string($0.message)])
                }))
        writer.member("truncated", .bool(report.truncated))
        writer.end()
        try write(writer.finish())
    }

    /// Sums, and how many of their articles' views are unknown (while some are, `views` is a lower bound); Zenn has
    /// no stocks and no views (null).
    private static func totals(_ totals: ContributionTotals, of source: ArticleSource = .qiita) -> [(String, JSONValue)]
    {
        [
            ("posts", .int(totals.posts)),
            ("likes", .int(totals.likes)),
            ("stocks", .int(source == .zenn ? nil : totals.stocks)),
            ("views", .int(totals.views)),
            ("views_unknown", .int(source == .zenn ? nil : totals.viewsUnknown)),
        ]
    }

    /// A day's or the period's gains, null when no day of it is known (or the report has no history).
    private static func gained<Name: ExpressibleByStringLiteral>(_ gains: GainedCounts?) -> [(Name, JSONValue)] {
        [
            ("views_gained", .int(gains?.views)),
            ("likes_gained", .int(gains?.likes)),
            ("stocks_gained", .int(gains?.stocks)),
        ]
    }
}
