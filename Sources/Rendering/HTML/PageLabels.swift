import Contributions

/// The words of the HTML page in one language, beside the ``Labels`` every output shares.
public struct PageLabels: Sendable, Equatable {
    /// The words every output shares.
    public let shared: Labels
    /// Every fixed word of the page by its template name (`labels.posts`, …).
    public let words: [String: String]

    /// The words of `language`.
    public init(_ language: Language) {
        shared = Labels(language)
        words = Self.words(shared)
    }

    private var ja: Bool { shared.language == .ja }

    /// The dash that stands for an unknown number.
    public var none: String { "—" }

    private static func words(_ shared: Labels) -> [String: String] {
        let ja = shared.language == .ja
        let pairs: [(String, String, String)] = [
            ("posts", "Posts", "投稿"),
            ("likes", "Likes", "いいね"),
            ("views", "Views", "閲覧数"),
            ("stocks", "Stocks", "ストック"),
            ("all_time", "All time", "累計"),
            ("current_streak", "Current streak", "現在の連続投稿"),
            ("longest_streak", "Longest streak", "最長の連続投稿"),
            ("busiest_day", "Busiest day", "最も多かった日"),
            ("calendar", "Contributions", "投稿カレンダー"),
            ("articles", "Articles", "記事"),
            ("date", "Date", "日付"),
            ("title", "Title", "タイトル"),
            ("tags", "Tags", "タグ"),
            ("no_articles", "No articles in this period.", "この期間の記事はありません。"),
            ("top_by_views", "Top 10 by views, all time", "閲覧数トップ10（累計）"),
            ("top_by_likes", "Top 10 by likes, all time", "いいねトップ10（累計）"),
            ("no_top_articles", "No articles yet.", "まだ記事がありません。"),
            ("views_unavailable", "Views are known only for your own articles.", "閲覧数は自分の記事のものだけがわかります。"),
            ("limited_share", "Limited share", "限定共有"),
            ("time_zone", "Time zone", "タイムゾーン"),
            ("fetched_at", "Fetched", "取得日時"),
            ("generated_by", "Made with qiita-stats", "qiita-statsで作成"),
            ("none", "—", "—"),  // the same as `none`
            ("legend_less", shared.legend.less, shared.legend.less),
            ("legend_more", shared.legend.more, shared.legend.more),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.map { ($0.0, ja ? $0.2 : $0.1) })
    }

    /// A date in words: `Nov 5, 2026`, `2026年11月5日`.
    public func date(_ date: CalendarDate) -> String {
        ja
            ? "\(date.year)年\(date.month)月\(date.day)日"
            : "\(shared.monthLabel(date.calendarMonth)) \(date.day), \(date.year)"
    }

    /// An amount of a metric: `3 posts`, `1 like`, `1,234 views`; `3件`, `12いいね`, `1,234回閲覧`.
    public func amount(_ value: Int, of metric: Metric) -> String {
        let number = Labels.number(value)
        if ja {
            switch metric {
            case .posts: return "\(number)件"
            case .likes, .likesGained: return "\(number)いいね"
            case .views, .viewsGained: return "\(number)回閲覧"
            case .stocksGained: return "\(number)ストック"
            }
        }
        // English metric names are plurals: "1 post", "1 view gained".
        var words = shared.metric(metric).split(separator: " ").map(String.init)
        if value == 1, let noun = words.first { words[0] = String(noun.dropLast()) }
        return "\(number) " + words.joined(separator: " ")
    }

    /// What a calendar cell says: `3 posts on Nov 5, 2026`, `No posts on Nov 5, 2026`; `2026年11月5日: 3件`.
    public func day(_ day: DayBucket, metric: Metric) -> String {
        if ja { return "\(date(day.date)): \(amount(day.value, of: metric))" }
        let amount = day.value == 0 ? "No \(shared.metric(metric))" : amount(day.value, of: metric)
        return "\(amount) on \(date(day.date))"
    }

    /// A streak: `1 day`, `12 days`; `12日`.
    public func streak(_ days: Int) -> String {
        ja ? "\(Labels.number(days))日" : days == 1 ? "1 day" : "\(Labels.number(days)) days"
    }

    /// The note of a partial fetch: `Views of 3 articles are from an earlier fetch (rate limit).`
    public func staleViews(_ count: Int) -> String {
        ja
            ? "\(Labels.number(count))件の記事の閲覧数は以前の取得時のものです（レート制限）。"
            : "Views of \(Labels.number(count)) article\(count == 1 ? "" : "s") are from an earlier fetch (rate limit)."
    }
}
