import Credentials
import Foundation
import QiitaAPI
import QiitaStatsCore

/// `auth login`, `auth status` and `auth logout` (docs/cli.md §5). Each returns the exit code of success
/// or throws an ``AuthError``; the token is never printed.
public enum AuthCommands {
    /// Reads a token (stdin, or a prompt with echo off), checks it with the API and stores it
    /// only if the API accepts it.
    public static func login(_ options: AuthLoginOptions, context: Context) async throws(AuthError) -> ExitCode {
        if let value = context.environment["QIITA_TOKEN"], !value.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .environmentTokenSet
        }
        let base = try apiBase(options.host, context)
        let (token, source) = try readToken(options, base: base, context: context)
        let verified = try await TokenVerifier.verify(token, source: source, base: base, context: context)
        let store = SecretStore(file: SecretStore.url(in: context.locations))
        do {
            try store.save(token: token, for: base.host, user: verified.user, savedAt: context.clock())
        } catch {
            throw .secretStore(error)
        }
        if !options.quiet { context.stdout.line("Logged in to \(base.host) as \(verified.user)") }
        return .success
    }

    /// Shows who the token in use belongs to, where it came from, its last 4 characters and
    /// the remaining rate limit; 77 when there is none or the API rejects it.
    public static func status(_ options: AuthStatusOptions, context: Context) async throws(AuthError) -> ExitCode {
        let base = try apiBase(options.host, context)
        var report = AuthStatusReport(base: base, store: SecretStore.url(in: context.locations).path)
        do throws(AuthError) {
            guard let resolved = try ResolvedToken.resolve(for: base, context: context) else {
                throw .notLoggedIn(base)
            }
            report.token = resolved
            let verified = try await TokenVerifier.verify(
                resolved.token, source: resolved.source.label, base: base, context: context)
            report.verified = verified
        } catch {
            report.error = error.message
            if options.json { context.stdout.write(report.json) }
            throw error
        }
        if options.json { context.stdout.write(report.json) } else { context.stdout.line(report.text) }
        return .success
    }

    /// Removes the host's token from the store; succeeds whether or not there was one.
    public static func logout(_ options: AuthLogoutOptions, context: Context) throws(AuthError) -> ExitCode {
        let base = try apiBase(options.host, context)
        let store = SecretStore(file: SecretStore.url(in: context.locations))
        let removed: Bool
        do { removed = try store.remove(host: base.host) } catch { throw .secretStore(error) }
        if !options.quiet {
            context.stdout.line(
                removed
                    ? "Logged out of \(base.host): removed its token from \(store.path)"
                    : "Not logged in to \(base.host): \(store.path) holds no token for it")
        }
        if let value = context.environment["QIITA_TOKEN"], !value.trimmingCharacters(in: .whitespaces).isEmpty {
            context.stderr.line("note: QIITA_TOKEN is set in the environment and is still used until you unset it")
        }
        return .success
    }

    private static func apiBase(_ host: String?, _ context: Context) throws(AuthError) -> APIBase {
        do { return try APIBase.resolve(host: host, environment: context.environment) } catch { throw .apiBase(error) }
    }

    /// The token from stdin (with `--with-token` or when stdin is not a terminal), else from a
    /// prompt with echo off; trimmed and checked to be sendable. The source names where it came
    /// from, for messages.
    private static func readToken(_ options: AuthLoginOptions, base: APIBase, context: Context) throws(AuthError)
        -> (token: String, source: String)
    {
        let raw: String
        let source: String
        if options.withToken || !context.terminal.stdinIsTTY {
            raw = String(decoding: context.terminal.readAll(), as: UTF8.self)
            source = "standard input"
        } else {
            guard !options.noInput else { throw .promptForbidden }
            let prompt =
                "Paste a Qiita access token with the read_qiita scope (create one at \(base.newTokenPage)): "
            raw = context.terminal.readSecret(prompt) ?? ""
            source = "the prompt"
        }
        let token = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !token.isEmpty else { throw .emptyToken }
        guard ResolvedToken.isSendable(token) else { throw .malformedToken(source: source) }
        return (token, source)
    }
}
