import Credentials
import Foundation
import QiitaStatsCore

/// `auth logout`: removes the host's token from the store; succeeds whether or not there was one.
struct AuthLogoutCommand: Command {
    static let configuration = CommandConfiguration(name: "logout", summary: "remove the stored token of a host")

    var synopsis: [String]? { [GlobalOptions().$host.usage()] }

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        let base = try global.apiBase(context)
        let store = SecretStore(file: SecretStore.url(in: context.locations))
        let removed = try store.remove(host: base.host)
        if !global.quiet {
            context.stdout.line(
                removed
                    ? "Logged out of \(base.host): removed its token from \(store.path)"
                    : "Not logged in to \(base.host): \(store.path) holds no token for it")
        }
        if ResolvedToken.environmentToken(context.environment) != nil {
            context.stderr.line("note: QIITA_TOKEN is set in the environment and is still used until you unset it")
        }
        return .success
    }
}
