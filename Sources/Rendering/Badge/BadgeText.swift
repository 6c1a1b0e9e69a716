public import Contributions

/// The words of a badge: the message for a metric, in English or Japanese.
public struct BadgeText: Sendable, Equatable {
    /// The language of the words.
    public let language: Language

    /// The words of `language`.
    public init(_ language: Language) { self.language = language }

    /// The message: `42 posts`, `12k views`, `456 LGTM`, or all three joined by ` · `;
    /// `投稿 42件`, `閲覧 12k回`, `いいね 456`, …
    /// A `-gained` metric says `gained`, or ``noHistoryYet`` without it.
    public func message(_ metric: BadgeMetric, _ totals: ContributionTotals, gained: BadgeGained? = nil) -> String {
        switch metric {
        case .posts: return posts(totals.posts)
        case .likes: return likes(totals.likes)
        case .stocks: return stocks(totals.stocks)
        case .views: return views(totals.views)
        case .all:
            return [posts(totals.posts), totals.views.map { views($0) }, likes(totals.likes)]
                .compactMap { $0 }.joined(separator: " · ")
        case .viewsGained, .likesGained, .stocksGained:
            return gained.map { self.gained(metric, $0.count, days: $0.days) } ?? noHistoryYet
        }
    }

    /// The message of a `-gained` badge: what was gained over the `days` days whose gain is
    /// known: `+1.2k views in 30 days`, `+3 LGTM in 1 day`; `閲覧 +1.2k回（30日間）`.
    public func gained(_ metric: BadgeMetric, _ count: Int, days: Int) -> String {
        let number = "+" + BadgeNumber.compact(count)
        if language == .ja {
            let what: String
            switch metric {
            case .likesGained, .likes: what = "いいね \(number)"
            case .stocksGained, .stocks: what = "ストック \(number)"
            default: what = "閲覧 \(number)回"
            }
            return "\(what)（\(days)日間）"
        }
        let what: String
        switch metric {
        case .likesGained, .likes: what = "\(number) LGTM"
        case .stocksGained, .stocks: what = "\(number) stock\(count == 1 ? "" : "s")"
        default: what = "\(number) view\(count == 1 ? "" : "s")"
        }
        return "\(what) in \(days) day\(days == 1 ? "" : "s")"
    }

    /// The message of a badge made after a failure: `unavailable`, `取得できません`.
    public var unavailable: String { language == .ja ? "取得できません" : "unavailable" }

    /// The message of a `-gained` badge before the history knows a day: `no history yet`.
    public var noHistoryYet: String { language == .ja ? "履歴なし" : "no history yet" }

    private func posts(_ count: Int) -> String {
        language == .ja
            ? "投稿 \(BadgeNumber.compact(count))件" : "\(BadgeNumber.compact(count)) post\(count == 1 ? "" : "s")"
    }

    private func likes(_ count: Int) -> String {
        language == .ja ? "いいね \(BadgeNumber.compact(count))" : "\(BadgeNumber.compact(count)) LGTM"
    }

    private func stocks(_ count: Int) -> String {
        language == .ja
            ? "ストック \(BadgeNumber.compact(count))" : "\(BadgeNumber.compact(count)) stock\(count == 1 ? "" : "s")"
    }

    private func views(_ count: Int?) -> String {
        guard let count else { return language == .ja ? "閲覧数 非公開" : "views n/a" }
        return language == .ja
            ? "閲覧 \(BadgeNumber.compact(count))回" : "\(BadgeNumber.compact(count)) view\(count == 1 ? "" : "s")"
    }
}
