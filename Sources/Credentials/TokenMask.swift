/// Shows a token without giving it away: `****` and at most its last 4 characters.
public enum TokenMask {
    /// `****abcd` for a token ending in `abcd`; `****` alone below 16 characters, where 4 would be too much.
    public static func mask(_ token: String) -> String {
        token.count >= 16 ? "****" + token.suffix(4) : "****"
    }
}
