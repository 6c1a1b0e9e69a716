import Contributions
import QiitaAPI
import QiitaStatsCore
import Rendering

/// Options valid on every command, before it or after it.
struct GlobalOptions: ParsableArguments {
    @Option("host", "HOST", help: "Qiita host (default qiita.com; Qiita Team: TEAM.qiita.com)", format: .host)
    var host: String? = nil
    @Option("color", "WHEN", help: "colour output: {choices} (default {default})") var color = ColorChoice.auto
    @Option("quiet", short: "q", help: "print nothing but results and errors") var quiet = false
    @Option("verbose", short: "v", help: "log each request (the token is redacted)") var verbose = false
    @Option("no-input", help: "never prompt; fail instead") var noInput = false
    @Option("help", short: "h", help: "show this help") var help = false

    func validate() throws(UsageError) { try UsageError.exclusive($quiet, $verbose) }

    /// The API of `--host` (or `QIITA_API_BASE_URL`).
    func apiBase(_ context: Context) throws(APIBaseError) -> APIBase {
        try APIBase.resolve(host: host, environment: context.environment)
    }

    /// Names an output file written, on standard error (nothing with `-q`).
    func wrote(_ path: String, context: Context) {
        if !quiet { context.stderr.line("qiita-stats: wrote \(path)") }
    }

    /// The zone of a command's days (`--tz`, `TZ`, the system's), warning when `TZ` could not be read exactly.
    func zone(_ option: String?, context: Context) -> ReportZone {
        let (zone, warning) = ReportZone.choose(option: option, environment: context.environment)
        if let warning { warn(warning, context: context) }
        return zone
    }

    /// Writes `text` as a warning on standard error (nothing with `-q`), its control characters made visible.
    func warn(_ text: String, context: Context) {
        if !quiet { context.stderr.line("qiita-stats: warning: \(TerminalText.visible(text))") }
    }
}

extension ColorChoice: ArgumentValue {}
