import Foundation
import QiitaEmulator
import Synchronization

/// The API made hostile and observable as ``FaultOptions`` say: faults, rate limits, latency, a
/// skewed `Date`, rewritten headers, and every answer in the request log.
final class FaultLayer: EmulatorLayer {
    let options: FaultOptions
    let plan: FaultPlan
    let log: RequestLog
    private let limiter: RateLimiter
    /// Answers being sent but not yet logged: a client can have an answer before its record.
    let answering = Mutex(0)
    private let tokens: [String]
    private let host: String
    private let avatarPath: String
    private let port: Int

    init(_ options: FaultOptions, around emulator: QiitaEmulator) throws(EmulatorError) {
        try options.validate()
        self.options = options
        plan = FaultPlan(options.faults)
        log = try RequestLog(path: options.logPath)
        limiter = RateLimiter(window: options.rateLimitWindow)
        tokens = emulator.configuration.tokens
        host = emulator.configuration.host
        avatarPath = emulator.avatarURL.path
        port = emulator.port
    }

    /// `Date`, as every HTTP server sends it, from the layer's (possibly skewed) clock.
    private var dateHeader: (name: String, value: String) { ("Date", HTTPDate.format(now)) }

    /// The emulator's clock (the system's, or a test's), skewed by `--clock-offset-s`.
    private var now: Date { options.clock.now().addingTimeInterval(TimeInterval(options.clockOffsetSeconds)) }

    func respond(to exchange: HTTPExchange, api: (HTTPExchange) -> HTTPAnswer) -> HTTPAnswer {
        answering.withLock { $0 += 1 }
        let request = exchange.request
        let isAvatar = request.path == avatarPath
        let page = request.queryItems.last { $0.name == "page" }.flatMap { Int($0.value) } ?? 1
        let fault = plan.next(
            path: request.path, page: page, isAvatar: isAvatar, host: request.header("Host").map(Self.hostName))
        var answer: HTTPAnswer
        if case .redirect(let target)? = fault?.kind {
            answer = redirect(request, to: target)
        } else if isAvatar {
            answer = avatarAnswer(fault, api(exchange))
        } else if exchange.listenerHost == host {
            answer = apiAnswer(exchange, fault: fault, api: api)
        } else {
            answer = api(exchange)  // the avatar host's 404 for anything but the avatar: no quota, no fault
        }
        answer.delayMilliseconds = options.latencyMilliseconds
        switch fault?.kind {
        case .reset?: answer.delivery = .reset
        case .truncate?: answer.delivery = .truncate
        case .stall(let milliseconds)?: answer.delayMilliseconds += milliseconds
        default: break
        }
        if let fault { answer.fault = Self.describe(fault.kind) }
        return answer
    }

    func finished(_ exchange: HTTPExchange, _ answer: HTTPAnswer, answered: Date, end: Date) {
        defer { answering.withLock { $0 -= 1 } }
        log.append(
            RequestRecord(
                method: exchange.request.method, path: exchange.request.path, query: exchange.request.query,
                hadAuthorization: exchange.request.header("Authorization") != nil, status: answer.status,
                start: exchange.start, answered: answered, end: end, host: exchange.listenerHost, fault: answer.fault,
                connection: exchange.connection))
    }

    /// The host of a `Host` header, without its port (`[::1]:80` → `::1`).
    static func hostName(of header: String) -> String {
        if header.hasPrefix("["), let close = header.firstIndex(of: "]") {
            return String(header[header.index(after: header.startIndex)..<close])
        }
        return String(header.split(separator: ":", maxSplits: 1).first ?? "")
    }

    private func avatarAnswer(_ fault: Fault?, _ real: HTTPAnswer) -> HTTPAnswer {
        if case .status(let status)? = fault?.kind { return statusFault(status, fault, rate: []) }
        guard case .avatar(let kind)? = fault?.kind else { return real }
        let png = real.body
        let (type, body): (String, [UInt8]) =
            switch kind {
            case .svg: ("image/svg+xml", Array(Self.svg.utf8))
            case .html:
                ("text/html; charset=utf-8", Array("<!DOCTYPE html><html><body><h1>Sign in</h1></body></html>\n".utf8))
            case .huge: ("image/png", png + [UInt8](repeating: 0, count: 12 << 20))
            case .truncated: ("image/png", Array(png.prefix(png.count / 2)))
            }
        var answer = real
        answer.headers = answer.headers.map { $0.name == "Content-Type" ? ($0.name, type) : $0 }
        answer.body = body
        return answer
    }

    private static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#3a7"/></svg>

        """

    private func apiAnswer(
        _ exchange: HTTPExchange, fault: Fault?, api: (HTTPExchange) -> HTTPAnswer
    ) -> HTTPAnswer {
        let token = exchange.request.bearerToken
        let valid = token.map { tokens.contains($0) } ?? false
        let key = valid ? "token:" + (token ?? "") : "ip:" + exchange.peer
        let limit = valid ? options.rateLimit : options.anonymousRateLimit
        if case .status(let status)? = fault?.kind {
            return statusFault(
                status, fault, rate: limiter.check(key, limit: limit, now: now, count: false).headers + [dateHeader])
        }
        let verdict = limiter.check(key, limit: limit, now: now)
        var answer: HTTPAnswer
        if verdict.allowed {
            answer = zennShaped(api(exchange), exchange.request)
            answer.headers = answer.headers.map { $0.name == "Date" ? dateHeader : $0 }
        } else {
            answer = .error(options.rateLimitStatus, "Rate limit exceeded", "rate_limit_exceeded")
            answer.headers = [("Content-Type", "application/json; charset=utf-8"), dateHeader]
        }
        answer.headers += verdict.headers
        if case .malformedJSON? = fault?.kind {
            answer.status = 200
            answer.body = Array(answer.body.prefix(answer.body.count / 2))
        }
        for (name, value) in options.headerOverrides {
            answer.headers.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
            answer.headers.append((name, value))
        }
        let dropped = Set(options.droppedHeaders.map { $0.lowercased() })
        answer.headers.removeAll { dropped.contains($0.name.lowercased()) }
        return answer
    }

    /// Zenn's list in the shapes ``FaultOptions/zennNextPage`` and ``FaultOptions/zennUnknownUserEmpty`` ask for.
    private func zennShaped(_ answer: HTTPAnswer, _ request: HTTPRequestHead) -> HTTPAnswer {
        guard request.path == "/api/articles" else { return answer }
        var answer = answer
        if answer.status == 404, options.zennUnknownUserEmpty {
            answer.status = 200
            answer.body = Array(#"{"articles":[],"next_page":null}"#.utf8)
        } else if let template = options.zennNextPage, var text = String(bytes: answer.body, encoding: .utf8),
            let match = text.firstMatch(of: /"next_page":([0-9]+)/)
        {
            // A title's quotes are escaped (`\"`): only the key itself matches.
            text.replaceSubrange(match.range, with: #""next_page":"# + template.replacing("N", with: match.1))
            answer.body = Array(text.utf8)
        }
        return answer
    }

    private func statusFault(_ status: Int, _ fault: Fault?, rate: [(name: String, value: String)]) -> HTTPAnswer {
        let reason = HTTPAnswer.reason(status)
        var headers = rate
        if let seconds = fault?.retryAfter { headers.append(("Retry-After", String(seconds))) }
        if fault?.htmlBody == true {
            let page =
                "<!DOCTYPE html><html><head><title>\(status) \(reason)</title></head><body><h1>\(reason)</h1></body></html>\n"
            return HTTPAnswer(
                status: status, headers: [("Content-Type", "text/html; charset=utf-8")] + headers,
                body: Array(page.utf8))
        }
        var answer = HTTPAnswer.error(status, reason, reason.lowercased().replacingOccurrences(of: " ", with: "_"))
        answer.headers = [("Content-Type", "application/json; charset=utf-8")] + headers
        return answer
    }

    /// 307 to the same path and query on `http://HOST` at this emulator's port.
    private func redirect(_ request: HTTPRequestHead, to host: String) -> HTTPAnswer {
        let location = "http://\(host):\(port)\(request.path)" + (request.query.isEmpty ? "" : "?\(request.query)")
        return HTTPAnswer(
            status: 307, headers: [("Location", location), ("Content-Type", "text/plain")],
            body: Array("Moved to \(location)\n".utf8))
    }

    /// How the log names a fault.
    static func describe(_ kind: Fault.Kind) -> String {
        switch kind {
        case .status(let status): "status=\(status)"
        case .reset: "reset"
        case .truncate: "truncate"
        case .malformedJSON: "malformed-json"
        case .stall(let milliseconds): "stall:ms=\(milliseconds)"
        case .avatar(let avatar): "avatar=\(avatar.rawValue)"
        case .redirect(let host): "redirect=\(host)"
        }
    }
}
