import Contributions
import Foundation
import QiitaModel

extension HistoryStore {
    /// Stores a fetch in one transaction, with what it did not get (`problems`), and
    /// returns the rows of counts written (none for the same snapshot again); a public fetch of one's own id
    /// (`authenticated` false; default: whether it has views) is its own account.
    @discardableResult
    public func record(
        _ snapshot: Snapshot, avatar: Avatar? = nil, authenticated: Bool? = nil, startedAt: Date? = nil,
        problems: [ItemProblem] = []
    ) throws -> Int {
        guard let fetchedAt = QiitaTimestamp(parsing: snapshot.fetchedAt) else {
            throw HistoryError.badFetchTime(snapshot.fetchedAt)
        }
        let user = snapshot.user
        return try guarded {
            try database.transaction {
                var writer = HistoryWriter(self)
                let account = try writer.account(
                    host: snapshot.host, user: user.id, authenticated: authenticated ?? snapshot.viewsAvailable)
                let fetch = try writer.fetch(
                    account: account, milliseconds: fetchedAt.epochMilliseconds, text: snapshot.fetchedAt,
                    startedAt: startedAt.map { Int(($0.timeIntervalSince1970 * 1000).rounded(.down)) },
                    complete: true, truncated: snapshot.truncated)
                guard fetch.isNew else { return 0 }
                try database.statement(
                    """
                    UPDATE accounts SET name = ?2, profile_image_url = ?3, items_count = ?4, followers_count = ?5,
                        description = ?6, avatar = coalesce(?7, avatar)
                    WHERE id = ?1
                    """
                ).run([
                    .integer(account), .text(user.name), .text(user.profileImageURL), .integer(user.itemsCount),
                    .integer(user.followersCount), .text(user.description), avatar.map { .blob($0.bytes) } ?? .null,
                ])
                var written = 0
                for item in snapshot.items {
                    let article = try writer.article(account: account, item)
                    let record = HistoryRecord(
                        host: snapshot.host, user: user.id, article: item.id, createdAt: item.createdAt,
                        fetchedAt: snapshot.fetchedAt, views: item.pageViewsCount, likes: item.likesCount,
                        stocks: item.stocksCount, isPrivate: item.isPrivate)
                    if try writer.insertCounts(
                        fetch: fetch.id, article: article, record, comments: item.commentsCount,
                        viewsStale: item.viewsStale)
                    {
                        written += 1
                    }
                }
                let limited = Set(snapshot.items.lazy.filter(\.isPrivate).map(\.id))
                // Views marked stale that no problem names say what the rows show.
                let named = Set(problems.compactMap(\.id))
                let stale = snapshot.items.filter { $0.viewsStale && !named.contains($0.id) }
                for problem in problems + stale.map(ItemProblem.staleViews(of:)) {
                    try database.statement(
                        "INSERT INTO problems (fetch, kind, article, private, rate_limited, message, since) "
                            + "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"
                    ).run([
                        .integer(fetch.id), .text(problem.kind.rawValue), .text(problem.id),
                        .boolean(problem.id.map(limited.contains) ?? false), .boolean(problem.rateLimited),
                        .text(problem.message), .text(problem.since),
                    ])
                }
                try refreshGains(account: account, from: fetchedAt.epochMilliseconds)
                return written
            }
        }
    }
}
