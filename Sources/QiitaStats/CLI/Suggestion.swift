/// The nearest known word to a typo, for "did you mean …?".
enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let limit = max(1, min(3, word.count / 3))
        let scored = candidates.map { (candidate: $0, distance: distance(word, $0)) }
        let best = scored.min {
            $0.distance < $1.distance || ($0.distance == $1.distance && $0.candidate < $1.candidate)
        }
        if let best, best.distance <= limit { return best.candidate }
        let prefixed = candidates.filter { $0.hasPrefix(word) }
        return prefixed.count == 1 ? prefixed.first : nil
    }

    /// The edit distance counting insertions, deletions, substitutions and swaps of two
    /// neighbouring letters (optimal string alignment), the usual typos.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
