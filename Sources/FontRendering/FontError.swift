/// A font that cannot be used, or a FreeType or fontconfig failure, as a sentence.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A font the user named (`--font`, `QIITA_STATS_FONT`) cannot be used, and why.
    case unusableFont(path: String, source: String, reason: String)
    /// FreeType failed while doing something.
    case freeType(action: String, reason: String)
    /// fontconfig failed while doing something.
    case fontconfig(action: String, reason: String)

    /// The sentence for a user.
    public var description: String {
        switch self {
        case .unusableFont(let path, let source, let reason): "cannot use the font \(path) (from \(source)): \(reason)"
        case .freeType(let action, let reason): "FreeType failed \(action): \(reason)"
        case .fontconfig(let action, let reason): "fontconfig failed \(action): \(reason)"
        }
    }
}
