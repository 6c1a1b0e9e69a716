import QiitaStatsCore

extension HTTPTransport {
    /// The error `request` fails with, or nil when it got an answer.
    func failure(of request: HTTPRequest) async -> TransportError? {
        do {
            _ = try await send(request)
            return nil
        } catch {
            return error
        }
    }
}

extension TransportError {
    /// Whether this is a ``TransportError/refused(_:)``.
    var isRefused: Bool {
        if case .refused = self { true } else { false }
    }
}
