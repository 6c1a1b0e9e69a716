import Contributions
import Foundation
import HistoryStore
import QiitaModel
import QiitaStatsCore

/// The gains between the fetches in the store; a broken history fails only a `-gained` metric, else it is a warning.
struct HistoryAccess {
    let context: Context
    let global: GlobalOptions
    /// The store the report read its snapshot from.
    let store: HistoryStore
    /// The articles whose gains are read (with `--tag`, those that carry one: ``StoredSnapshot/tagged``); nil: all.
    var articles: Set<String>? = nil

    /// The gains of the snapshot's user around `range`: `required` throws errors; otherwise nil with a warning.
    func gains(of snapshot: Snapshot, range: DateRange, includePrivate: Bool, required: Bool) throws -> GainHistory? {
        do {
            return try store.gains(
                host: snapshot.host, user: snapshot.user.id, authenticated: snapshot.viewsAvailable,
                from: range.anyZoneSeconds.lowerBound, to: range.anyZoneSeconds.upperBound,
                includePrivate: includePrivate, includeZenn: snapshot.zennUser != nil, articles: articles)
        } catch  where !required {
            let (_, message, hint) = ErrorReporter.describe(error)
            global.warn("the report has no gains: \(message)", context: context)
            if let hint, !global.quiet { context.stderr.line("hint: \(hint)") }
            return nil
        }
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
}
