import Foundation

/// The folders of the tool (README, "Where files live"); each store names its own file in them.
public struct FileLocations: Sendable, Equatable {
    /// `$XDG_CONFIG_HOME/qiita-stats` (default `~/.config/qiita-stats`).
    public let configDirectory: URL
    /// `$XDG_DATA_HOME/qiita-stats` (default `~/.local/share/qiita-stats`).
    public let dataDirectory: URL

    /// Locations for an environment; relative `XDG_*` values are ignored, as the XDG spec says.
    public init(environment: [String: String], home: URL) {
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return home.appendingPathComponent(fallback, isDirectory: true)
        }
        configDirectory = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("qiita-stats", isDirectory: true)
        dataDirectory = base("XDG_DATA_HOME", ".local/share").appendingPathComponent("qiita-stats", isDirectory: true)
    }
}
