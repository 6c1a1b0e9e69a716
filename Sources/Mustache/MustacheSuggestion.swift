/// The nearest known name to a typo, for "did you mean …?" hints.
public enum MustacheSuggestion {
    /// The candidate closest to `name` within a third of its length in edits (1 to 3), the alphabetically
    /// first on a tie; `nil` when none is that close or `name` itself is a candidate.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, name.unicodeScalars.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(name, candidate)
            guard distance <= limit else { continue }
            if let current = best,
                current.distance < distance || (current.distance == distance && current.candidate <= candidate)
            {
                continue
            }
            best = (candidate, distance)
        }
        guard let best, best.distance > 0 else { return nil }
        return best.candidate
    }

    /// The number of insertions, deletions, substitutions and swaps of two neighbouring characters that turn
    /// `a` into `b` (optimal string alignment distance), counted over Unicode scalars.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
