import Foundation
import QiitaModel
import QiitaStatsCore
import Synchronization

/// Downloads one user's items, their views and the avatar: the network half of `fetch`.
public struct Fetcher: Sendable {
    /// What one fetch brought back.
    public struct Outcome: Sendable {
        /// The new snapshot (to be cached only because the fetch succeeded).
        public var snapshot: Snapshot
        /// The avatar, if it could be downloaded and was an image.
        public var avatar: Avatar?
        /// Per-article problems: views not refreshed (partial run, exit 3).
        public var problems: [ItemProblem]
        /// Warnings that do not make the run partial (a rejected avatar).
        public var warnings: [String]
    }

    let client: QiitaClient
    let concurrency: Int
    let wait: Bool
    let progress: FetchProgress

    /// A fetcher sending through `client`, `concurrency` per-item requests at a time; with
    /// `wait`, the quota is waited for rather than given up on.
    public init(client: QiitaClient, concurrency: Int, wait: Bool, progress: FetchProgress) {
        self.client = client
        self.concurrency = concurrency
        self.wait = wait
        self.progress = progress
    }

    /// Per-item requests failing one after another (after their retries) that mean the API
    /// is down rather than one article broken.
    static let failuresInARowThatFailTheFetch = 8
    static let maxAvatarBytes = 2 << 20

    /// Fetches the token's user (`user == nil`) or another user's public items.
    ///
    /// The work overlaps where the API allows: the user and page 1 load together, the avatar
    /// downloads meanwhile, and the views flow through one queue, newest first, fed by page 1 at
    /// once and by the other pages as they arrive.
    ///
    /// `previous` gives the last snapshot, whose views stand in for those that cannot be refreshed.
    public func fetch(user otherUser: String?, previous: () -> Snapshot?) async throws(QiitaError) -> Outcome {
        let userPath = otherUser.map { "users/\($0)" } ?? "authenticated_user"
        let listPath = otherUser.map { "users/\($0)/items" } ?? "authenticated_user/items"
        // The user and page 1 do not depend on each other: both at once.
        async let firstAnswer = capture { () throws(QiitaError) in
            try await self.client.get(listPath, query: Self.pageQuery(1))
        }
        let userResponse = try await client.get(userPath)
        let userDTO = try QiitaClient.decode(UserDTO.self, from: userResponse, what: "the user")
        let user = userDTO.user
        async let avatar = downloadAvatar(user.profileImageURL)
        let firstResponse = try await firstAnswer.get()
        let paging = ListPaging(firstResponse.headers)
        let listedPages = paging.plannedPages(itemsCount: userDTO.itemsCount)
        progress.pages(done: 1, of: listedPages)
        let wantsViews = otherUser == nil
        // Page 1's views may use the quota but for what the other pages need; measured before
        // those pages start, so that the newest items always come first.
        let firstQuota = client.budget.available(now: client.context.clock()).map { max(0, $0 - (listedPages - 1)) }
        let (queue, feed) = AsyncStream<String>.makeStream()
        async let views = capture { () throws(QiitaError) in
            try await self.fetchViews(of: queue)
        }
        let tail: ListTail
        var items: [SnapshotItem]
        var unusable: [(id: String, reason: String)]
        // When page 1 alone exhausts the quota, older items are not even queued: newest first.
        let quotaExhausted: Bool
        do throws(QiitaError) {
            let first = try QiitaClient.decode([ListedItem].self, from: firstResponse, what: "page 1 of the items")
            items = first.compactMap(\.snapshotItem)
            unusable = first.compactMap(\.unusable)
            let pending = items.filter { wantsViews && $0.pageViewsCount == nil }.map(\.id)
            let firstQueue = wait ? pending : Array(pending.prefix(firstQuota ?? pending.count))
            for id in firstQueue { feed.yield(id) }
            progress.itemsNeeded(firstQueue.count)
            quotaExhausted = firstQueue.count < pending.count
            tail = try await laterPages(listPath, paging: paging, planned: listedPages, firstCount: first.count)
        } catch {
            feed.finish()
            throw error
        }
        var seen = Set(items.map(\.id))
        unusable += tail.items.compactMap(\.unusable)
        for item in tail.items.compactMap(\.snapshotItem) where seen.insert(item.id).inserted {
            items.append(item)
            guard wantsViews, item.pageViewsCount == nil, !quotaExhausted else { continue }
            // Past the quota, the budget refuses these without a request: they end up stale.
            progress.itemsNeeded(1)
            feed.yield(item.id)
        }
        feed.finish()
        let fetched = try await views.get()
        // The previous snapshot only for articles whose views or counts cannot be used.
        let stale = items.contains { item in
            guard wantsViews, item.pageViewsCount == nil else { return false }
            if case .success(_?)? = fetched[item.id] { return false }
            return true
        }
        var fill = ViewsFill(previous: stale || !unusable.isEmpty ? previous() : nil)
        if wantsViews { fill.apply(fetched, to: &items) }
        for (id, reason) in unusable where seen.insert(id).inserted { fill.keepCached(id, because: reason, in: &items) }
        let (image, warning) = await avatar
        progress.finish()
        var snapshot = Snapshot(
            host: client.base.host,
            // To the millisecond: fetches made within one second are distinct fetches.
            fetchedAt: ISOTimestamp.format(
                client.context.clock(), timeZone: TimeZoneName.timeZone(client.zone), milliseconds: true),
            user: user, items: items, viewsAvailable: wantsViews)
        snapshot.truncated = paging.isCut(
            lastPageRead: tail.lastPage, lastPageFull: tail.lastPageFull, itemsCount: userDTO.itemsCount,
            publicItemsRead: items.filter { !$0.isPrivate }.count)
        return Outcome(snapshot: snapshot, avatar: image, problems: fill.problems, warnings: warning.map { [$0] } ?? [])
    }

    /// The pages after page 1 (of `firstCount` items). Pages 2…`planned` go out together, as
    /// the count announced; where the list ends is the first short or empty page (articles
    /// deleted meanwhile, or a count that was high). A list whose pages are still full past
    /// the count (missing or too low) is read on one page at a time, never past page 100.
    private func laterPages(_ path: String, paging: ListPaging, planned: Int, firstCount: Int) async throws(QiitaError)
        -> ListTail
    {
        var tail = ListTail(items: [], lastPage: 1, lastPageFull: firstCount >= ListPaging.perPage)
        guard tail.lastPageFull else { return tail }
        let client = self.client
        let progress = self.progress
        let get = { @Sendable (page: Int) async throws(QiitaError) in
            (page, try await client.get(path, query: Self.pageQuery(page)))
        }
        let decode = { @Sendable (page: Int, response: HTTPResponse) throws(QiitaError) -> [ListedItem] in
            let items = try QiitaClient.decode([ListedItem].self, from: response, what: "page \(page) of the items")
            progress.pageDone()
            return items
        }
        func add(_ page: [ListedItem]) {
            tail.items += page
            tail.lastPage += 1
            tail.lastPageFull = page.count >= ListPaging.perPage
        }
        if planned >= 2 {
            let (numbers, feed) = AsyncStream<Int>.makeStream()
            for page in 2...planned { feed.yield(page) }
            feed.finish()
            for page in try await boundedMap(numbers, limit: concurrency, get, then: decode) where tail.lastPageFull {
                add(page)
            }
        }
        while tail.lastPageFull && tail.lastPage < ListPaging.maxPages
            && paging.goesOn(itemsRead: firstCount + tail.items.count)
        {
            progress.pages(done: tail.lastPage, of: tail.lastPage + 1)
            let (page, response) = try await get(tail.lastPage + 1)
            add(try decode(page, response))
        }
        return tail
    }

    static func pageQuery(_ page: Int) -> [URLQueryItem] {
        [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "per_page", value: "\(ListPaging.perPage)")]
    }

    /// `GET /items/:id` for each id as it arrives, `--concurrency` at a time: the views by id,
    /// or why an item has none. A deleted item, a refused quota, an item that keeps failing
    /// after its retries or answers garbage concerns that item only: it keeps its cached views,
    /// marked stale. Only a rejected token, or ``failuresInARowThatFailTheFetch`` items failing
    /// in a row (the API is down, not one article), fails the fetch.
    private func fetchViews(of ids: AsyncStream<String>) async throws(QiitaError) -> [String: Result<Int?, QiitaError>]
    {
        let client = self.client
        let progress = self.progress
        let breaker = FailureBreaker(limit: max(Self.failuresInARowThatFailTheFetch, concurrency))
        // The one limit on the item requests in flight: when a used-up quota closes the rate
        // gate, no more than these can still reach the server.
        let results = try await boundedMap(
            ids, limit: concurrency,
            { (id: String) throws(QiitaError) -> (String, Result<HTTPResponse, QiitaError>) in
                defer { progress.itemDone() }
                do throws(QiitaError) {
                    let response = try await client.get("items/\(id)")
                    breaker.succeeded()
                    return (id, .success(response))
                } catch {
                    switch error {
                    case .notFound, .rateLimited, .resetTooFar: return (id, .failure(error))  // this item only
                    case .unavailable, .refused, .badData, .redirected:
                        // This item only, unless items keep failing in a row: then the API is down.
                        try breaker.failed(error)
                        return (id, .failure(error))
                    case .unauthorized, .untrusted, .interrupted: throw error
                    }
                }
            },
            then: { (answer: (String, Result<HTTPResponse, QiitaError>)) -> (String, Result<Int?, QiitaError>) in
                let (id, result) = answer
                // An answer that cannot be read concerns this item only.
                return (
                    id,
                    result.flatMap { response in
                        Result { () throws(QiitaError) in
                            try QiitaClient.decode(ItemDTO.self, from: response, what: "item \(id)").snapshotItem
                                .pageViewsCount
                        }
                    }
                )
            })
        return Dictionary(results, uniquingKeysWith: { first, _ in first })
    }

    /// The avatar, downloaded without credentials, capped and checked by magic number.
    private func downloadAvatar(_ address: String) async -> (Avatar?, String?) {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(),
            scheme == "https" || scheme == "http"
        else { return (nil, "the avatar URL is not http(s); using a placeholder") }
        let request = HTTPRequest(
            url: url, headers: [("Accept", "image/*")], timeout: client.timeout, maxBodyBytes: Self.maxAvatarBytes)
        do {
            let response = try await client.context.transport.send(request)
            guard response.status == 200 else {
                return (nil, "the avatar answered \(response.status); using a placeholder")
            }
            guard let avatar = Avatar(bytes: Array(response.body)) else {
                return (nil, "the avatar is not a whole PNG, JPEG, GIF or WebP image; using a placeholder")
            }
            return (avatar, nil)
        } catch {
            return (nil, "the avatar could not be downloaded (\(error.message)); using a placeholder")
        }
    }
}

/// The items whose views could not be refreshed: they keep their cached views, marked stale.
struct ViewsFill {
    static let rateLimited = "views not fetched: the rate limit ran out"

    /// The previous snapshot's items by id.
    let cached: [String: SnapshotItem]
    /// One entry per item left stale.
    private(set) var problems: [ItemProblem] = []

    /// A fill that falls back on `previous`'s views.
    init(previous: Snapshot?) {
        cached = Dictionary((previous?.items ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Puts the fetched views into `items` that have none; the others keep their cached views.
    mutating func apply(_ fetched: [String: Result<Int?, QiitaError>], to items: inout [SnapshotItem]) {
        for index in items.indices where items[index].pageViewsCount == nil {
            switch fetched[items[index].id] {
            case .success(let views?)?: items[index].pageViewsCount = views
            case .success(nil)?: keepCached(&items[index], because: "the API sent no views")
            // Refused by the budget, or never queued.
            case .failure(.rateLimited)?, .failure(.resetTooFar)?, nil:
                keepCached(&items[index], because: Self.rateLimited, rateLimited: true)
            case .failure(let error)?: keepCached(&items[index], because: error.message)
            }
        }
    }

    /// Puts the previous fetch's `id` (all its counts, views marked stale) into `items` in place
    /// of a listed article whose counts cannot be used, or leaves it out when no fetch had it.
    mutating func keepCached(_ id: String, because reason: String, in items: inout [SnapshotItem]) {
        guard var item = cached[id] else {
            problems.append(ItemProblem(.leftOut, id: id, message: reason))
            return
        }
        item.viewsStale = true
        items.append(item)
        problems.append(ItemProblem(.keptCounts, id: id, message: reason))
    }

    /// Keeps the cached views of `item`, marked stale, and records why, saying whether an
    /// earlier fetch had any (a first fetch has none to keep).
    mutating func keepCached(_ item: inout SnapshotItem, because reason: String, rateLimited: Bool = false) {
        item.pageViewsCount = cached[item.id]?.pageViewsCount
        item.viewsStale = true
        let kind = item.pageViewsCount == nil ? ItemProblem.Kind.unknownViews : .staleViews
        problems.append(ItemProblem(kind, id: item.id, message: reason, rateLimited: rateLimited))
    }
}

/// Counts per-item failures in a row: past the limit the API is failing, not one article.
final class FailureBreaker: Sendable {
    private let limit: Int
    private let inARow = Mutex(0)

    /// A breaker that trips at `limit` failures in a row.
    init(limit: Int) { self.limit = limit }

    /// A request succeeded: the count starts again.
    func succeeded() { inARow.withLock { $0 = 0 } }

    /// A request failed with `error`; rethrows it once `limit` have failed in a row.
    func failed(_ error: QiitaError) throws(QiitaError) {
        let count = inARow.withLock { count in
            count += 1
            return count
        }
        if count >= limit { throw error }
    }
}

/// The outcome of a throwing operation as a value, for `async let`, which cannot keep a typed error.
func capture<T: Sendable>(_ body: () async throws(QiitaError) -> T) async -> Result<T, QiitaError> {
    do throws(QiitaError) {
        return .success(try await body())
    } catch {
        return .failure(error)
    }
}
