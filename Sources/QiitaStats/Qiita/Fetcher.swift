import Foundation

/// Downloads one user's items, their views and the avatar: the network half of `fetch`.
struct Fetcher: Sendable {
    /// What one fetch brought back.
    struct Outcome: Sendable {
        /// The new snapshot (to be cached only because the fetch succeeded).
        var snapshot: Snapshot
        /// The avatar, if it could be downloaded and was an image.
        var avatar: Avatar?
        /// Per-article problems: views not refreshed (partial run, exit 3).
        var problems: [ItemProblem]
        /// Warnings that do not make the run partial (a rejected avatar).
        var warnings: [String]
    }

    let client: QiitaClient
    let concurrency: Int
    let wait: Bool
    let progress: FetchProgress

    static let perPage = 100
    static let maxPages = 100
    static let maxAvatarBytes = 2 << 20

    /// Fetches the token's user (`user == nil`) or another user's public items.
    func fetch(user otherUser: String?, previous: Snapshot?) async throws(QiitaError) -> Outcome {
        let userPath = otherUser.map { "users/\($0)" } ?? "authenticated_user"
        let userResponse = try await client.get(userPath)
        let user = try client.decode(UserDTO.self, from: userResponse, what: "the user").user
        let items = try await fetchItems(path: otherUser.map { "users/\($0)/items" } ?? "authenticated_user/items")
        var snapshotItems = items.map(\.snapshotItem)
        var problems: [ItemProblem] = []
        if otherUser == nil {
            problems = try await fillViews(&snapshotItems, previous: previous)
        }
        let (avatar, warning) = await downloadAvatar(user.profileImageURL)
        progress.finish()
        let snapshot = Snapshot(
            host: client.base.host, fetchedAt: ISOTimestamp.format(client.context.clock(), zone: client.zone),
            user: user, items: snapshotItems, viewsAvailable: otherUser == nil)
        return Outcome(snapshot: snapshot, avatar: avatar, problems: problems, warnings: warning.map { [$0] } ?? [])
    }

    /// Every page of a list: page 1, then the rest concurrently once `Total-Count` is known.
    private func fetchItems(path: String) async throws(QiitaError) -> [ItemDTO] {
        let first = try await client.get(path, query: Self.pageQuery(1))
        let firstItems = try client.decode([ItemDTO].self, from: first, what: "page 1 of the items")
        let total = first.headers["Total-Count"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let pageCount = min(
            Self.maxPages,
            total.map { ($0 + Self.perPage - 1) / Self.perPage } ?? LinkHeader(first.headers["Link"]).lastPage ?? 1)
        progress.pages(done: 1, of: pageCount)
        guard !firstItems.isEmpty, pageCount > 1 else { return firstItems }
        let client = self.client
        let progress = self.progress
        let rest = try await boundedMap(Array(2...pageCount), limit: concurrency) { (page: Int) throws(QiitaError) in
            let response = try await client.get(path, query: Self.pageQuery(page))
            let items = try client.decode([ItemDTO].self, from: response, what: "page \(page) of the items")
            progress.pageDone()
            return items
        }
        var all = firstItems
        var seen = Set(firstItems.map(\.id))
        for page in rest {
            if page.isEmpty { break }  // the list ended early (items deleted meanwhile)
            for item in page where seen.insert(item.id).inserted { all.append(item) }
        }
        return all
    }

    static func pageQuery(_ page: Int) -> [URLQueryItem] {
        [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "per_page", value: "\(perPage)")]
    }

    /// `GET /items/:id` for each item whose list entry has no views, newest first. Without
    /// `--wait`, only as many as the quota allows: the rest keep their cached views, marked stale.
    /// With `--wait`, the client sleeps through each reset until every item is done.
    private func fillViews(_ items: inout [SnapshotItem], previous: Snapshot?) async throws(QiitaError) -> [ItemProblem]
    {
        let cached = Dictionary((previous?.items ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let pending = items.indices.filter { items[$0].pageViewsCount == nil }
        progress.items(done: 0, of: pending.count)
        let affordable =
            wait
            ? pending.count : min(pending.count, client.budget.available(now: client.context.clock()) ?? pending.count)
        let client = self.client
        let progress = self.progress
        let fetched = try await boundedMap(pending.prefix(affordable).map { items[$0].id }, limit: concurrency) {
            (id: String) throws(QiitaError) -> Result<Int?, QiitaError> in
            defer { progress.itemDone() }
            do throws(QiitaError) {
                let response = try await client.get("items/\(id)")
                return .success(try client.decode(ItemDTO.self, from: response, what: "item \(id)").pageViewsCount)
            } catch {
                switch error {
                case .notFound, .rateLimited: return .failure(error)  // this item only
                default: throw error  // the API is failing: the whole fetch fails
                }
            }
        }
        var problems: [ItemProblem] = []
        func keepCached(_ index: Int, because reason: String) {
            items[index].pageViewsCount = cached[items[index].id]?.pageViewsCount
            items[index].viewsStale = true
            problems.append(ItemProblem(id: items[index].id, message: reason))
        }
        let rateLimited = "views not refreshed: the rate limit ran out"
        for (index, result) in zip(pending, fetched) {
            switch result {
            case .success(let views?): items[index].pageViewsCount = views
            case .success(nil): keepCached(index, because: "the API sent no views")
            case .failure(.rateLimited): keepCached(index, because: rateLimited)
            case .failure(let error): keepCached(index, because: error.message)
            }
        }
        for index in pending.dropFirst(affordable) { keepCached(index, because: rateLimited) }
        return problems
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
            guard let avatar = Avatar(bytes: response.body) else {
                return (nil, "the avatar is not a whole PNG, JPEG, GIF or WebP image; using a placeholder")
            }
            return (avatar, nil)
        } catch {
            return (nil, "the avatar could not be downloaded (\(error.message)); using a placeholder")
        }
    }
}
