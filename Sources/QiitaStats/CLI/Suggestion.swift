import Mustache

/// The nearest known word to a typo, for "did you mean …?".
enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo (the rule and the edit distance of
    /// the template's names, ``MustacheSuggestion``), else the one candidate `word` begins, if only one.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        if let closest = MustacheSuggestion.closest(to: word, among: candidates) { return closest }
        let prefixed = candidates.filter { $0.hasPrefix(word) }
        return prefixed.count == 1 ? prefixed.first : nil
    }
}
