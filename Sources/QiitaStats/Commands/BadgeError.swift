import QiitaStatsCore

/// A `-gained` badge with fewer than two fetches of the user in its window (exit 1).
struct BadgeError: UserFacingError, Equatable {
    let message: String
    var exitCode: ExitCode { .failure }
    var hint: String? {
        "each successful 'qiita-stats fetch' records a snapshot: fetch again later (a daily job does), "
            + "or add \(BadgeCommand().$onError) badge to write a grey 'no history yet' badge meanwhile"
    }
}
