/// Shows a token without giving it away: `****` and at most its last 4 characters.
public enum TokenMask {
    /// Tokens shorter than this are masked whole: 4 of a short token is too much of it.
    public static let minimumLengthToShowTail = 16

    /// `****abcd` for a token ending in `abcd`; `****` for a short one.
    public static func mask(_ token: String) -> String {
        guard token.count >= minimumLengthToShowTail else { return "****" }
        return "****" + token.suffix(4)
    }
}
