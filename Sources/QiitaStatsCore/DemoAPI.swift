import Foundation

/// A running Qiita API to try the tool on, with a token it accepts: the built-in emulator,
/// which `main.swift` wires in through ``Context/startDemoAPI`` so that no library depends on it.
public struct DemoAPI: Sendable {
    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL
    /// A token the API accepts.
    public var token: String
    /// The user the token logs in as.
    public var userID: String
    /// How many articles it serves.
    public var articleCount: Int
    /// The publishing date (`YYYY-MM-DD`) of its newest article, if any.
    public var newestArticleDay: String?
    /// Stops serving.
    public var stop: @Sendable () -> Void

    /// A running demo API.
    public init(
        baseURL: URL, token: String, userID: String, articleCount: Int, newestArticleDay: String?,
        stop: @escaping @Sendable () -> Void
    ) {
        self.baseURL = baseURL
        self.token = token
        self.userID = userID
        self.articleCount = articleCount
        self.newestArticleDay = newestArticleDay
        self.stop = stop
    }
}
