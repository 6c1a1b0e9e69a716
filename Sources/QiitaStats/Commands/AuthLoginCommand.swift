import Credentials
import Foundation
import QiitaAPI
import QiitaStatsCore

/// `auth login`: reads a token, and stores it only if the API accepts it; the token is never printed.
struct AuthLoginCommand: Command {
    static let configuration = CommandConfiguration(
        name: "login", summary: "store a Qiita access token after checking it",
        details: """
            The token is read from standard input, after a prompt and without echo when that is a terminal
            (with \(AuthLoginCommand().$withToken) too). It is checked with the API and stored in
            $XDG_CONFIG_HOME/qiita-stats/credentials.json (mode 0600). No option takes a token.
            Create one at https://qiita.com/settings/tokens/new (scope read_qiita).
            """)

    @Option("with-token", help: "read the token from standard input (at a terminal, by a prompt)") var withToken = false

    var synopsis: [String]? { [$withToken.usage(), GlobalOptions().$host.usage()] }

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        if ResolvedToken.environmentToken(context.environment) != nil {
            throw AuthError.environmentTokenSet
        }
        let base = try global.apiBase(context)
        let (token, source) = try readToken(global: global, base: base, context: context)
        let verified = try await TokenVerifier.verify(token, source: source, base: base, context: context)
        let store = SecretStore(file: SecretStore.url(in: context.locations))
        try store.save(token: token, for: base.host, user: verified.user, savedAt: context.clock())
        if !global.quiet { context.stdout.line("Logged in to \(base.host) as \(verified.user)") }
        return .success
    }

    /// The token from stdin, or at a terminal (`--with-token` too) a prompt with echo off: a token typed at a
    /// terminal is never shown. Trimmed, checked, and where it came from; without one, nothing is sent.
    private func readToken(global: GlobalOptions, base: APIBase, context: Context) throws(CommandError)
        -> (token: String, source: String)
    {
        let piped = "`qiita-stats auth login \($withToken) < token.txt`"
        let raw: String
        let source: String
        if !context.terminal.stdinIsTTY {
            raw = String(decoding: context.terminal.readAll(), as: UTF8.self)
            source = "standard input"
        } else {
            guard !global.noInput else {
                throw CommandError(
                    message: "a token is needed but \(global.$noInput) forbids asking for one",
                    hint: "pipe the token instead: \(piped)", exitCode: .authentication)
            }
            let prompt =
                "Paste a Qiita access token with the read_qiita scope (create one at \(base.newTokenPage)): "
            raw = context.terminal.readSecret(prompt) ?? ""
            source = "the prompt"
        }
        let token = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !token.isEmpty, ResolvedToken.isSendable(token) else {
            // A token with spaces or control characters cannot go in a header.
            throw CommandError(
                message: token.isEmpty
                    ? "no token was given"
                    : "the token from \(source) contains spaces, control or non-ASCII characters",
                hint: "paste the token alone, e.g. \(piped)", exitCode: .authentication)
        }
        return (token, source)
    }
}
