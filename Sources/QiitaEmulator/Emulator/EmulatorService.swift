import Foundation
import QiitaStatsCore

/// Answers the API: authentication, rate limits, faults, then the endpoint.
final class EmulatorService: Sendable {
    let configuration: EmulatorConfiguration
    let dataset: EmulatorDataset
    private let catalog: ItemCatalog
    private let authenticatedUserJSON: [UInt8]
    private let userJSON: [UInt8]
    private let avatar: Avatar
    private let avatarPath: String
    let base: String
    private let limiter: RateLimiter
    private let faults: FaultPlan

    init(
        configuration: EmulatorConfiguration, dataset: EmulatorDataset, avatar: Avatar, avatarPath: String, base: String
    ) {
        self.configuration = configuration
        self.dataset = dataset
        catalog = ItemCatalog(dataset, edits: configuration.edits)
        let userEdits = ItemCatalog.fields(configuration.edits, of: .user)
        authenticatedUserJSON = Array(dataset.user.json(authenticated: true, edits: userEdits).utf8)
        userJSON = Array(dataset.user.json(edits: userEdits).utf8)
        self.avatar = avatar
        self.avatarPath = avatarPath
        self.base = base
        limiter = RateLimiter(window: configuration.rateLimitWindow)
        faults = FaultPlan(configuration.faults)
    }

    /// The emulator's clock (the system's, or a test's), skewed by `--clock-offset-s`.
    private var now: Date {
        configuration.clock.now().addingTimeInterval(TimeInterval(configuration.clockOffsetSeconds))
    }

    /// `Date`, as every HTTP server sends it, from the emulator's (possibly skewed) clock.
    private var dateHeader: (name: String, value: String) { ("Date", HTTPDate.format(now)) }

    /// The answer to one request, with the configured latency and any fault applied.
    func respond(_ exchange: HTTPExchange) -> HTTPAnswer {
        let request = exchange.request
        let isAvatar = request.path == avatarPath
        let page = request.queryItems.last { $0.name == "page" }.flatMap { Int($0.value) } ?? 1
        let host = request.header("Host").map { Self.hostName(of: $0) }
        let fault = faults.next(path: request.path, page: page, isAvatar: isAvatar, host: host)
        var answer: HTTPAnswer
        if case .redirect(let target)? = fault?.kind {
            answer = redirect(request, to: target)
        } else if isAvatar {
            answer = avatarAnswer(fault)
        } else if let avatarHost = configuration.avatarHost, exchange.listenerHost == avatarHost,
            avatarHost != configuration.host
        {
            answer = HTTPAnswer(status: 404, headers: [("Content-Type", "text/plain")], body: Array("Not found\n".utf8))
        } else {
            answer = apiAnswer(exchange, fault: fault)
        }
        answer.delayMilliseconds = configuration.latencyMilliseconds
        switch fault?.kind {
        case .reset?: answer.delivery = .reset
        case .truncate?: answer.delivery = .truncate
        case .stall(let milliseconds)?: answer.delayMilliseconds += milliseconds
        default: break
        }
        if let fault { answer.fault = Self.describe(fault.kind) }
        return answer
    }

    /// The host of a `Host` header, without its port (`[::1]:80` → `::1`).
    static func hostName(of header: String) -> String {
        if header.hasPrefix("["), let close = header.firstIndex(of: "]") {
            return String(header[header.index(after: header.startIndex)..<close])
        }
        return String(header.split(separator: ":", maxSplits: 1).first ?? "")
    }

    private func avatarAnswer(_ fault: Fault?) -> HTTPAnswer {
        if case .status(let status)? = fault?.kind { return statusFault(status, fault, rate: []) }
        var kind: Fault.AvatarFault?
        if case .avatar(let avatarFault)? = fault?.kind { kind = avatarFault }
        let (type, body) = avatar.answer(kind)
        return HTTPAnswer(
            status: 200,
            headers: [("Content-Type", type), ("Cache-Control", "max-age=86400"), ("ETag", Self.etag(body))],
            body: body)
    }

    private func apiAnswer(_ exchange: HTTPExchange, fault: Fault?) -> HTTPAnswer {
        let request = exchange.request
        let authorization = request.header("Authorization")
        let token = authorization.flatMap(Self.bearer)
        let valid = token.map { configuration.tokens.contains($0) } ?? false
        let key = valid ? "token:" + (token ?? "") : "ip:" + exchange.peer
        let limit = valid ? configuration.rateLimit : configuration.anonymousRateLimit
        if case .status(let status)? = fault?.kind {
            return statusFault(
                status, fault, rate: limiter.check(key, limit: limit, now: now, count: false).headers + [dateHeader])
        }
        let verdict = limiter.check(key, limit: limit, now: now)
        var answer: HTTPAnswer
        if !verdict.allowed {
            answer = error(configuration.rateLimitStatus, "Rate limit exceeded", "rate_limit_exceeded")
        } else if authorization != nil && !valid {
            answer = error(401, "Unauthorized", "unauthorized")
        } else {
            answer = route(request, authenticated: valid)
        }
        if case .malformedJSON? = fault?.kind {
            answer.status = 200
            answer.body = Array(answer.body.prefix(answer.body.count / 2))
        }
        let etag = Self.etag(answer.body)
        answer.headers =
            [("Content-Type", "application/json; charset=utf-8"), dateHeader] + verdict.headers + answer.headers + [
                ("ETag", etag), ("Cache-Control", "max-age=0, private, must-revalidate"), ("Vary", "Origin"),
                ("X-Request-Id", UUID().uuidString.lowercased()),
            ]
        if answer.status == 200, request.header("If-None-Match") == etag {
            answer.status = 304
            answer.body = []
        }
        for (name, value) in configuration.headerOverrides {
            answer.headers.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
            answer.headers.append((name, value))
        }
        if !configuration.droppedHeaders.isEmpty {
            let dropped = Set(configuration.droppedHeaders.map { $0.lowercased() })
            answer.headers.removeAll { dropped.contains($0.name.lowercased()) }
        }
        return answer
    }

    private func route(_ request: HTTPRequestHead, authenticated: Bool) -> HTTPAnswer {
        if request.path == "/api/articles" { return zennList(request) }
        guard request.method == "GET" || request.method == "HEAD", request.path.hasPrefix("/api/v2/") else {
            return notFound
        }
        let parts = request.path.dropFirst("/api/v2/".count).split(separator: "/", omittingEmptySubsequences: false)
        switch (parts.count, parts.first ?? "") {
        case (1, "authenticated_user"):
            return authenticated ? HTTPAnswer(status: 200, headers: [], body: authenticatedUserJSON) : unauthorized
        case (2, "authenticated_user") where parts[1] == "items":
            guard authenticated else { return unauthorized }
            return paged(request, total: catalog.count) { catalog.list($0, views: configuration.listViews) }
        case (2, "items"):
            guard let index = catalog.index(of: String(parts[1])) else { return notFound }
            return HTTPAnswer(status: 200, headers: [], body: catalog.json(index, views: authenticated))
        case (2, "users"):
            return parts[1] == dataset.user.id ? HTTPAnswer(status: 200, headers: [], body: userJSON) : notFound
        case (3, "users") where parts[2] == "items":
            guard parts[1] == dataset.user.id else { return notFound }
            return paged(request, total: catalog.publicIndices.count) {
                catalog.list(catalog.publicIndices[$0], views: false)
            }
        default:
            return notFound
        }
    }

    /// One page of a list of `total` elements, its JSON made by `body` from the page's range.
    private func paged(_ request: HTTPRequestHead, total: Int, body: (Range<Int>) -> [UInt8]) -> HTTPAnswer {
        guard let pagination = Pagination(request.queryItems) else { return error(400, "Bad request", "bad_request") }
        return HTTPAnswer(
            status: 200,
            headers: pagination.headers(total: total, base: base, path: request.path, rawQuery: request.query),
            body: body(pagination.range(total: total)))
    }
}
