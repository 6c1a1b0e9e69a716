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
        let options = report.options
        let piece = 1 << 16
        var writer = JSONWriter()
        writer.beginObject()
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
                "time_zone": .string(options.zone.identifier),
                "metric": .string(options.metric.rawValue),
                "scale": .string(options.scale.rawValue),
                "week_start": .string(options.weekStart.rawValue),
                "include_private": .bool(options.includePrivate),
            ]))
        writer.key("days")
        writer.beginArray()
        for day in report.days {
            // A day; gains (and the level of a gain metric) are null where no pair of fetches covers it.
            writer.scalars {
                $0.member("date", day.date.description)
                $0.member("posts", day.posts)
                $0.member("likes", day.likes)
                $0.member("stocks", day.stocks)
                $0.member("views", day.views)
                $0.member("level", day.isUnknown ? nil : day.level)
                gained(day.gained, to: &$0)
            }
            if writer.pendingCount >= piece { try write(writer.takePending()) }
        }
        writer.end()
        writer.key("totals")
        writer.scalars {
            totals(report.totals, to: &$0)
            gained(report.gains?.totals, to: &$0)
        }
        writer.key("sources")
        writer.beginObject()
        for source in report.sources {
            writer.key(source.source.rawValue)
            writer.scalars { totals(source.totals, of: source.source, to: &$0) }
        }
        writer.end()
        writer.key("all_time")
        writer.scalars { totals(report.allTime, to: &$0) }
        writer.member(
            "streaks", .object(["current": .int(report.streaks.current), "longest": .int(report.streaks.longest)]))
        writer.key("items")
        writer.beginArray()
        for entry in report.items {
            let source = entry.item.source
            writer.beginObject()
            writer.member("id", entry.item.id)
            writer.member("source", source.rawValue)
            writer.member("title", entry.item.title)
            writer.member("url", entry.item.url)
            writer.member("created_at", entry.item.createdAt)
            writer.member("date", entry.date.description)
            writer.member("likes_count", entry.item.likesCount)
            writer.member("stocks_count", source == .zenn ? nil : entry.item.stocksCount)
            writer.member("page_views_count", entry.item.pageViewsCount)
            writer.member("private", entry.item.isPrivate)
            writer.key("tags")
            writer.scalars(array: true) { for tag in entry.item.tags { $0.value(tag) } }
            writer.end()
            if writer.pendingCount >= piece { try write(writer.takePending()) }
        }
        writer.end()
        writer.member(
            "errors", .array(report.problems.map { .object(["id": .string($0.id), "message": .string($0.message)]) }))
        writer.member("truncated", .bool(report.truncated))
        writer.end()
        try write(writer.finish())
    }

    /// Sums; Zenn has no stocks (null).
    private static func totals(_ totals: ContributionTotals, of source: ArticleSource = .qiita, to writer: inout JSONWriter) {
        writer.member("posts", totals.posts)
        writer.member("likes", totals.likes)
        writer.member("stocks", source == .zenn ? nil : totals.stocks)
        writer.member("views", totals.views)
    }

    /// A day's or the period's gains, null when no day of it is known (or the report has no history).
    private static func gained(_ gains: GainedCounts?, to writer: inout JSONWriter) {
        writer.member("views_gained", gains?.views)
        writer.member("likes_gained", gains?.likes)
        writer.member("stocks_gained", gains?.stocks)
    }
}
