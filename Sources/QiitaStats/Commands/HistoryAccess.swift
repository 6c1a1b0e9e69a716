import Contributions
import Foundation
import HistoryStore
import QiitaModel
import QiitaStatsCore

/// The gains between the fetches in the store; a broken history fails only a `-gained` metric, else it is a warning.
struct HistoryAccess {
    let context: Context
    let global: GlobalOptions
    /// The store the report read its snapshot from; without it, the file is opened for each read.
    var store: HistoryStore? = nil

    private var url: URL { HistoryStore.url(in: context.locations) }

    /// `body` on the report's store or on the file's (nil when there is none).
    private func withStore<Result>(_ body: (HistoryStore) throws -> Result) throws -> Result? {
        if let store { return try body(store) }
        guard let opened = try HistoryStore.openExisting(at: url) else { return nil }
        defer { try? opened.close() }
        return try body(opened)
    }

    /// The gains of the snapshot's user around `range`: `required` throws errors; otherwise nil with a warning.
    func gains(of snapshot: Snapshot, range: DateRange, includePrivate: Bool, required: Bool) throws -> GainHistory? {
        do {
            // Two days of margin each side cover any zone's offset.
            let gains = try withStore {
                try $0.gains(
                    host: snapshot.host, user: snapshot.user.id, authenticated: snapshot.viewsAvailable,
                    from: (range.from.dayNumber - 2) * 86_400, to: (range.to.dayNumber + 3) * 86_400,
                    includePrivate: includePrivate, includeZenn: snapshot.zennUser != nil)
            }
            return gains ?? (required ? GainHistory() : nil)
        } catch  where !required {
            warn("the report has no gains", error)
            return nil
        }
    }

    /// What each article gained over `range`, for the page's list; nil (a warning if unreadable) without a history.
    func articleGains(of snapshot: Snapshot, range: DateRange, zone: ReportZone, includePrivate: Bool) -> ArticleGains?
    {
        do {
            let history = try withStore {
                try $0.history(
                    host: snapshot.host, user: snapshot.user.id, authenticated: snapshot.viewsAvailable,
                    from: (range.from.dayNumber - 2) * 86_400, to: (range.to.dayNumber + 3) * 86_400)
            }
            return history.map { ArticleGains($0, range: range, zone: zone, includePrivate: includePrivate) }
        } catch {
            warn("the page has no list of the articles that gained most", error)
            return nil
        }
    }

    /// The articles of `ids` that `snapshot` (a period's, from the store) lacks, read from the store in order until
    /// `count` of `ids` are at hand: the page's top gainers. None (a warning if unreadable) without a store.
    func articles(_ ids: [String], besides snapshot: Snapshot, count: Int) -> [SnapshotItem] {
        var found: [SnapshotItem] = []
        var have = Set(snapshot.items.map(\.id))
        do {
            for start in stride(from: 0, to: ids.count, by: count) {
                guard ids[..<start].count(where: have.contains) < count else { break }
                let wanted = Set(ids[start..<min(ids.count, start + count)]).subtracting(have)
                guard !wanted.isEmpty else { continue }
                let items =
                    try withStore {
                        try $0.newest(
                            host: snapshot.host, user: snapshot.user.id, created: 0..<0, ids: wanted,
                            includePrivate: true, includeZenn: snapshot.zennUser != nil)?.snapshot.items ?? []
                    } ?? []
                found += items
                have.formUnion(items.map(\.id))
            }
        } catch {
            warn("the page's list of the articles that gained most may be short", error)
        }
        return found
    }

    /// With `-v`, each counter that went down (Qiita recounts), counted as no gain.
    func reportDecreases(_ gains: DailyGains?, zone: ReportZone) {
        guard global.verbose, let gains else { return }
        let time = { (seconds: Int) in
            ISOTimestamp.format(Date(timeIntervalSince1970: TimeInterval(seconds)), timeZone: zone.timeZone)
        }
        for decrease in gains.decreases {
            context.stderr.line(
                "qiita-stats: \(decrease.article): \(decrease.counter.rawValue) went down from \(decrease.from) to "
                    + "\(decrease.to) between \(time(decrease.earlierFetch)) and \(time(decrease.laterFetch)); "
                    + "counted as no gain")
        }
    }

    private func warn(_ what: String, _ error: any Error) {
        let (_, message, hint) = ErrorReporter.describe(error)
        global.warn("\(what): \(message)", context: context)
        if let hint, !global.quiet { context.stderr.line("hint: \(hint)") }
    }
}
