import Contributions
import Credentials
import Foundation
import HistoryStore
import QiitaAPI
import QiitaModel
import QiitaStatsCore

/// Where a command's snapshot comes from (the store, after a fetch when one is needed); the one place a fetch is
/// run and recorded. A run opens the store once and hands it along: fetch, record, read, report.
struct DataSource {
    /// A snapshot ready to aggregate.
    struct Loaded {
        /// The store's newest fetch, its snapshot with the Zenn user linked now.
        var stored: StoredSnapshot
        /// What else makes the run partial: a stored fetch standing in for a failed one.
        var warnings: [String] = []
        /// The store the snapshot was read from, open for the rest of the run (the caller closes it).
        var store: HistoryStore
    }

    let context: Context
    let global: GlobalOptions

    /// The snapshot for a report or badge: the store's newest fetch when fresh enough, else one fetched and
    /// recorded now, read as a later `report --offline` reads it. From the store, what `query` asks (its account is
    /// `data`'s).
    func load(_ data: DataOptions, query: SnapshotQuery, zone: String) async throws -> Loaded {
        let base = try global.apiBase(context)
        // Only reading, when only reading: `--offline` works where the store cannot be written.
        var store = try HistoryStore.openExisting(at: HistoryStore.url(in: context.locations), readOnly: data.offline)
        do {
            var (query, option, warnings) = (query, data.zenn, [String]())
            (query.host, query.user, query.tags) = (base.host, data.user, data.tags)
            let account = try data.user ?? store?.authenticatedUser(host: base.host)
            let link = try account.flatMap { try ZennLinks(context.locations).user(host: base.host, account: $0) }
            // A new `--zenn` link needs that user's articles: the store does not have them.
            let relinked = linked(data.zenn).map { $0 != link } ?? false
            query.includeZenn = data.tags.isEmpty && (data.zenn == nil ? link : linked(data.zenn)) != nil
            var stored = try store?.newest(query)
            if !data.offline,
                data.refresh || relinked || stored.map({ age(of: $0) >= Double(data.maxAgeSeconds) }) ?? true
            {
                do {
                    let defaults = FetchCommand()
                    _ = try await fetch(
                        user: data.user, zenn: data.zenn, concurrency: defaults.concurrency,
                        timeoutSeconds: defaults.timeoutSeconds, wait: defaults.wait, zone: zone, store: &store)
                    stored = try store?.newest(query)
                } catch {
                    guard let cached = stored, ErrorReporter.describe(error).0 != .interrupted else { throw error }
                    let age = Self.shown(age: age(of: cached))
                    // The API failing for now makes the store's fetch old, not wrong: report from it and exit 3. A
                    // failure the user must fix (token, base URL, disk), or `--refresh`, fails, naming `--offline`.
                    guard !data.refresh, let failure = error as? QiitaError, Self.isPassing(failure) else {
                        let (code, message, hint) = ErrorReporter.describe(error)
                        let offline = "add --offline to report from the cached snapshot (fetched \(age) ago)"
                        throw CommandError(
                            message: message, hint: hint.map { "\($0); or \(offline)" } ?? offline, exitCode: code)
                    }
                    option = nil
                    warnings.append(
                        "reporting from the cached snapshot fetched \(age) ago, since refreshing it failed: \(failure.message)"
                    )
                }
            }
            guard var stored, let store else {
                // Nothing to report from: no fetch, or a history of counts only (`history import`).
                let fetch = "qiita-stats fetch\(data.user.map { " --user \($0)" } ?? "")"
                let what = "no cached snapshot of \(data.user ?? "your articles") on \(base.host)"
                guard try store?.holdsCounts(host: base.host, user: data.user) == true else {
                    throw CommandError(message: what, hint: "run '\(fetch)' first, or drop --offline")
                }
                throw CommandError(
                    message: "\(what): the history holds counts only (an import); one '\(fetch)' adds the articles")
            }
            // The Zenn user linked now; a `--zenn` given here is linked from now on.
            stored.snapshot.zennUser = try zennUser(option, account: stored.snapshot)
            if option != nil {
                try ZennLinks(context.locations).link(
                    stored.snapshot.zennUser, host: stored.snapshot.host, account: stored.snapshot.user.id)
            }
            // Zenn's list carries no topics: a report of tags is of Qiita's articles alone, and says so once.
            if !data.tags.isEmpty, stored.snapshot.zennUser != nil {
                if !global.quiet {
                    context.stderr.line("qiita-stats: Zenn's articles carry no tags: --tag leaves them out")
                }
                stored.snapshot.zennUser = nil
            }
            return Loaded(stored: stored, warnings: warnings, store: store)
        } catch {
            try? store?.close()
            throw error
        }
    }

    /// Fetches from the API and, only when that succeeds, records it in `store` (created when there is none) in one
    /// transaction, with what it did not get: the snapshot and those problems.
    func fetch(
        user: String?, zenn: String?, concurrency: Int, timeoutSeconds: Double, wait: Bool, zone: String,
        store: inout HistoryStore?
    ) async throws -> (snapshot: Snapshot, problems: [ItemProblem]) {
        let base = try global.apiBase(context)
        var resolved: ResolvedToken?
        if user == nil {
            resolved = try ResolvedToken.resolve(for: base, context: context)
            guard resolved != nil else { throw AuthError.notLoggedIn(base) }
        }
        let startedAt = context.clock()
        let url = HistoryStore.url(in: context.locations)
        // The budget calls it under its lock, one call at a time, and only until the fetch returns.
        nonisolated(unsafe) let recording = try store ?? HistoryStore.open(at: url)
        store = recording
        // The previous fetch, read once when some article's views or counts, or Zenn's articles, cannot be had.
        var previous: StoredSnapshot??
        func earlier() -> StoredSnapshot? {
            if previous == nil {
                previous = .some(
                    try? recording.newest(SnapshotQuery(host: base.host, user: user, includePrivate: true)))
            }
            return previous ?? nil
        }
        // The quota is the token's (the address's without one): every process using it charges one count in the
        // store, keyed by its account, so that together they start no request it cannot cover.
        let account = user == nil ? try resolved?.user ?? recording.authenticatedUser(host: base.host) ?? "?" : ""
        let budget = RateBudget(ledger: { try recording.updateQuota(host: base.host, account: account, $0) })
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
            outcome = try await fetcher.fetch(user: user, previous: { earlier()?.snapshot })
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
        var problems = outcome.problems
        if let zennUser = try zennUser(zenn, account: snapshot) {
            snapshot.zennUser = zennUser
            let (items, problem) = try await zennArticles(
                of: zennUser, previous: earlier, timeoutSeconds: timeoutSeconds, zone: zone)
            if zenn != nil, items.isEmpty, problem == nil {  // a typo, which Zenn may answer with an empty list
                let check = "check the name at https://zenn.dev/\(zennUser), or unlink it with --zenn -"
                global.warn("Zenn lists no articles for \"\(zennUser)\": \(check)", context: context)
            }
            snapshot.items += items
            problems += problem.map { [$0] } ?? []
        }
        if zenn != nil {
            try ZennLinks(context.locations).link(snapshot.zennUser, host: base.host, account: snapshot.user.id)
        }
        problems += snapshot.truncation.map { [$0] } ?? []
        let rows = try recording.record(
            snapshot, avatar: outcome.avatar, authenticated: user == nil, startedAt: startedAt, problems: problems)
        if global.verbose {
            context.stderr.line("qiita-stats: recorded \(plural(rows, "article")) in the store \(url.path)")
        }
        for warning in outcome.warnings { global.warn(warning, context: context) }
        if let user, try recording.authenticatedUser(host: base.host) == user {
            global.warn(
                "reports of \(user) keep reading the fetches made with your token (views, "
                    + "limited-share articles); this public fetch is stored as its own account", context: context)
        }
        return (snapshot, problems)
    }

    /// The articles of `user` on Zenn (those of the `previous` fetch when Zenn fails), and the problem if any.
    private func zennArticles(
        of user: String, previous: () -> StoredSnapshot?, timeoutSeconds: Double, zone: String
    ) async throws -> (items: [SnapshotItem], problem: ItemProblem?) {
        let client = ZennClient(
            base: try APIBase.zenn(environment: context.environment), context: context,
            timeout: .seconds(timeoutSeconds), zone: zone)
        do throws(ZennError) {
            // As with Qiita's articles, one that cannot be read is left out and makes the run partial.
            let (items, skipped) = try await client.articles(of: user)
            let message = "left out \(plural(skipped, "Zenn article")) that could not be read"
            return (items, skipped > 0 ? ItemProblem(.zenn, id: nil, message: message) : nil)
        } catch {
            // Zenn failing (not an unknown user, not Ctrl-C) leaves the run partial: the previous articles stand
            // in, dated by the fetch that got them.
            guard error.exitCode == .partial else { throw error }
            let previous = previous()
            let kept = previous?.snapshot.items.filter { $0.source == .zenn } ?? []
            guard let stored = previous, !kept.isEmpty else {
                return ([], ItemProblem(.zenn, id: nil, message: error.message + "; no earlier fetch had any"))
            }
            let since = stored.summary.problems.first { $0.kind == .zenn }?.since ?? stored.snapshot.fetchedAt
            let message =
                "\(error.message); the \(plural(kept.count, "Zenn article")) of the fetch of \(since) stand in"
            return (kept, ItemProblem(.zenn, id: nil, message: message, since: since))
        }
    }

    /// `--zenn` (`-`: none), else the Zenn user linked to the account of `snapshot`.
    private func zennUser(_ option: String?, account snapshot: Snapshot) throws -> String? {
        if let option { return linked(option) }
        return try ZennLinks(context.locations).user(host: snapshot.host, account: snapshot.user.id)
    }

    private func linked(_ option: String?) -> String? { option == "-" ? nil : option }

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
