import Contributions
import QiitaStatsCore

/// The words only the terminal report has, beside the ``Labels`` every output shares.
struct TerminalLabels {
    /// The shared words: weekdays, months, period, metric, legend.
    let shared: Labels

    init(language: Language) {
        shared = Labels(language)
    }

    private var language: Language { shared.language }

    /// The rows of the totals table: posts, likes, views, stocks.
    var totals: [String] { language == .ja ? ["投稿", "いいね", "閲覧数", "ストック"] : ["Posts", "Likes", "Views", "Stocks"] }

    /// The columns of the totals table.
    var totalsHeader: (period: String, allTime: String) { language == .ja ? ("期間", "通算") : ("Period", "All time") }

    /// The sum of the sources' rows.
    var total: String { language == .ja ? "合計" : "Total" }

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
        let weekday = shared.weekday(day.date.weekday)
        let value = Labels.number(day.value)
        let name = shared.metric(metric)
        let amount = language == .ja ? "\(name) \(value)" : "\(value) \(Labels.counted(day.value, name))"
        return "\(day.date) (\(weekday)) · \(amount)"
    }

    /// Beside the legend: what the mark of an unknown day means.
    var unknownDays: String { language == .ja ? "不明 (取得の記録なし)" : "unknown (no snapshots)" }

    /// The gains row's title.
    var gainedTitle: String { language == .ja ? "増加" : "Gained" }

    /// `+1,234 views · +56 likes · +7 stocks (12 of 30 days)`: the days only when some are unknown.
    func gained(_ gains: DailyGains, today: CalendarDate) -> String {
        guard let totals = gains.totals else {
            return language == .ja
                ? "不明 (この期間を挟む2回の取得がまだありません)" : "unknown: no two fetches cover this period yet"
        }
        let words = language == .ja ? ["閲覧数", "いいね", "ストック"] : ["views", "likes", "stocks"]
        let values = [totals.views, totals.likes, totals.stocks].map { $0.map { "+" + Labels.number($0) } }
        let parts = zip(words, values).map { word, value in
            guard let value else { return language == .ja ? "\(word) 不明" : "\(word) unknown" }
            return language == .ja ? "\(word) \(value)" : "\(value) \(word)"
        }
        let elapsed = gains.range.dates.filter { $0 <= today }.count
        let known = gains.days.prefix(elapsed).filter { $0 != nil }.count
        let coverage =
            known >= elapsed ? "" : language == .ja ? " (\(elapsed)日中\(known)日)" : " (\(known) of \(elapsed) days)"
        return parts.joined(separator: " · ") + coverage
    }

    /// The heading of the top articles.
    var topTitle: String { language == .ja ? "人気の記事 (いいね順)" : "Top articles (by likes)" }

    /// The heading of the period's largest tags, naming the columns.
    var tagsTitle: String {
        language == .ja
            ? "人気のタグ (投稿 · いいね · ストック · 閲覧数 · 平均いいね)"
            : "Top tags (posts · likes · stocks · views · likes per post)"
    }

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
}
