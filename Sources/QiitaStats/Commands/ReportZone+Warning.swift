import Contributions
import QiitaStatsCore

extension ReportZone {
    /// The zone of a command's days (`--tz`, `TZ`, the system's), warning when `TZ` could not be read exactly.
    static func chosen(option: String?, global: GlobalOptions, context: Context) -> ReportZone {
        let (zone, warning) = choose(option: option, environment: context.environment)
        if let warning { global.warn(warning, context: context) }
        return zone
    }
}
