public import Contributions

/// The words of a badge: the message for a metric, in English or Japanese.
public struct BadgeText: Sendable, Equatable {
    /// The language of the words.
    public let language: Language
    /// Whether Zenn's articles are in the numbers: likes are then `likes`, not Qiita's own word, `LGTM`.
    public var withZenn = false

    /// The words of `language`.
    public init(_ language: Language) { self.language = language }

    /// The message: `42 posts`, `12k views`, `456 LGTM`, or all three joined by ` · `; `投稿 42件`, …
    /// A `-gained` metric says `gained`, or ``noHistoryYet`` without it.
    public func message(_ metric: BadgeMetric, _ totals: ContributionTotals, gained: BadgeGained? = nil) -> String {
        switch metric {
        case .posts: return amount(.posts, totals.posts)
        case .likes: return amount(.likes, totals.likes)
        case .stocks: return amount(.stocks, totals.stocks)
        case .views: return views(totals.views)
        case .all:
            return [amount(.posts, totals.posts), totals.views.map { views($0) }, amount(.likes, totals.likes)]
                .compactMap { $0 }.joined(separator: " · ")
        case .viewsGained, .likesGained, .stocksGained:
            return gained.map { self.gained(metric, $0.count, days: $0.days) } ?? noHistoryYet
        }
    }

    /// The message of a `-gained` badge over its known days: `+1.2k views in 30 days`, `閲覧 +1.2k回（30日間）`.
    public func gained(_ metric: BadgeMetric, _ count: Int, days: Int) -> String {
        let what = amount(metric == .posts ? .views : metric, count, sign: "+")
        return language == .ja ? "\(what)（\(days)日間）" : "\(what) in \(days) day\(days == 1 ? "" : "s")"
    }

    /// The message of a badge made after a failure: `unavailable`, `取得できません`.
    public var unavailable: String { language == .ja ? "取得できません" : "unavailable" }

    /// The message of a `-gained` badge before the history knows a day: `no history yet`.
    public var noHistoryYet: String { language == .ja ? "履歴なし" : "no history yet" }

    /// `42 posts`, `投稿 42件`, with `sign` before the number; any other metric counts views.
    private func amount(_ metric: BadgeMetric, _ count: Int, sign: String = "") -> String {
        let number = sign + BadgeNumber.compact(count)
        let plural = count == 1 ? "" : "s"
        switch (metric, language) {
        case (.posts, .ja): return "投稿 \(number)件"
        case (.likes, .ja), (.likesGained, .ja): return "いいね \(number)"
        case (.stocks, .ja), (.stocksGained, .ja): return "ストック \(number)"
        case (_, .ja): return "閲覧 \(number)回"
        case (.posts, .en): return "\(number) post\(plural)"
        case (.likes, .en), (.likesGained, .en): return withZenn ? "\(number) like\(plural)" : "\(number) LGTM"
        case (.stocks, .en), (.stocksGained, .en): return "\(number) stock\(plural)"
        case (_, .en): return "\(number) view\(plural)"
        }
    }

    private func views(_ count: Int?) -> String {
        guard let count else { return language == .ja ? "閲覧数 非公開" : "views n/a" }
        return amount(.views, count)
    }
}
