import Contributions
import HistoryStore
import QiitaStatsCore

/// `history prune`: keeps the last snapshot of each of the last N days (in `TZ`) and every one before.
struct HistoryPruneCommand: Command {
    static let configuration = CommandConfiguration(
        name: "prune", summary: "thin the last N days to one snapshot a day; keep older ones",
        details: """
            Of each of the last N days (today included, in $TZ), only the day's last snapshot
            is kept, with every user's rows; the snapshots before those days are all kept,
            untouched. The gains are recomputed from the snapshots that remain.
            """)

    @Option(
        "keep-daily", "N", help: "the days, ending today, that keep only their last snapshot (1–36500)",
        required: true, format: .integer(1...36_500))
    var keepDaily = 1

    func run(global: GlobalOptions, context: Context) async throws -> ExitCode {
        let url = HistoryStore.url(in: context.locations)
        guard let store = try HistoryStore.openExisting(at: url) else {
            if !global.quiet { context.stdout.line("No history yet at \(url.path).") }
            return .success
        }
        let zone = ReportZone.choose(option: nil, environment: context.environment).zone
        let summary = try store.prune(keepDaily: keepDaily, today: zone.date(of: context.clock()), zone: zone)
        try store.close()
        if !global.quiet {
            context.stdout.line(
                "Removed \(plural(summary.removedFetches, "snapshot")) (\(plural(summary.removedRows, "row"))); "
                    + "\(summary.keptFetches) kept in \(store.url.path).")
        }
        return .success
    }
}
