import Foundation
import QiitaStatsCore

/// Answers the API: authentication, then the endpoint.
final class EmulatorService: Sendable {
    let configuration: EmulatorConfiguration
    let dataset: EmulatorDataset
    private let catalog: ItemCatalog
    private let authenticatedUserJSON: [UInt8]
    private let userJSON: [UInt8]
    private let avatar: Avatar
    private let avatarPath: String
    let base: String

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
    }

    /// The answer to one request.
    func respond(_ exchange: HTTPExchange) -> HTTPAnswer {
        if exchange.request.path == avatarPath {
            return HTTPAnswer(
                status: 200,
                headers: [
                    ("Content-Type", "image/png"), ("Cache-Control", "max-age=86400"), ("ETag", Self.etag(avatar.png)),
                ],
                body: avatar.png)
        }
        if let avatarHost = configuration.avatarHost, exchange.listenerHost == avatarHost,
            avatarHost != configuration.host
        {
            return HTTPAnswer(status: 404, headers: [("Content-Type", "text/plain")], body: Array("Not found\n".utf8))
        }
        let request = exchange.request
        let valid = request.bearerToken.map { configuration.tokens.contains($0) } ?? false
        let refused = request.header("Authorization") != nil && !valid
        var answer = refused ? unauthorized : route(request, authenticated: valid)
        let etag = Self.etag(answer.body)
        answer.headers =
            [("Content-Type", "application/json; charset=utf-8"), ("Date", HTTPDate.format(Date()))] + answer.headers
            + [
                ("ETag", etag), ("Cache-Control", "max-age=0, private, must-revalidate"), ("Vary", "Origin"),
                ("X-Request-Id", UUID().uuidString.lowercased()),
            ]
        if answer.status == 200, request.header("If-None-Match") == etag {
            answer.status = 304
            answer.body = []
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
        guard let pagination = Pagination(request.queryItems) else { return .error(400, "Bad request", "bad_request") }
        return HTTPAnswer(
            status: 200,
            headers: pagination.headers(total: total, base: base, path: request.path, rawQuery: request.query),
            body: body(pagination.range(total: total)))
    }
}
