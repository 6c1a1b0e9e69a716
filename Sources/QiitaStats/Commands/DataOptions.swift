import Contributions

/// Where the data of a report or badge comes from (the DATA options).
struct DataOptions: ParsableArguments {
    static var title: String? { "DATA" }

    @Option("tz", "ZONE", help: "IANA time zone of the days (default $TZ, else the system zone)", format: .timeZone)
    var timeZone: String? = nil
    @Option(like: includePrivateOption) var includePrivate = false
    @Option(like: userOption) var user: String? = nil
    @Option(like: zennOption) var zenn: String? = nil
    @Option("tag", "TAG", help: "only the articles tagged TAG, in any case (repeatable: any of them)")
    var tags: [String] = []
    @Option("offline", help: "use the cache only; never the network") var offline = false
    @Option("refresh", help: "always fetch, even when the cache is fresh") var refresh = false
    @Option(
        "max-age", "DURATION", help: "reuse a cache younger than this (default {default}; 90s, 10m, 1h, 2d)",
        format: .duration)
    var maxAgeSeconds = 3600

    /// `--include-private`, shared with `history export`.
    static func includePrivateOption(_ value: Bool) -> Option<Bool> {
        Option(wrappedValue: value, "include-private", help: "include limited-share (限定共有) items")
    }
    /// `--user`, shared with `fetch`.
    static func userOption(_ value: String?) -> Option<String?> {
        Option(
            wrappedValue: value, "user", "ID", help: "another user's public items (no token needed; views unavailable)",
            format: .userID)
    }
    /// `--zenn`, shared with `fetch`.
    static func zennOption(_ value: String?) -> Option<String?> {
        Option(
            wrappedValue: value, "zenn", "USER", help: "add this Zenn user's articles, and remember it ('-': unlink)",
            format: .zennUser)
    }

    func validate() throws(UsageError) { try UsageError.exclusive($offline, $refresh) }
}
