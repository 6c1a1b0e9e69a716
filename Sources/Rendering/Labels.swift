import Contributions
import QiitaModel
import QiitaStatsCore

/// The words every output shares, in one language: weekdays, months, period, metric, legend, caption.
public struct Labels: Sendable, Equatable {
    /// The language of the words.
    public let language: Language

    /// The words of `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// The seven short weekday names, Sunday first: `Sun`…`Sat`, `日`…`土`.
    public var weekdays: [String] {
        language == .ja
            ? ["日", "月", "火", "水", "木", "金", "土"] : ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    }

    /// The short name of `weekday`: `Mon`, `月`.
    public func weekday(_ weekday: Weekday) -> String { weekdays[weekday.rawValue] }

    /// The label above a month's first column: `Nov`, `11月`.
    public func monthLabel(_ month: CalendarMonth) -> String {
        language == .ja ? "\(month.month)月" : String(Self.monthNames[month.month - 1].prefix(3))
    }

    /// The period and the tags of a report of some (``topic(_:)``): `November 2026`, `2026年11月`, `2026`, `2026年`,
    /// `2026-11-01 – 2026-11-30`, `November 2026 · tags: Swift, Go`.
    public func period(_ report: ContributionReport) -> String { dates(report) + topic(report) }

    /// ` · tags: Swift, Go`, ` · タグ: Swift, Go`: what every title adds for a report of some tags (untrusted text, without
    /// controls or escape sequences); empty for one of every article.
    public func topic(_ report: ContributionReport) -> String {
        let tags = report.options.tags.map(TerminalText.sanitize).joined(separator: ", ")
        return tags.isEmpty ? "" : (language == .ja ? " · タグ: " : " · tags: ") + tags
    }

    private func dates(_ report: ContributionReport) -> String {
        switch report.options.period {
        case .month, .currentMonth:
            let month = report.range.from.calendarMonth
            return language == .ja
                ? "\(month.year)年\(month.month)月" : "\(Self.monthNames[month.month - 1]) \(month.year)"
        case .year(let year):
            return language == .ja ? "\(year)年" : "\(year)"
        case .range, .last:
            return "\(report.range.from) – \(report.range.to)"
        }
    }

    /// What colours a day: `posts`, `いいね`, …
    public func metric(_ metric: Metric) -> String {
        let (english, japanese) =
            switch metric {
            case .posts: ("posts", "投稿")
            case .likes: ("likes", "いいね")
            case .views: ("views", "閲覧数")
            case .viewsGained: ("views gained", "閲覧数の増加")
            case .likesGained: ("likes gained", "いいねの増加")
            case .stocksGained: ("stocks gained", "ストックの増加")
            }
        return language == .ja ? japanese : english
    }

    /// The words around the legend's cells: `Less`/`More`, `少`/`多`.
    public var legend: (less: String, more: String) { language == .ja ? ("少", "多") : ("Less", "More") }

    /// A date in full words: `March 5, 2025`, `2025年3月5日`.
    public func longDate(_ date: CalendarDate) -> String {
        language == .ja
            ? "\(date.year)年\(date.month)月\(date.day)日" : "\(Self.monthNames[date.month - 1]) \(date.day), \(date.year)"
    }

    /// The line under a calendar: `7 posts in November 2026`, `2026年11月の投稿 7件`; with `asRange`,
    /// any period as its dates: `177 posts from 2024-06-22 to 2025-06-21`.
    public func caption(_ report: ContributionReport, asRange: Bool = false) -> String {
        let total = report.days.reduce(0) { sum, day in
            let (value, overflow) = sum.addingReportingOverflow(day.value)
            return overflow ? Int.max : value
        }
        let metric = report.options.metric
        let count = Self.number(total)
        if language == .ja {
            let counter = metric == .views || metric == .viewsGained ? "回" : "件"
            let period: String
            switch asRange ? .range(from: report.range.from, to: report.range.to) : report.options.period {
            case .range: period = "\(report.range.from)〜\(report.range.to)"
            case .last(let days): period = "過去\(days)日間"
            case .month, .currentMonth, .year: period = dates(report)
            }
            return "\(period)の\(self.metric(metric)) \(count)\(counter)" + topic(report)
        }
        let noun = Self.counted(total, self.metric(metric))
        switch asRange ? .range(from: report.range.from, to: report.range.to) : report.options.period {
        case .range: return "\(count) \(noun) from \(report.range.from) to \(report.range.to)" + topic(report)
        case .last(let days):
            return "\(count) \(noun) in the last " + (days == 1 ? "day" : "\(days) days") + topic(report)
        case .month, .currentMonth, .year: return "\(count) \(noun) in \(period(report))"
        }
    }

    /// A sum of views: `≥ 1,234` while some of its articles' views are unknown (`views_unknown`); nil when none is known.
    public func views(_ totals: ContributionTotals) -> String? {
        totals.views.map { (totals.viewsUnknown > 0 ? "≥ " : "") + Self.number($0) }
    }

    /// Under the sums, when some views are unknown: how many, in all and in the period.
    public func unknownViews(allTime: Int, period: Int) -> String {
        let (all, some) = (Self.number(allTime), Self.number(period))
        return language == .ja
            ? "≥: 閲覧数がわからない記事が\(all)件あります（この期間に\(some)件）。"
            : "≥: the views of \(all) article\(allTime == 1 ? "" : "s") are unknown (\(some) in this period)."
    }

    /// What a report says of the `count` problems of `kind` its fetch had (of a Zenn failure, `since` is when the
    /// articles that stand in were fetched).
    public func problem(_ kind: ItemProblem.Kind, count: Int, since: String? = nil) -> String {
        let (n, articles) = (Self.number(count), "\(Self.number(count)) article\(count == 1 ? "" : "s")")
        let zenn = since.map { language == .ja ? "\($0)の取得の記事で代えています" : "those of the fetch of \($0) stand in" }
        guard language == .en else {
            switch kind {
            case .staleViews: return "\(n)件の記事の閲覧数は以前の取得のものです（最後の取得で更新できませんでした）。"
            case .unknownViews: return "\(n)件の記事の閲覧数は不明です（最後の取得で得られず、以前の取得にもありません）。"
            case .keptCounts: return "\(n)件の記事の数値は以前の取得のものです（最後の取得では読めませんでした）。"
            case .leftOut: return "\(n)件の記事を除きました（数値か日付が読めず、以前の取得にもありません）。"
            case .zenn: return "Zennの記事の一部または全部を取得できませんでした" + (zenn.map { "（\($0)）" } ?? "") + "。"
            case .truncated: return "Qiita APIは10,000件までしか返さないため、古い記事が欠けています。"
            }
        }
        switch kind {
        case .staleViews: return "The views of \(articles) are an earlier fetch's: the last one could not refresh them."
        case .unknownViews: return "The views of \(articles) are unknown: no fetch could get them."
        case .keptCounts: return "The counts of \(articles) are an earlier fetch's: the last one could not read them."
        case .leftOut: return "Left out \(articles): no fetch could read their counts or dates."
        case .zenn: return "Some or all of Zenn's articles could not be fetched" + (zenn.map { ": \($0)" } ?? "") + "."
        case .truncated: return "The Qiita API lists at most 10,000 articles: the oldest are missing."
        }
    }

    /// A metric name for `count`: `posts` and `views gained` lose their first word's `s` for one.
    public static func counted(_ count: Int, _ name: String) -> String {
        let end = name.firstIndex(of: " ") ?? name.endIndex
        guard count == 1, name[..<end].hasSuffix("s") else { return name }
        return String(name[..<name.index(before: end)]) + name[end...]
    }

    /// Likes per post to one decimal: `28.3` (`0.0` without a post).
    public static func likesPerPost(_ totals: ContributionTotals) -> String {
        let tenths = Int(max(0, min(1e15, (Double(totals.likes) * 10 / Double(max(1, totals.posts))).rounded())))
        return number(tenths / 10) + "." + String(tenths % 10)
    }

    /// `1,234`: both languages group digits in threes with commas.
    public static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
