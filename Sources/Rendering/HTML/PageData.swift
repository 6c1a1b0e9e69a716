import Contributions
import Mustache
import QiitaModel

/// What a page template is rendered with: API strings cleaned, links checked, the calendar the one markup.
struct PageData {
    let page: ReportPage
    let labels: PageLabels
    let links: QiitaLinks

    init(_ page: ReportPage) {
        self.page = page
        labels = PageLabels(page.options.language)
        links = QiitaLinks(apiHost: page.report.host)
    }

    var report: ContributionReport { page.report }

    /// The template's data; ``ReportPage/schema`` lists its names.
    var value: MustacheValue {
        let period = labels.shared.period(report)
        let caption = labels.shared.caption(report)
        let calendar = CalendarSVG(report: report, palette: page.options.palette, labels: labels)
        let userID = HTMLEscape.clean(report.user.id)
        let (byViews, byLikes) = (ranked(report.topByViews, by: .views), ranked(report.topByLikes, by: .likes))
        let bySource = { (count: (ContributionTotals) -> Int) in
            MustacheValue.string(
                report.sources.map { "\($0.source.name) \(Labels.number(count($0.totals)))" }.joined(separator: " · "))
        }
        return [
            "lang": .string(labels.shared.language.rawValue),
            "page_title": .string("@\(userID) · \(period) · Qiita" + (report.zennUser == nil ? "" : " + Zenn")),
            "zenn_user": report.zennUser.map { .string(HTMLEscape.clean($0)) } ?? .null,
            "sources": ["posts": bySource(\.posts), "likes": bySource(\.likes)],
            "labels": .object(labels.words.mapValues(MustacheValue.string)),
            "user": user,
            "period": [
                "label": .string(period), "from": .string(report.range.from.description),
                "to": .string(report.range.to.description),
                "metric": .string(labels.shared.metric(report.options.metric)),
                "time_zone": .string(report.options.zone.identifier),
            ],
            "fetched_at": .string(HTMLEscape.clean(report.fetchedAt)),
            "fetched_at_text": .string(Self.readable(timestamp: HTMLEscape.clean(report.fetchedAt))),
            "totals": .object(totals(report.totals)),
            "all_time": .object(totals(report.allTime)),
            "streaks": [
                "current": .string(labels.streak(report.streaks.current)),
                "longest": .string(labels.streak(report.streaks.longest)),
            ],
            "busiest_day": report.busiestDay.map { day in
                [
                    "date": .string(labels.date(day.date)),
                    "value": .string(labels.amount(day.value, of: report.options.metric)),
                ]
            } ?? .null,
            "calendar": [
                "svg": .markup(calendar.grid(label: "\(labels.words["calendar"] ?? ""): \(caption)")),
                "legend": .markup(calendar.legend), "caption": .string(caption),
            ],
            "has_items": .bool(!report.items.isEmpty),
            "items": .list(report.items.map { .object(article($0.item, date: $0.date)) }),
            "views_available": .bool(page.snapshot.viewsAvailable),
            "has_top_by_views": .bool(!byViews.isEmpty),
            "top_by_views": .list(byViews),
            "has_top_by_likes": .bool(!byLikes.isEmpty),
            "top_by_likes": .list(byLikes),
            "notices": .list(notices.map { .string(HTMLEscape.clean($0)) }),
            "has_tag_table": .bool(!report.tags.isEmpty),
            "tag_table": .list(tagTable),
            "has_gains": .bool(report.gains?.totals != nil),
            "gains": gains,
        ]
    }

    private var user: MustacheValue {
        let user = report.user
        let name = user.name.map(HTMLEscape.clean) ?? ""
        let description = user.description.map(HTMLEscape.clean) ?? ""
        return [
            "id": .string(HTMLEscape.clean(user.id)),
            "name": name.isEmpty ? .null : .string(name),
            "description": description.isEmpty ? .null : .string(description),
            "profile_url": .string(links.profile(userID: user.id)),
            "avatar": page.avatar.map { .string(AvatarImage.dataURI($0)) } ?? .null,
            "initial": .string(AvatarImage.initial(of: user)),
        ]
    }

    /// The period's ten largest tags, each with its bar's length: its posts against the largest one's.
    private var tagTable: [MustacheValue] {
        let top = report.tags.prefix(10)
        let most = Double(max(1, top.first?.totals.posts ?? 1))
        return top.map { tag in
            var fields = totals(tag.totals)
            fields["name"] = .string(HTMLEscape.clean(tag.name))
            fields["likes_per_post"] = .string(Labels.likesPerPost(tag.totals))
            fields["bar"] = .string(CalendarSVG.number(100 * Double(tag.totals.posts) / most))
            return .object(fields)
        }
    }

    private func totals(_ totals: ContributionTotals) -> [String: MustacheValue] {
        [
            "posts": .string(Labels.number(totals.posts)), "likes": .string(Labels.number(totals.likes)),
            "stocks": .string(Labels.number(totals.stocks)),
            "views": .string(labels.shared.views(totals) ?? labels.none),
        ]
    }

    /// What the page says the report does not know: a line per kind of problem of the fetch, and how many
    /// articles' views a sum leaves out.
    private var notices: [String] {
        let kinds = ItemProblem.Kind.allCases.flatMap { kind in
            let some = report.problems.filter { $0.kind == kind }
            return some.first?.id == nil
                ? some.map { labels.shared.problem(kind, count: 1, since: $0.since.map(Self.readable(timestamp:))) }
                : [labels.shared.problem(kind, count: some.count)]
        }
        let unknown = report.allTime.views != nil && report.allTime.viewsUnknown > 0
        return kinds
            + (unknown
                ? [labels.shared.unknownViews(allTime: report.allTime.viewsUnknown, period: report.totals.viewsUnknown)]
                : [])
    }

    /// `2026-11-30T21:04:05+09:00` as `2026-11-30 21:04 UTC+09:00`; anything else as it is.
    static func readable(timestamp: String) -> String {
        let characters = Array(timestamp)
        guard characters.count >= 20, characters[10] == "T", QiitaTimestamp(parsing: timestamp) != nil,
            let zone = characters.lastIndex(where: { $0 == "+" || $0 == "-" || $0 == "Z" }), zone >= 19
        else { return timestamp }
        let offset = characters[zone] == "Z" ? "" : String(characters[zone...])
        return String(characters[0..<10]) + " " + String(characters[11..<16]) + " UTC" + offset
    }
}
