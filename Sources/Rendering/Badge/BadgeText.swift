/// The words of a badge: the message for a metric, in English or Japanese.
public struct BadgeText: Sendable, Equatable {
    /// The language of the words.
    public let language: Language

    /// The words of `language`.
    public init(_ language: Language) { self.language = language }

    /// The message: `42 posts`, `12k views`, `456 LGTM`, or all three joined by ` · `;
    /// `投稿 42件`, `閲覧 12k回`, `いいね 456`, …
    public func message(_ metric: BadgeMetric, _ totals: BadgeTotals) -> String {
        switch metric {
        case .posts: return posts(totals.posts)
        case .likes: return likes(totals.likes)
        case .stocks: return stocks(totals.stocks)
        case .views: return views(totals.views)
        case .all:
            return [posts(totals.posts), totals.views.map { views($0) }, likes(totals.likes)]
                .compactMap { $0 }.joined(separator: " · ")
        }
    }

    /// The message of a badge made after a failure: `unavailable`, `取得できません`.
    public var unavailable: String { language == .ja ? "取得できません" : "unavailable" }

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
