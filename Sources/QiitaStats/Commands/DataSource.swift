import Credentials
import Foundation
import QiitaAPI
import QiitaModel
import QiitaStatsCore
import SnapshotStore

/// Where a command's snapshot comes from: a snapshot file, the cache, or a fetch (§1 DATA),
/// and the one place a fetch is run and cached.
struct DataSource {
    /// A snapshot ready to aggregate, with the per-article problems of a fetch made just now
    /// (a report derives its own from the snapshot's stale items).
    struct Loaded: Sendable {
        var snapshot: Snapshot
        var avatar: Avatar?
        var problems: [ItemProblem]
        /// Why a cache older than `--max-age` stands in for a fetch that failed, if it does.
        var staleness: String?
    }

    let context: Context
    let global: GlobalOptions

    /// The snapshot for a report or badge: `--snapshot`, else a fresh enough cache, else a fetch.
    func load(_ data: DataOptions, zone: String) async throws -> Loaded {
        if let path = data.snapshot { return try readFile(path) }
        let base = try APIBase.resolve(host: global.host, environment: context.environment)
        let cache = SnapshotCache(root: context.locations.cacheDirectory)
        let cached = try cache.load(host: base.host, user: data.user)
        if let cached, data.offline || (!data.refresh && age(of: cached) < TimeInterval(data.maxAgeSeconds)) {
            return Loaded(snapshot: cached.snapshot, avatar: cached.avatar, problems: [])
        }
        if data.offline {
            throw DataSourceError.noCache(host: base.host, user: data.user)
        }
        do {
            return try await fetch(user: data.user, concurrency: 8, timeoutSeconds: 30, wait: false, zone: zone)
        } catch {
            guard let cached, ErrorReporter.describe(error).0 != .interrupted else { throw error }
            let age = StaleCache.age(age(of: cached))
            // The API failing for now (down, rate-limited, sending garbage) does not make the
            // cache wrong, only old: report from it, saying how old, and exit 3. A failure the
            // user must fix (the token, the base URL, the disk), or `--refresh`, fails, naming
            // `--offline` for the cache.
            guard !data.refresh, let failure = error as? QiitaError, StaleCache.isPassing(failure) else {
                throw StaleCache.Failure(error, age: age)
            }
            var loaded = Loaded(snapshot: cached.snapshot, avatar: cached.avatar, problems: [])
            loaded.staleness =
                "reporting from the cached snapshot fetched \(age) ago, since refreshing it failed: \(failure.message)"
            return loaded
        }
    }

    /// Fetches from the API and, only when that succeeds, replaces the cache.
    func fetch(user: String?, concurrency: Int, timeoutSeconds: Double, wait: Bool, zone: String) async throws -> Loaded
    {
        let base = try APIBase.resolve(host: global.host, environment: context.environment)
        var resolved: ResolvedToken?
        if user == nil {
            resolved = try ResolvedToken.resolve(for: base, context: context)
            guard resolved != nil else { throw AuthError.notLoggedIn(base) }
        }
        let cache = SnapshotCache(root: context.locations.cacheDirectory)
        // The previous snapshot matters only for items whose views cannot be refreshed: it is
        // read while the first requests are on their way.
        let previous = Task { try? cache.load(host: base.host, user: user) }
        let budget = RateBudget()
        let stderr = context.stderr
        var client = QiitaClient(
            base: base, token: resolved?.token, context: context, timeout: .milliseconds(Int(timeoutSeconds * 1000)),
            budget: budget, zone: zone)
        if global.verbose { client.log = { stderr.line("qiita-stats: \($0)") } }
        let showProgress = context.terminal.stderrIsTTY && !global.quiet && !global.verbose
        let progress = FetchProgress(
            sink: showProgress ? stderr : nil, quota: { [context] in budget.available(now: context.clock()) })
        if wait {
            let notices = global.quiet ? nil : stderr
            client.waitForReset = { [context] deadline throws(QiitaError) in
                try await progress.waitUntil(deadline, context: context, notices: notices)
            }
        }
        let fetcher = Fetcher(client: client, concurrency: concurrency, wait: wait, progress: progress)
        let outcome: Fetcher.Outcome
        do {
            outcome = try await fetcher.fetch(user: user, previous: { await previous.value?.snapshot })
        } catch {
            progress.finish()
            // Say which token was rejected (QIITA_TOKEN or the store), as `auth status` does.
            if let resolved {
                switch error {
                case .unauthorized: throw AuthError.rejected(base, source: resolved.source.label)
                case .refused(403, _, _): throw AuthError.forbidden(base, source: resolved.source.label)
                default: break
                }
            }
            throw error
        }
        let saved = try cache.save(outcome.snapshot, avatar: outcome.avatar, isSelf: user == nil)
        // The history follows the cache: a public snapshot the cache did not take is not recorded.
        if saved != .keptRicher { HistoryAccess(context: context, global: global).record(outcome.snapshot) }
        if !global.quiet {
            var warnings = outcome.warnings
            if saved == .keptRicher {
                warnings.append(
                    "the cache keeps the snapshot of \(outcome.snapshot.user.id) fetched with your token (views, "
                        + "limited-share articles); this public one was not saved over it")
            }
            for warning in warnings { stderr.line("qiita-stats: warning: \(warning)") }
        }
        let previousAvatar = await previous.value?.avatar
        return Loaded(
            snapshot: outcome.snapshot, avatar: outcome.avatar ?? previousAvatar, problems: outcome.problems)
    }

    private func readFile(_ path: String) throws -> Loaded {
        let url = context.url(forPath: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DataSourceError.unreadableSnapshot(path)
        }
        do {
            let snapshot = try Snapshot.decode(data)
            return Loaded(snapshot: snapshot, avatar: nil, problems: [])
        } catch {
            throw CacheError.corrupt(path, DecodingErrorText.describe(error))
        }
    }

    private func age(of cached: CachedSnapshot) -> TimeInterval {
        context.clock().timeIntervalSince(cached.savedAt)
    }
}

/// Why no snapshot could be had.
enum DataSourceError: UserFacingError, Equatable {
    /// `--offline` with nothing cached.
    case noCache(host: String, user: String?)
    /// `--snapshot PATH` cannot be read.
    case unreadableSnapshot(String)

    var exitCode: ExitCode { .failure }

    var message: String {
        switch self {
        case .noCache(let host, let user): "no cached snapshot of \(user ?? "your articles") on \(host)"
        case .unreadableSnapshot(let path): "cannot read the snapshot file \(path)"
        }
    }

    var hint: String? {
        switch self {
        case .noCache(_, let user):
            "run 'qiita-stats fetch\(user.map { " --user \($0)" } ?? "")' first, or drop --offline"
        case .unreadableSnapshot: "check the path; snapshots are written by 'qiita-stats fetch' into the cache"
        }
    }
}
