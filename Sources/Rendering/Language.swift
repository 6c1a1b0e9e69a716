/// The language of labels: `--lang en|ja`, else from `LC_ALL`/`LC_MESSAGES`/`LANG`.
public enum Language: String, Sendable, CaseIterable {
    /// English.
    case en
    /// Japanese.
    case ja

    /// `ja` when the locale variables say Japanese (`ja_JP.UTF-8`, `ja`), else `en`.
    public static func detect(environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return value.lowercased().hasPrefix("ja") ? .ja : .en
            }
        }
        return .en
    }
}
