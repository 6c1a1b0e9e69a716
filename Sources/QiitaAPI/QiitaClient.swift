import Foundation
import QiitaModel
import QiitaStatsCore

/// Sends GETs to the Qiita API v2: the token only to the API base, the quota as a budget,
/// retries with backoff, and every status mapped to a ``QiitaError``.
public struct QiitaClient: Sendable {
    let base: APIBase
    let token: String?
    let context: Context
    let timeout: Duration
    let budget: RateBudget
    /// The one wait for a used-up quota, shared by every copy of this client.
    let gate = RateGate()
    let zone: String
    var retry = RetryPolicy()
    /// With `--wait`: sleeps until the given time instead of failing on the quota (the client
    /// chooses the time, see ``RateLimitWait``).
    public var waitForReset: (@Sendable (Date) async throws(QiitaError) -> Void)?

    /// A client of `base`, sending `token` (to `base` only), charging `budget`; reset times are
    /// shown in `zone`.
    public init(
        base: APIBase, token: String?, context: Context, timeout: Duration, budget: RateBudget, zone: String
    ) {
        self.base = base
        self.token = token
        self.context = context
        self.timeout = timeout
        self.budget = budget
        self.zone = zone
    }

    /// `GET /api/v2/PATH?QUERY`, retried where docs/cli.md §6 allows;
    /// returns a 200 answer.
    func get(_ path: String, query: [URLQueryItem] = []) async throws(QiitaError)
        -> HTTPResponse
    {
        let (response, tries) = try await attempt(path, query: query)
        if response.status == 200 { return response }
        throw failure(response, shown: shown(path, query), tries: tries)
    }

    /// The last answer to `GET /api/v2/PATH` once the retries of docs/cli.md §6 are spent, whatever its
    /// status (with `--wait`, a used-up quota is slept through first): for callers that read
    /// statuses themselves, such as the token check. Fails only when no answer came.
    public func answer(_ path: String) async throws(QiitaError) -> HTTPResponse {
        try await attempt(path, query: []).response
    }

    /// The request and its retries: the answer that ended them, and how many tries it took.
    /// A request that leads the wait for a used-up quota ends it, whatever happens.
    private func attempt(_ path: String, query: [URLQueryItem]) async throws(QiitaError) -> (
        response: HTTPResponse, tries: Int
    ) {
        var leading = false
        do throws(QiitaError) {
            let result = try await attempt(path, query: query, leading: &leading)
            if leading { gate.open() }
            return result
        } catch {
            if leading { gate.fail(error) }
            throw error
        }
    }

    private func attempt(_ path: String, query: [URLQueryItem], leading: inout Bool)
        async throws(QiitaError) -> (response: HTTPResponse, tries: Int)
    {
        let url = base.url(path, query: query)
        var headers: [(name: String, value: String)] = [("Accept", "application/json")]
        if let token, base.origin.isSameOrigin(as: url) { headers.append(("Authorization", "Bearer \(token)")) }
        let request = HTTPRequest(
            url: url, headers: headers, timeout: timeout, connectTimeout: min(timeout, .seconds(10)),
            maxBodyBytes: 64 << 20)
        let shown = shown(path, query)
        var attempt = 1
        var rateWaits = (count: 0, seconds: 0)
        while true {
            if !leading { try await gate.pass() }
            guard let ticket = budget.reserve(now: context.clock()) else {
                try await waitForQuota(reset: budget.reset, leading: &leading, earlier: &rateWaits)
                continue
            }
            let response: HTTPResponse
            do {
                response = try await context.transport.send(request)
            } catch {
                budget.settle(ticket, nil)
                if error == .cancelled { throw .interrupted }
                if case .untrusted(let why) = error { throw .untrusted(host: base.host, why: why) }
                guard RetryPolicy.isRetryable(error), attempt < retry.maxAttempts else {
                    throw .unavailable("GET \(shown): \(error.message)")
                }
                try await context.pause(retry.delay(retry: attempt, retryAfter: nil, random: Double.random(in: 0...1)))
                attempt += 1
                continue
            }
            let rate = RateLimitStatus(response.headers)
            budget.settle(ticket, rate, now: context.clock())
            if response.status == 200 { return (response, attempt) }
            if (response.status == 429 || response.status == 403) && rate.remaining == 0 {
                guard waitForReset != nil else { return (response, attempt) }
                try await waitForQuota(reset: rate.reset, leading: &leading, earlier: &rateWaits)
                continue
            }
            if RetryPolicy.isRetryable(status: response.status) && attempt < retry.maxAttempts {
                let after = RetryPolicy.retryAfter(
                    response.headers["Retry-After"], now: rate.serverDate ?? context.clock())
                if let after, after > retry.longestRetryAfter { return (response, attempt) }
                try await context.pause(
                    retry.delay(retry: attempt, retryAfter: after, random: Double.random(in: 0...1)))
                attempt += 1
                continue
            }
            return (response, attempt)
        }
    }

    /// `/api/v2/PATH?QUERY` as logs and messages show it.
    private func shown(_ path: String, _ query: [URLQueryItem]) -> String {
        "/" + base.apiPath + path
            + (query.isEmpty ? "" : "?" + query.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&"))
    }

    /// Decodes a JSON answer whose keys are as `keys` says, naming what could not be read.
    static func decode<T: Decodable>(
        _ type: T.Type, from response: HTTPResponse, what: String,
        keys: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    ) throws(QiitaError) -> T {
        do {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = keys
            return try decoder.decode(T.self, from: response.body)
        } catch {
            throw .badData("\(what): \(DecodingErrorText.describe(error))")
        }
    }

    private func failure(_ response: HTTPResponse, shown: String, tries: Int) -> QiitaError {
        let rate = RateLimitStatus(response.headers)
        if response.status == 429 || (response.status == 403 && rate.remaining == 0) {
            return .rateLimited(reset: rate.reset.map(budget.localReset), zone: zone)
        }
        if [401, 403].contains(response.status), !base.origin.isSameOrigin(as: response.url) {
            // The token stays with its origin: a redirect elsewhere was answered without it.
            return .redirected(path: shown, to: response.url.shownOrigin, status: response.status)
        }
        let message = (try? JSONDecoder().decode(APIErrorDTO.self, from: response.body))?.message
        switch response.status {
        case 401: return .unauthorized(host: base.host)
        case 404: return .notFound(shown)
        case 500...599:
            return .unavailable("GET \(shown) answered \(response.status)" + (tries > 1 ? " after \(tries) tries" : ""))
        default:
            return .refused(
                status: response.status, path: shown, message: String((message ?? "no message").prefix(200)))
        }
    }

    /// With `--wait`, the wait for a used-up quota: the first request to need it sleeps as
    /// ``RateLimitWait`` decides and then probes (`leading`); the others wait at the ``gate``
    /// for that probe. Otherwise, or when the reset is unknown or too far away, fails with the
    /// rate limit (exit 75).
    private func waitForQuota(reset: Int?, leading: inout Bool, earlier: inout (count: Int, seconds: Int))
        async throws(QiitaError)
    {
        guard let waitForReset, let reset else {
            throw .rateLimited(reset: reset.map(budget.localReset), zone: zone)
        }
        if !leading {
            leading = try await gate.lead()
            guard leading else { return }
        }
        let now = context.clock()
        let shown = budget.localReset(reset)
        let decision = RateLimitWait.decide(
            reset: reset, now: budget.serverTime(now), earlier: earlier.count, waited: earlier.seconds)
        switch decision {
        case .tooFar(let seconds): throw .resetTooFar(reset: shown, seconds: seconds, zone: zone)
        case .sleep(let seconds):
            earlier = (earlier.count + 1, earlier.seconds + seconds)
            try await waitForReset(now.addingTimeInterval(TimeInterval(seconds)))
        }
    }
}

extension Context {
    /// Sleeps (a retry's backoff, a wait for the quota); Ctrl-C ends it as ``QiitaError/interrupted``.
    func pause(_ duration: Duration) async throws(QiitaError) {
        do { try await sleep(duration) } catch { throw .interrupted }
    }
}
