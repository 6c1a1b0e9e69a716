extension CommandCatalog {
    /// The examples of `--help` (those marked `inHelp`) and of the manual page (all), in order.
    /// Each one runs in the tests against the emulator, one after the other in one home.
    static let examples: [CommandExample] = [
        CommandExample(
            "qiita-stats auth login", "store your token (https://qiita.com/settings/tokens/new)", inHelp: true),
        CommandExample("qiita-stats auth status", "which token is used, for whom, and the rate limit left"),
        CommandExample("qiita-stats report", "this month's grid in the terminal", inHelp: true),
        CommandExample(
            "qiita-stats report --year 2026 --html", "a year as a self-contained HTML page", inHelp: true),
        CommandExample(
            "qiita-stats report --year 2025 --png --theme dark --palette qiita",
            "a year as a PNG calendar, dark, in Qiita green"),
        CommandExample(
            "qiita-stats report --last 90 --metric views --tz Asia/Tokyo --lang ja",
            "the last 90 days by views, in Japan's days, with Japanese labels"),
        CommandExample("qiita-stats report --month 2025-03 --json report.json", "a month as a JSON document"),
        CommandExample("qiita-stats report --metric views-gained", "the views gained each day, from the history"),
        CommandExample("qiita-stats badge --format svg", "a badge for your README", inHelp: true),
        CommandExample(
            "qiita-stats badge --metric all --format json --output badge.json", "a shields.io endpoint document"),
        CommandExample("qiita-stats history export history.jsonl", "the history of fetches as JSON lines"),
        CommandExample("qiita-stats history import history.jsonl", "and back (importing rows twice changes nothing)"),
        CommandExample(
            "qiita-stats report --tz JST", "refused: an abbreviation names no single zone (use Asia/Tokyo)",
            exitStatus: 64),
        CommandExample("qiita-stats demo", "everything, against the built-in emulator", inHelp: true),
    ]
}
