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
            ("tag_table", "Top tags of the period, by posts", "この期間のタグ（投稿数順）"),
            ("likes_per_post", "Likes per post", "1投稿あたりのいいね"),
            ("no_articles", "No articles in this period.", "この期間の記事はありません。"),
            ("top_by_views", "Top 10 by views, all time", "閲覧数トップ10（累計）"),
            ("top_by_likes", "Top 10 by likes, all time", "いいねトップ10（累計）"),
            ("no_top_articles", "No articles yet.", "まだ記事がありません。"),
            ("views_unavailable", "Views are known only for your own articles.", "閲覧数は自分の記事のものだけがわかります。"),
            ("limited_share", "Limited share", "限定共有"),
            ("time_zone", "Time zone", "タイムゾーン"),
            ("fetched_at", "Fetched", "取得日時"),
            ("generated_by", "Made with qiita-stats", "qiita-statsで作成"),
            ("gains", "Gained in this period", "この期間に増えた数"),
            ("views_gained", "Views gained", "閲覧数の増加"),
            ("likes_gained", "Likes gained", "いいねの増加"),
            ("stocks_gained", "Stocks gained", "ストックの増加"),
            ("views_gained_per_day", "Views gained per day", "1日ごとの閲覧数の増加"),
            (
                "unknown_gains", "Blank days: no fetch before and after them, so their gain is unknown.",
                "空白の日は前後の取得記録がなく、増加数がわかりません。"
            ),
            ("top_gainers", "Articles that gained most", "この期間によく伸びた記事"),
            ("no_gainers", "No article gained views or likes in this period.", "この期間に伸びた記事はありません。"),
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
        return "\(number) " + Labels.counted(value, shared.metric(metric))
    }

    /// What a calendar cell says: `3 posts on March 5, 2025`, `No posts on March 5, 2025`;
    /// `3件の投稿 (2025年3月5日)`, `8いいね (2025年3月5日)`.
    public func day(_ day: DayBucket, metric: Metric) -> String {
        let date = shared.longDate(day.date)
        if ja {
            let amount = metric == .posts ? "\(Labels.number(day.value))件の投稿" : amount(day.value, of: metric)
            return "\(amount) (\(date))"
        }
        let amount = day.value == 0 ? "No \(shared.metric(metric))" : amount(day.value, of: metric)
        return "\(amount) on \(date)"
    }

    /// The name of a calendar on its own: `Qiita contributions`, `Qiitaの投稿カレンダー`.
    public var calendarTitle: String { ja ? "Qiitaの投稿カレンダー" : "Qiita contributions" }

    /// A date without its year: `Nov 5`, `11月5日`.
    public func shortDate(_ date: CalendarDate) -> String {
        ja ? "\(date.month)月\(date.day)日" : "\(shared.monthLabel(date.calendarMonth)) \(date.day)"
    }

    /// A gain, signed: `+1,234`; the dash when unknown.
    public func gain(_ value: Int?) -> String {
        value.map { "+" + Labels.number($0) } ?? none
    }

    /// A bar of the chart: `Nov 5, 2026: +1,234 views`, `2026年11月5日: 閲覧数 +1,234`.
    public func viewsGained(_ value: Int, on date: CalendarDate) -> String {
        ja
            ? "\(self.date(date)): 閲覧数 \(gain(value))"
            : "\(self.date(date)): \(gain(value)) view\(value == 1 ? "" : "s")"
    }

    /// What the chart shows, for assistive technology: `Views gained per day, November 2026:
    /// +1,234 in all over 28 known days`.
    public func chartSummary(period: String, total: Int, knownDays: Int) -> String {
        let title = words["views_gained_per_day"] ?? ""
        return ja
            ? "\(title)（\(period)）: 合計 \(gain(total))、増加数がわかる日 \(Labels.number(knownDays))日"
            : "\(title), \(period): \(gain(total)) in all over \(Labels.number(knownDays)) known "
                + (knownDays == 1 ? "day" : "days")
    }

    /// An article's gains in the list: `+1,234 views · +12 likes · +1 stock`, `閲覧数 +1,234 · いいね +12`;
    /// a counter that gained nothing is left out.
    public func gained(_ counts: GainedCounts) -> String {
        let parts: [(Int?, String, String)] = [
            (counts.views, "閲覧数", "view"), (counts.likes, "いいね", "like"), (counts.stocks, "ストック", "stock"),
        ]
        return parts.compactMap { value, japanese, english in
            guard let value, value > 0 else { return nil }
            return ja ? "\(japanese) \(gain(value))" : "\(gain(value)) \(english)\(value == 1 ? "" : "s")"
        }.joined(separator: " · ")
    }

    /// A streak: `1 day`, `12 days`; `12日`.
    public func streak(_ days: Int) -> String {
        ja ? "\(Labels.number(days))日" : days == 1 ? "1 day" : "\(Labels.number(days)) days"
    }
}
