/// The ten highest of a stream of articles, kept in order as they come (cheaper than sorting all).
struct TopTen {
    /// An article's place in a ranking: its count, the other count, creation, snapshot position.
    struct Entry {
        var key: Int
        var other: Int
        var epoch: Int
        var index: Int

        /// Whether this comes before `entry`: more of the count, then of the other count, then
        /// newer; among equals the snapshot's order (as a stable sort keeps it).
        func ranksAbove(_ entry: Entry) -> Bool {
            (key, other, epoch, entry.index) > (entry.key, entry.other, entry.epoch, index)
        }
    }

    /// The best so far, best first, at most ``PageData/topCount``.
    private(set) var entries: [Entry] = []

    mutating func offer(_ entry: Entry) {
        if entries.count == PageData.topCount, let last = entries.last, !entry.ranksAbove(last) { return }
        let place = entries.firstIndex { entry.ranksAbove($0) } ?? entries.endIndex
        entries.insert(entry, at: place)
        if entries.count > PageData.topCount { entries.removeLast() }
    }
}
