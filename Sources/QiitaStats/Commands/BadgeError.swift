import QiitaStatsCore

/// What stops a badge besides its data source: a sentence, a hint, and exit 1.
enum BadgeError: UserFacingError, Equatable {
    /// A `-gained` badge with fewer than two fetches of the user in its window.
    case noGains(metric: String, user: String, days: Int, history: String)

    var exitCode: ExitCode { .failure }

    var message: String {
        switch self {
        case .noGains(let metric, let user, let days, let history):
            "--metric \(metric): no gain of @\(user) is known in the last \(days) days (the history "
                + "\(history) needs two successful fetches in that time)"
        }
    }

    var hint: String? {
        switch self {
        case .noGains:
            "each successful 'qiita-stats fetch' records a snapshot: fetch again later (a daily job does), "
                + "or add \(BadgeCommand().$onError) badge to write a grey 'no history yet' badge meanwhile"
        }
    }
}
