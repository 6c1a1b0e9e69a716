import Contributions
import QiitaStatsCore

/// The words of the terminal report in one language.
struct TerminalLabels {
    let language: Language

    /// The seven weekday labels, Sunday first.
    var weekdays: [String] {
        language == .ja
            ? ["日", "月", "火", "水", "木", "金", "土"] : ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    }

    /// The label above a month's first column: `Nov`, `11月`.
    func monthLabel(_ month: CalendarMonth) -> String {
        language == .ja ? "\(month.month)月" : Self.monthNames[month.month - 1].prefix(3).description
    }

    /// The period in the title line: `November 2026`, `2026年11月`, `2026`, `2026-11-01 – 2026-11-30`.
    func period(_ report: ContributionReport) -> String {
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

    /// What colours a day.
    func metric(_ metric: Metric) -> String {
        switch (metric, language) {
        case (.posts, .en): "posts"
        case (.likes, .en): "likes"
        case (.views, .en): "views"
        case (.viewsGained, .en): "views gained"
        case (.likesGained, .en): "likes gained"
        case (.stocksGained, .en): "stocks gained"
        case (.posts, .ja): "投稿"
        case (.likes, .ja): "いいね"
        case (.views, .ja): "閲覧数"
        case (.viewsGained, .ja): "閲覧数の増加"
        case (.likesGained, .ja): "いいねの増加"
        case (.stocksGained, .ja): "ストックの増加"
        }
    }

    /// `Less` and `More` around the legend.
    var legend: (less: String, more: String) { language == .ja ? ("少", "多") : ("Less", "More") }

    /// The rows of the totals table: posts, likes, views, stocks.
    var totals: [String] { language == .ja ? ["投稿", "いいね", "閲覧数", "ストック"] : ["Posts", "Likes", "Views", "Stocks"] }

    /// The columns of the totals table.
    var totalsHeader: (period: String, allTime: String) { language == .ja ? ("期間", "通算") : ("Period", "All time") }

    /// `Streak`, `Busiest day`.
    var streakTitle: String { language == .ja ? "連続投稿" : "Streak" }

    /// The busiest day's row title.
    var busiestTitle: String { language == .ja ? "最多の日" : "Busiest day" }

    /// `current 2 days · longest 5 days`.
    func streaks(_ streaks: Streaks) -> String {
        language == .ja
            ? "現在 \(streaks.current)日 · 最長 \(streaks.longest)日"
            : "current \(days(streaks.current)) · longest \(days(streaks.longest))"
    }

    /// `2026-11-28 (Sat) · 2 posts`.
    func busiest(_ day: DayBucket?, metric: Metric) -> String {
        guard let day else { return "—" }
        let weekday = weekdays[day.date.weekday.rawValue]
        let value = Self.number(day.value)
        let amount = language == .ja ? "\(self.metric(metric)) \(value)" : "\(value) \(self.metric(metric))"
        return "\(day.date) (\(weekday)) · \(amount)"
    }

    /// The heading of the top articles.
    var topTitle: String { language == .ja ? "人気の記事 (いいね順)" : "Top articles (by likes)" }

    /// The line shown when the period has no article.
    var noArticles: String { language == .ja ? "この期間の記事はありません。" : "No articles in this period." }

    /// The note when the grid is cut to the most recent weeks, shorter when `width` is narrow.
    func cutNote(shown: Int, total: Int, width: Int) -> String {
        let long =
            language == .ja
            ? "(直近\(shown)週を表示。全\(total)週を見るには端末を広げてください)"
            : "(showing the last \(shown) weeks; widen the terminal for all \(total))"
        let short = language == .ja ? "(直近\(shown)/\(total)週)" : "(last \(shown) of \(total) weeks)"
        return TerminalText.width(long) <= width ? long : TerminalText.truncate(short, toWidth: width)
    }

    private func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

    /// `1,234` (both languages group digits in threes with commas).
    static func number(_ value: Int) -> String {
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
