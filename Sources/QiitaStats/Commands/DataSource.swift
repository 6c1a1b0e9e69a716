import Contributions
import Credentials
import Foundation
import HistoryStore
import QiitaAPI
import QiitaModel
import QiitaStatsCore

/// Where a command's snapshot comes from (the store, a fetch); the one place a fetch is run and stored.
struct DataSource {
    /// A snapshot ready to aggregate, with the per-article problems of a fetch made just now.
    struct Loaded {
        var snapshot: Snapshot
        var avatar: Avatar? = nil
        var problems: [ItemProblem] = []
        /// What makes the run partial: a stale cache standing in for a failed fetch, Zenn failing.
        var warnings: [String] = []
        /// What a report needs of every article, when `snapshot` is from the store (and may hold only a period's).
        var summary: SnapshotSummary?
        /// The store the snapshot was read from, open for the rest of the run (the caller closes it).
        var store: HistoryStore?
    }

    let context: Context
    let global: GlobalOptions

    /// The snapshot for a report or badge: a fresh enough cache, else a fetch.
    /// From the store, only the articles `created` in that range (Unix seconds) and the `ranked` most viewed and most
    /// liked, with the summary of all.
    func load(_ data: DataOptions, zone: String, created: Range<Int>? = nil, ranked: Int = 0) async throws -> Loaded {
        let base = try global.apiBase(context)
        let store = try HistoryStore.openExisting(at: HistoryStore.url(in: context.locations))
        let cached: StoredSnapshot?
        // A new `--zenn` link needs that user's articles: the store does not have them.
        var relinked = false
        do {
            let account = try data.user ?? store?.authenticatedUser(host: base.host)
            let link = try account.flatMap { try ZennLinks(context.locations).user(host: base.host, account: $0) }
            relinked = linked(data.zenn).map { $0 != link } ?? false
            cached = try store?.newest(
                host: base.host, user: data.user, created: created, ranked: ranked, includePrivate: data.includePrivate,
                includeZenn: (data.zenn == nil ? link : linked(data.zenn)) != nil)
        } catch {
            try? store?.close()
            throw error
        }
        if let cached,
            data.offline || (!data.refresh && !relinked && age(of: cached) < TimeInterval(data.maxAgeSeconds))
        {
            return Loaded(
                snapshot: try withZenn(cached.snapshot, data.zenn), avatar: cached.avatar, summary: cached.summary,
                store: store)
        }
        try? store?.close()
        if data.offline {
            throw CommandError(
                message: "no cached snapshot of \(data.user ?? "your articles") on \(base.host)",
                hint: "run 'qiita-stats fetch\(data.user.map { " --user \($0)" } ?? "")' first, or drop --offline")
        }
        do {
            let defaults = FetchCommand()
            return try await fetch(
                user: data.user, zenn: data.zenn, concurrency: defaults.concurrency,
                timeoutSeconds: defaults.timeoutSeconds, wait: defaults.wait, zone: zone)
        } catch {
            guard let cached, ErrorReporter.describe(error).0 != .interrupted else { throw error }
            let age = Self.shown(age: age(of: cached))
            // The API failing for now makes the cache old, not wrong: report from it and exit 3. A failure
            // the user must fix (token, base URL, disk), or `--refresh`, fails, naming `--offline`.
            guard !data.refresh, let failure = error as? QiitaError, Self.isPassing(failure) else {
                let (code, message, hint) = ErrorReporter.describe(error)
                let offline = "add --offline to report from the cached snapshot (fetched \(age) ago)"
                throw CommandError(
                    message: message, hint: hint.map { "\($0); or \(offline)" } ?? offline, exitCode: code)
            }
            var loaded = Loaded(
                snapshot: try withZenn(cached.snapshot, nil), avatar: cached.avatar, summary: cached.summary)
            loaded.warnings.append(
                "reporting from the cached snapshot fetched \(age) ago, since refreshing it failed: \(failure.message)")
            return loaded
        }
    }

    /// The newest complete fetch in the store, every article of it, or nil when there is none (or no store yet).
    private func stored(host: String, user: String?, created: Range<Int>? = nil) throws -> StoredSnapshot? {
        guard let store = try HistoryStore.openExisting(at: HistoryStore.url(in: context.locations)) else { return nil }
        defer { try? store.close() }
        return try store.newest(host: host, user: user, created: created)
    }

    /// Fetches from the API and, only when that succeeds, stores it in one transaction.
    func fetch(user: String?, zenn: String?, concurrency: Int, timeoutSeconds: Double, wait: Bool, zone: String)
        async throws -> Loaded
    {
        let base = try global.apiBase(context)
        var resolved: ResolvedToken?
        if user == nil {
            resolved = try ResolvedToken.resolve(for: base, context: context)
            guard resolved != nil else { throw AuthError.notLoggedIn(base) }
        }
        // The previous fetch's avatar and articles stand in for those that cannot be downloaded.
        let previous = Task { try? stored(host: base.host, user: user, created: 0..<0) }
        let previousSnapshot: @Sendable () -> Snapshot? = { try? stored(host: base.host, user: user)?.snapshot }
        let startedAt = context.clock()
        let url = HistoryStore.url(in: context.locations)
        // The budget calls it under its lock, one call at a time, and only until the fetch returns.
        nonisolated(unsafe) let store = try HistoryStore.open(at: url)
        // The quota is the token's (the address's without one): every process using it charges one count in the
        // store, keyed by its account, so that together they start no request it cannot cover.
        let account = user == nil ? try resolved?.user ?? store.authenticatedUser(host: base.host) ?? "?" : ""
        let budget = RateBudget(ledger: { try store.updateQuota(host: base.host, account: account, $0) })
        let stderr = context.stderr
        var client = QiitaClient(
            base: base, token: resolved?.token, context: context, timeout: .seconds(timeoutSeconds),
            budget: budget, zone: zone)
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
            outcome = try await fetcher.fetch(user: user, previous: previousSnapshot)
        } catch {
            progress.finish()
            // Say which token was rejected (QIITA_TOKEN or the store), as `auth status` does.
            if let resolved {
                switch error {
                case .unauthorized: throw AuthError.rejected(base, source: resolved.source.label, status: 401)
                case .refused(403, _, _): throw AuthError.rejected(base, source: resolved.source.label, status: 403)
                default: break
                }
            }
            throw error
        }
        var snapshot = outcome.snapshot
        var warnings: [String] = []
        if let zennUser = try zennUser(zenn, account: snapshot) {
            snapshot.zennUser = zennUser
            let (items, warning) = try await zennArticles(
                of: zennUser, previous: previousSnapshot, timeoutSeconds: timeoutSeconds, zone: zone)
            if zenn != nil, items.isEmpty, warning == nil {  // a typo, which Zenn may answer with an empty list
                let check = "check the name at https://zenn.dev/\(zennUser), or unlink it with --zenn -"
                global.warn("Zenn lists no articles for \"\(zennUser)\": \(check)", context: context)
            }
            snapshot.items += items
            warnings += warning.map { [$0] } ?? []
        }
        if zenn != nil {
            try ZennLinks(context.locations).link(snapshot.zennUser, host: base.host, account: snapshot.user.id)
        }
        // To the millisecond: fetches made within one second are distinct fetches.
        snapshot.fetchedAt = ISOTimestamp.format(
            context.clock(), timeZone: TimeZoneName.timeZone(zone), milliseconds: true)
        let rows = try store.record(snapshot, avatar: outcome.avatar, authenticated: user == nil, startedAt: startedAt)
        let richer =
            user != nil ? try store.newest(host: base.host, user: user, created: 0..<0)?.snapshot.viewsAvailable : nil
        try store.close()
        if global.verbose {
            context.stderr.line("qiita-stats: recorded \(plural(rows, "article")) in the store \(url.path)")
        }
        for warning in outcome.warnings { global.warn(warning, context: context) }
        if richer == true {
            global.warn(
                "reports of \(snapshot.user.id) keep reading the fetches made with your token (views, "
                    + "limited-share articles); this public fetch is stored as its own account", context: context)
        }
        let previousAvatar = await previous.value?.avatar
        return Loaded(
            snapshot: snapshot, avatar: outcome.avatar ?? previousAvatar, problems: outcome.problems,
            warnings: warnings)
    }

    /// The articles of `user` on Zenn (those of the `previous` fetch when Zenn fails), and the warning if any.
    private func zennArticles(of user: String, previous: () -> Snapshot?, timeoutSeconds: Double, zone: String)
        async throws -> (items: [SnapshotItem], warning: String?)
    {
        let client = ZennClient(
            base: try APIBase.zenn(environment: context.environment), context: context,
            timeout: .seconds(timeoutSeconds), zone: zone)
        do throws(ZennError) {
            // As with Qiita's articles, one that cannot be read is left out and makes the run partial.
            let (items, skipped) = try await client.articles(of: user)
            return (items, skipped > 0 ? "left out \(plural(skipped, "Zenn article")) that could not be read" : nil)
        } catch {
            // Zenn failing (not an unknown user, not Ctrl-C) leaves the run partial: the previous articles stand in.
            guard error.exitCode == .partial else { throw error }
            let kept = previous()?.items.filter { $0.source == .zenn } ?? []
            return (kept, error.message + "; the previous fetch's \(plural(kept.count, "Zenn article")) stand in")
        }
    }

    /// `--zenn` (`-`: none), else the Zenn user linked to the account of `snapshot`.
    private func zennUser(_ option: String?, account snapshot: Snapshot) throws -> String? {
        if let option { return linked(option) }
        return try ZennLinks(context.locations).user(host: snapshot.host, account: snapshot.user.id)
    }

    private func linked(_ option: String?) -> String? { option == "-" ? nil : option }

    /// A stored snapshot with the Zenn user linked now; a `--zenn` given here is linked from now on.
    private func withZenn(_ snapshot: Snapshot, _ option: String?) throws -> Snapshot {
        var snapshot = snapshot
        snapshot.zennUser = try zennUser(option, account: snapshot)
        if option != nil {
            try ZennLinks(context.locations).link(snapshot.zennUser, host: snapshot.host, account: snapshot.user.id)
        }
        return snapshot
    }

    private func age(of stored: StoredSnapshot) -> TimeInterval {
        context.clock().timeIntervalSince(stored.fetchedAt)
    }

    /// `40 s`, `5 min`, `3 h`, `2 days`: how old a snapshot is.
    private static func shown(age seconds: TimeInterval) -> String {
        let whole = max(0, Int(seconds.rounded(.down)))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min" }
        if whole < 2 * 86_400 { return "\(whole / 3600) h" }
        return "\(whole / 86_400) days"
    }

    /// Whether `error` is the API failing for the moment (down, rate-limited, unreadable), so an old snapshot will do.
    private static func isPassing(_ error: QiitaError) -> Bool {
        switch error {
        case .unavailable, .rateLimited, .resetTooFar, .badData: true
        case .unauthorized, .untrusted, .notFound, .refused, .redirected, .interrupted: false
        }
    }
}
