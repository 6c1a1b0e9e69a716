/// What a fetch did not get, of one article or of the whole fetch: the store keeps it with the fetch, and every
/// report built on that fetch says it (a warning line per kind, the JSON `errors`, a note on the page; exit 3).
public struct ItemProblem: Sendable, Hashable {
    /// The kinds of problem, one warning line each.
    public enum Kind: String, Sendable, CaseIterable {
        /// Views that could not be refreshed: an earlier fetch's stand in.
        case staleViews = "stale_views"
        /// Views that could not be fetched, and no earlier fetch had them.
        case unknownViews = "unknown_views"
        /// Counts that could not be read: an earlier fetch's stand in.
        case keptCounts = "kept_counts"
        /// Counts that could not be read of an article no earlier fetch had: it is left out.
        case leftOut = "left_out"
        /// Zenn's part failed (an earlier fetch's articles stand in) or left articles out.
        case zenn
        /// The list stopped at the API's 10,000 articles: the oldest are missing.
        case truncated
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The article's id; nil for a problem of the whole fetch.
    public var id: String?
    /// What is wrong.
    public var message: String
    /// Whether the rate limit running out is the cause (`fetch --wait` would complete it).
    public var rateLimited: Bool
    /// When the articles standing in for a failed Zenn were fetched.
    public var since: String?

    /// A problem.
    public init(_ kind: Kind, id: String?, message: String, rateLimited: Bool = false, since: String? = nil) {
        self.kind = kind
        self.id = id
        self.message = message
        self.rateLimited = rateLimited
        self.since = since
    }

    /// What an item's views marked stale say where no fetch said more: kept from an earlier fetch, or unknown.
    public static func staleViews(of item: SnapshotItem) -> ItemProblem {
        item.pageViewsCount == nil
            ? ItemProblem(.unknownViews, id: item.id, message: "views unknown: no fetch could get them")
            : ItemProblem(
                .staleViews, id: item.id,
                message: "views are from an earlier fetch: the last one could not refresh them")
    }
}
