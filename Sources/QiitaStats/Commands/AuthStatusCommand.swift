import Credentials
import QiitaStatsCore

/// `auth status`: the token in use, its user and rate limit; 77 when there is none or the API rejects it.
struct AuthStatusCommand: Command {
    static let configuration = CommandConfiguration(
        name: "status", summary: "show which token is used and whether the API accepts it")

    @Option("json", help: "print the status as JSON") var json = false

    var synopsis: [String]? { [GlobalOptions().$host.usage(), $json.usage()] }

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        let base = try global.apiBase(context)
        var report = AuthStatusReport(base: base, store: SecretStore.url(in: context.locations).path)
        do {
            guard let resolved = try ResolvedToken.resolve(for: base, context: context) else {
                throw AuthError.notLoggedIn(base)
            }
            report.token = resolved
            let verified = try await TokenVerifier.verify(
                resolved.token, source: resolved.source.label, base: base, context: context)
            report.verified = verified
            report.zennUser = try? ZennLinks(context.locations).user(host: base.host, account: verified.user)
        } catch {
            report.error = ErrorReporter.describe(error).1
            if json { context.stdout.write(report.json) }
            throw error
        }
        if json { context.stdout.write(report.json) } else { context.stdout.line(report.text) }
        return .success
    }
}
