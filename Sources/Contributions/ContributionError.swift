import QiitaStatsCore

/// What can go wrong turning a snapshot into a report, each case a sentence for the user.
public enum ContributionError: UserFacingError, Equatable {
    /// An item's `created_at` is not a Qiita timestamp (bad data, exit 65).
    case malformedTimestamp(itemID: String, value: String)
    /// `--to` is before `--from` (exit 64).
    case periodEndsBeforeStart(from: CalendarDate, to: CalendarDate)
    /// The period spans more than 10 years (exit 64).
    case periodTooLong(from: CalendarDate, to: CalendarDate)
    /// `--last` of fewer than one day or more than 10 years (exit 64).
    case lastOutOfRange(days: Int)
    /// Absolute thresholds that are not four ascending positive whole numbers (exit 64).
    case invalidThresholds([Int])
    /// A `-gained` metric asked of a report made without the history of fetches (exit 64).
    case metricNeedsHistory(Metric)
    /// `--metric views` for a snapshot without views (another user's items) (exit 64).
    case viewsUnavailable

    /// The exit code: 65 for bad cache data, 64 for everything the user asked for.
    public var exitCode: ExitCode { if case .malformedTimestamp = self { .dataError } else { .usage } }

    /// The sentence.
    public var message: String {
        switch self {
        case .malformedTimestamp(let id, let value):
            "item \(id) has a malformed created_at \"\(value)\" (expected YYYY-MM-DDTHH:MM:SS+HH:MM)"
        case .periodEndsBeforeStart(let from, let to):
            "--to \(to) is before --from \(from)"
        case .periodTooLong(let from, let to):
            "the period \(from)…\(to) is longer than \(DateRange.maximumYears) years"
        case .lastOutOfRange(let days):
            "--last \(days): the period must be from 1 day to \(DateRange.maximumYears) years"
        case .invalidThresholds(let values):
            "--thresholds \(values.map(String.init).joined(separator: ",")): expected four ascending positive numbers"
        case .metricNeedsHistory(let metric):
            "--metric \(metric.rawValue) needs the history of snapshots, which this report was made without"
        case .viewsUnavailable:
            "views are not available in this snapshot (another user's items never show views)"
        }
    }

    /// What to do.
    public var hint: String? {
        switch self {
        case .malformedTimestamp: "run `qiita-stats fetch` to refresh the cache"
        case .periodTooLong: "split the report into periods of at most \(DateRange.maximumYears) years"
        case .invalidThresholds: "for example --thresholds 1,2,3,4"
        case .metricNeedsHistory: "each successful 'qiita-stats fetch' records a snapshot in the history"
        case .viewsUnavailable: "use --metric posts or --metric likes"
        default: nil
        }
    }
}
