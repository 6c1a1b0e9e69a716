import TestSupport
import Testing

@testable import Rendering

@Suite struct TopTenTests {
    /// What sorting every entry and taking ten gives: the reference the selection must match.
    private func sortedTen(_ entries: [TopTen.Entry]) -> [Int] {
        entries.sorted { $0.ranksAbove($1) }.prefix(PageData.topCount).map(\.index)
    }

    @Test func keepsWhatSortingAllAndTakingTenKeeps() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            // Few distinct counts and dates, so that ties decide most places.
            let count = [0, 1, 9, 10, 11, 50, 400][round % 7]
            let entries = (0..<count).map { index in
                TopTen.Entry(
                    key: Int.random(in: 0...4, using: &generator), other: Int.random(in: 0...2, using: &generator),
                    epoch: Int.random(in: 0...3, using: &generator), index: index)
            }
            var top = TopTen()
            for entry in entries { top.offer(entry) }
            #expect(top.entries.map(\.index) == sortedTen(entries), "round \(round)")
        }
    }

    @Test func equalArticlesKeepTheSnapshotsOrder() {
        var top = TopTen()
        for index in 0..<15 { top.offer(TopTen.Entry(key: 7, other: 0, epoch: 100, index: index)) }
        #expect(top.entries.map(\.index) == Array(0..<10))
    }
}
