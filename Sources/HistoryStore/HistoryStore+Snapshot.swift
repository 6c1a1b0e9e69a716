import Contributions
import Foundation
import QiitaModel
import SQLiteStore

/// What a report asks of the store: one account's newest complete fetch, which of its articles are counted, and
/// which are read with their texts.
public struct SnapshotQuery: Sendable {
    /// The API host.
    public var host: String
    /// The user; nil: the token's. A user seen both ways is read from the fetches made with a token.
    public var user: String?
    /// The articles read with their texts, by publication time (epoch seconds); nil: every one.
    public var created: Range<Int>?
    /// Whether limited-share articles are counted.
    public var includePrivate = false
    /// Whether Zenn's articles are counted (a Zenn user is linked).
    public var includeZenn = true
    /// The tags an article must carry one of to be read at all (matched by ``TagTotals/key(_:)``); empty: any.
    /// Zenn's articles carry none.
    public var tags: [String] = []
    /// A page's lists, whose articles are read too: the all-time tops, and the first `gainers` of those that gained
    /// most over `range` in `zone` (what each gained is read with them).
    public var page: (gainers: Int, range: DateRange, zone: ReportZone)?

    /// The query of the articles published in `created` (nil: all) of `user`'s newest fetch on `host`.
    public init(host: String, user: String?, created: Range<Int>? = nil, includePrivate: Bool = false) {
        (self.host, self.user, self.created, self.includePrivate) = (host, user, created, includePrivate)
    }
}

/// The newest complete fetch of an account: what a report reads instead of fetching.
public struct StoredSnapshot: Sendable {
    /// The snapshot.
    public var snapshot: Snapshot
    /// The avatar of the account's newest fetch that had one.
    public var avatar: Avatar?
    /// When the fetch ended: `--max-age` is measured from it.
    public var fetchedAt: Date
    /// What a report needs of every article it counts, summed in one pass (``snapshot`` may hold only some).
    public var summary: SnapshotSummary
    /// What each article gained over the period of ``SnapshotQuery/page``; nil when two fetches do not cover it.
    public var articleGains: ArticleGains?
    /// The ids of the articles, of any time, that carry one of ``SnapshotQuery/tags``, found once for the run (the
    /// gains of a report of some tags are theirs); nil without tags.
    public var tagged: Set<String>? = nil
}

extension HistoryStore {
    /// The newest complete fetch of `query`'s account, the one with a token first (it has the views and
    /// limited-share articles). Its items are those published in `query.created`, the tops of a page and its
    /// gainers, newest first; its summary counts all (limited-share ones and Zenn's as `query` says), with the
    /// problems the fetch recorded.
    public func newest(_ query: SnapshotQuery) throws -> StoredSnapshot? {
        try guarded {
            let newest = try database.withStatement(
                """
                SELECT f.id, f.fetched_at, f.fetched_at_text, f.truncated, a.id, a.user, a.authenticated, a.name,
                    a.profile_image_url, a.items_count, a.followers_count, a.description, a.avatar
                FROM accounts a JOIN fetches f ON f.account = a.id AND f.complete = 1
                WHERE a.host = ?1 AND (?2 IS NULL AND a.authenticated = 1 OR a.user = ?2)
                ORDER BY a.authenticated DESC, f.fetched_at DESC LIMIT 1
                """
            ) { row -> (fetch: Int, account: Int, snapshot: Snapshot, avatar: Avatar?, fetchedAt: Date)? in
                try row.bind([.text(query.host), .text(query.user)])
                guard try row.step() else { return nil }
                let profile = QiitaUser(
                    id: row.text(at: 5), name: row.optionalText(at: 7), profileImageURL: row.text(at: 8),
                    itemsCount: row.integer(at: 9), followersCount: row.integer(at: 10),
                    description: row.optionalText(at: 11))
                var snapshot = Snapshot(
                    host: query.host, fetchedAt: row.text(at: 2), user: profile, items: [],
                    viewsAvailable: row.integer(at: 6) != 0)
                snapshot.truncated = row.integer(at: 3) != 0
                return (
                    row.integer(at: 0), row.integer(at: 4), snapshot, row.blob(at: 12).flatMap(Avatar.init(bytes:)),
                    Date(timeIntervalSince1970: Double(row.integer(at: 1)) / 1000)
                )
            }
            guard case let (fetch, account, snapshot, avatar, fetchedAt)? = newest else { return nil }
            let counted: [SQLiteValue] = [.integer(fetch), .boolean(query.includePrivate), .boolean(query.includeZenn)]
            let tagged = query.tags.isEmpty ? nil : try taggedArticles(account: account, tags: query.tags)
            let taggedIDs = tagged.map { Set($0.values) }
            let gains = try query.page.flatMap {
                try articleGains(
                    account: account, range: $0.range, zone: $0.zone, includePrivate: query.includePrivate,
                    tagged: taggedIDs)
            }
            // The first gainers this fetch has (a Zenn article, when Zenn's are left out, is skipped below).
            var listed = Set<Int>()
            for entry in gains?.entries ?? [] where listed.count < query.page?.gainers ?? 0 {
                let present = "SELECT c.article FROM counts c JOIN articles r ON r.id = c.article AND r.article = ?2"
                try database.statement(present + " WHERE c.fetch = ?1").forEachRow([.integer(fetch), .text(entry.id)]) {
                    listed.insert($0.integer(at: 0))
                }
            }
            var summary = SnapshotSummary()
            var items: [SnapshotItem] = []
            // Room for the profile's articles (at most the 10,000 listed): growing would move each again, to new pages.
            items.reserveCapacity(min(snapshot.user.itemsCount, 10_000))
            var (rowids, epochs): ([Int], [Int?]) = ([], [])
            var unreadable = false
            let select = """
                SELECT r.id, r.created_epoch, c.private, c.views_stale, c.likes, c.stocks, c.views, r.source = 'qiita',
                    c.comments, r.article, r.title, r.url, r.created_at, coalesce(r.updated_at, r.created_at)
                FROM counts c CROSS JOIN articles r ON r.id = c.article WHERE c.fetch = ?1
                """
            // One pass over the fetch in key order: every counted article's numbers (the sums, the times the streak
            // counts back through, the tops) and the texts of those shown.
            try database.withStatement(select) {
                try $0.forEachRow([.integer(fetch)]) { row in
                    let (qiita, rowid, epoch) = (
                        row.integer(at: 7) != 0, row.integer(at: 0), row.optionalInteger(at: 1)
                    )
                    guard query.includeZenn || qiita, tagged.map({ $0[rowid] != nil }) ?? true else { return }
                    if query.includePrivate || row.integer(at: 2) == 0 {
                        summary.count(
                            likes: row.integer(at: 4), stocks: row.integer(at: 5), views: row.optionalInteger(at: 6),
                            qiita: qiita, published: epoch, at: rowid)
                        unreadable = unreadable || epoch == nil
                    }
                    let inPeriod = query.created.map { epoch.map($0.contains) ?? false } ?? true
                    guard inPeriod || listed.contains(rowid) else { return }
                    rowids.append(rowid)
                    epochs.append(epoch)
                    items.append(Self.item(row))
                }
            }
            // The tops published outside the period, by rowid, each put in rowid order (the tags are read in it).
            let tops = query.page != nil ? Set(summary.topByViews.positions + summary.topByLikes.positions) : []
            if case let missing = tops.subtracting(rowids), !missing.isEmpty {
                try database.withStatement(select + " AND r.id IN (\(missing.map(String.init).joined(separator: ",")))")
                {
                    try $0.forEachRow([.integer(fetch)]) { row in
                        let at = rowids.firstIndex { $0 > row.integer(at: 0) } ?? rowids.endIndex
                        rowids.insert(row.integer(at: 0), at: at)
                        epochs.insert(row.optionalInteger(at: 1), at: at)
                        items.insert(Self.item(row), at: at)
                    }
                }
            }
            try tag(&items, rowids: rowids)
            // Newest first, those of the same second by `created_at`, then id; applied in place, a cycle at a time.
            var order = items.indices.sorted {
                epochs[$0] != epochs[$1]
                    ? epochs[$0] ?? .min > epochs[$1] ?? .min
                    : (items[$0].createdAt, items[$0].id) > (items[$1].createdAt, items[$1].id)
            }
            for start in order.indices {
                var at = start
                while case let from = order[at], from != start {
                    items.swapAt(at, from)
                    epochs.swapAt(at, from)
                    rowids.swapAt(at, from)
                    (order[at], at) = (at, from)
                }
                order[at] = at
            }
            // The tops' places among the items (none unless asked for).
            let places = Dictionary(uniqueKeysWithValues: zip(tops.isEmpty ? [] : rowids, items.indices))
            summary.topByViews.positions = summary.topByViews.positions.compactMap { places[$0] }
            summary.topByLikes.positions = summary.topByLikes.positions.compactMap { places[$0] }
            summary.published = epochs
            try problems(counted, unreadable: unreadable, tagged: taggedIDs, into: &summary)
            var found = snapshot
            found.items = items
            return StoredSnapshot(
                snapshot: found, avatar: avatar, fetchedAt: fetchedAt, summary: summary, articleGains: gains,
                tagged: taggedIDs)
        }
    }

    /// The article of a row of `newest`'s pass.
    private static func item(_ row: SQLiteStatement) -> SnapshotItem {
        SnapshotItem(
            id: row.text(at: 9), title: row.text(at: 10), url: row.text(at: 11), createdAt: row.text(at: 12),
            updatedAt: row.text(at: 13), likesCount: row.integer(at: 4), stocksCount: row.integer(at: 5),
            commentsCount: row.integer(at: 8), pageViewsCount: row.optionalInteger(at: 6),
            isPrivate: row.integer(at: 2) != 0, viewsStale: row.integer(at: 3) != 0)
    }

    /// Gives `items` of `rowids` (ascending) their tags: those of a sparse list looked up, of a dense one read in one
    /// pass that stops after the last (SQLite checks no upper bound on every row).
    private func tag(_ items: inout [SnapshotItem], rowids: [Int]) throws {
        guard let first = rowids.first, let last = rowids.last else { return }
        let range =
            rowids.count * 4 < last - first ? "IN (\(rowids.map(String.init).joined(separator: ",")))" : ">= \(first)"
        var index = 0
        // An article's names gather here, then go to it in an array of their count (map copies; the buffer stays).
        var names: [String] = []
        try database.withStatement("SELECT t.article, t.name FROM tags t WHERE t.article \(range) ORDER BY t.article") {
            try $0.bind([])
            while try $0.step() {
                let article = $0.integer(at: 0)
                guard article <= last else { break }
                while rowids[index] < article {
                    (items[index].tags, index) = (names.map { $0 }, index + 1)
                    names.removeAll(keepingCapacity: true)
                }
                if rowids[index] == article { names.append($0.text(at: 1)) }
            }
        }
        items[index].tags = names
    }

    /// What each article of `account` (of the `tagged` ones, when given) gained over `range` in `zone`; nil when fewer
    /// than two fetches cover it.
    private func articleGains(
        account: Int, range: DateRange, zone: ReportZone, includePrivate: Bool, tagged: Set<String>?
    ) throws -> ArticleGains? {
        let first = try fetchTime(Self.fetchBefore, account, range.anyZoneSeconds.lowerBound)
        let last = try fetchTime(Self.fetchAfter, account, range.anyZoneSeconds.upperBound)
        let fetches = "SELECT count(*) FROM fetches WHERE account = ?1 AND fetched_at BETWEEN ?2 AND ?3"
        guard try database.integer(fetches, [.integer(account), .integer(first), .integer(last)]) ?? 0 >= 2 else {
            return nil
        }
        return ArticleGains(
            try history(account: account, from: first, to: last, tagged: tagged), range: range, zone: zone,
            includePrivate: includePrivate)
    }

    /// The gains between `account`'s fetches whose days can touch `from`…`to` (epoch seconds), of the `articles`
    /// (ids) alone, by ``FetchPairGain``'s rule from their rows (the stored gains are of every article's).
    func gains(account: Int, from: Int, to: Int, of articles: Set<String>, includePrivate: Bool) throws -> GainHistory {
        let fetches = try history(
            account: account, from: fetchTime(Self.fetchBefore, account, from),
            to: fetchTime(Self.fetchAfter, account, to), tagged: articles)
        return GainHistory(
            pairs: zip(fetches.fetches, fetches.fetches.dropFirst()).map {
                FetchPairGain.between($0, $1, articles: fetches.articles, includePrivate: includePrivate)
            })
    }

    /// The rows of `account`'s fetches from `from` to `to` (ms); only the `tagged` articles' counts (ids), when given.
    private func history(account: Int, from: Int, to: Int, tagged: Set<String>?) throws -> SnapshotHistory {
        var history = try rows(account: account, from: from, to: to).history
        if let tagged {
            let kept = history.articles.map { tagged.contains($0.id) }
            for index in history.fetches.indices { history.fetches[index].counts.removeAll { !kept[$0.article] } }
        }
        return history
    }

    /// The articles of `account` that carry one of `tags`, matched by ``TagTotals/key(_:)``: each one's id by rowid.
    private func taggedArticles(account: Int, tags: [String]) throws -> [Int: String] {
        let keys = Set(tags.map(TagTotals.key))
        var found: [Int: String] = [:]
        let select = "SELECT t.article, t.name, r.article FROM tags t JOIN articles r ON r.id = t.article"
        try database.statement(select + " WHERE r.account = ?1").forEachRow([.integer(account)]) {
            if keys.contains(TagTotals.key($0.text(at: 1))) { found[$0.integer(at: 0)] = $0.text(at: 2) }
        }
        return found
    }

    /// What the `counted` fetch (`newest`'s) did not get, in the order it was recorded (of its articles, only the
    /// `tagged` ones' when given), and the first counted article whose time cannot be read when the pass met one
    /// (`unreadable`).
    private func problems(
        _ counted: [SQLiteValue], unreadable: Bool, tagged: Set<String>?, into summary: inout SnapshotSummary
    ) throws {
        try database.withStatement(
            """
            SELECT kind, article, message, rate_limited, since FROM problems
            WHERE fetch = ?1 AND (?2 OR NOT private) AND (?3 OR kind <> 'zenn') ORDER BY rowid
            """
        ) {
            try $0.forEachRow(counted) { row in
                guard let kind = ItemProblem.Kind(rawValue: row.text(at: 0)) else { return }
                let (id, message, since) = (row.optionalText(at: 1), row.text(at: 2), row.optionalText(at: 4))
                if let tagged, let id, !tagged.contains(id) { return }
                summary.problems.append(
                    ItemProblem(kind, id: id, message: message, rateLimited: row.integer(at: 3) != 0, since: since))
            }
        }
        guard unreadable else { return }
        try database.withStatement(
            """
            SELECT r.article, r.created_at FROM counts c JOIN articles r ON r.id = c.article
            WHERE c.fetch = ?1 AND (?2 OR NOT c.private) AND (?3 OR r.source = 'qiita') AND r.created_epoch IS NULL
            ORDER BY r.created_at DESC, r.article DESC
            """
        ) {
            try $0.forEachRow(counted) {
                // The first of the articles the report counts: with tags, one outside them is not its problem.
                guard summary.malformed == nil, tagged?.contains($0.text(at: 0)) ?? true else { return }
                summary.malformed = .malformedTimestamp(itemID: $0.text(at: 0), value: $0.text(at: 1))
            }
        }
    }
}
