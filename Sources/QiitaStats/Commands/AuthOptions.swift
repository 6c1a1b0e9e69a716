/// `auth login [--with-token] [--host HOST]` and the global options it heeds.
public struct AuthLoginOptions: Sendable, Equatable {
    /// `--host`; nil for `qiita.com`.
    public var host: String?
    /// `--with-token`: read the token from standard input even on a terminal.
    public var withToken: Bool
    /// `--no-input`: fail rather than prompt.
    public var noInput: Bool
    /// `--quiet`: no success line.
    public var quiet: Bool

    /// The options.
    public init(host: String? = nil, withToken: Bool = false, noInput: Bool = false, quiet: Bool = false) {
        self.host = host
        self.withToken = withToken
        self.noInput = noInput
        self.quiet = quiet
    }
}

/// `auth status [--host HOST] [--json]`.
public struct AuthStatusOptions: Sendable, Equatable {
    /// `--host`; nil for `qiita.com`.
    public var host: String?
    /// `--json`: one JSON object on stdout instead of text.
    public var json: Bool

    /// The options.
    public init(host: String? = nil, json: Bool = false) {
        self.host = host
        self.json = json
    }
}

/// `auth logout [--host HOST]`.
public struct AuthLogoutOptions: Sendable, Equatable {
    /// `--host`; nil for `qiita.com`.
    public var host: String?
    /// `--quiet`: no success line.
    public var quiet: Bool

    /// The options.
    public init(host: String? = nil, quiet: Bool = false) {
        self.host = host
        self.quiet = quiet
    }
}
