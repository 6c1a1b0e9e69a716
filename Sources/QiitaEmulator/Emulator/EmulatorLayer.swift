import Foundation

/// What development tools put around the API (faults, rate limits, the request log): the API
/// itself stays plain, and an emulator without a layer serves it as it is.
public protocol EmulatorLayer: Sendable {
    /// The answer to `exchange`: the one `api` gives, changed, or one of the layer's own.
    func respond(to exchange: HTTPExchange, api: (HTTPExchange) -> HTTPAnswer) -> HTTPAnswer
    /// Told once an answer was sent (or failed), with when its sending began and ended.
    func finished(_ exchange: HTTPExchange, _ answer: HTTPAnswer, answered: Date, end: Date)
}
