import Foundation
import QiitaEmulator
import Testing

@Suite("Emulator dataset")
struct DatasetTests {
    static let dataset = EmulatorDataset.generate(seed: 42, items: 537, user: "emu-user")

    @Test func theSameSeedGivesTheSameDataset() {
        #expect(
            EmulatorDataset.generate(seed: 7, items: 80, user: "u")
                == EmulatorDataset.generate(seed: 7, items: 80, user: "u"))
        #expect(
            EmulatorDataset.generate(seed: 7, items: 80, user: "u").items.map(\.id)
                != EmulatorDataset.generate(seed: 8, items: 80, user: "u").items.map(\.id))
        #expect(EmulatorDataset.generate(seed: 1, items: 0, user: "u").items.isEmpty)
    }

    @Test func datesAreClusteredOverSeveralYears() {
        let items = Self.dataset.items
        #expect(items.count == 537)
        #expect(Set(items.map(\.id)).count == 537)
        #expect(items.allSatisfy { $0.id.count == 20 && $0.id.allSatisfy(\.isHexDigit) })
        let years = Set(items.map { $0.createdAt.prefix(4) })
        #expect(years.count >= 5)
        let days = Dictionary(grouping: items) { $0.createdAt.prefix(10) }
        #expect(days.values.contains { $0.count >= 3 }, "several posts on one day")
        let months = Set(items.map { $0.createdAt.prefix(7) })
        #expect(months.count < 72 - 3, "some idle months")
        let perMonth = Dictionary(grouping: items) { $0.createdAt.prefix(7) }.values.map(\.count)
        #expect((perMonth.max() ?? 0) >= 3 * 537 / 72, "bursts")
        #expect(items.allSatisfy { $0.createdAt.hasSuffix("+09:00") && $0.updatedEpoch >= $0.createdEpoch })
    }

    @Test func someItemsSitNextToMidnightInJSTAndInUTC() {
        let clock = Self.dataset.items.map { $0.createdAt.dropFirst(11).prefix(5) }
        #expect(clock.contains("23:59") && clock.contains("00:00"))
        #expect(clock.contains("08:59") && clock.contains("09:00"))
    }

    @Test func countsHaveALongTail() {
        let likes = Self.dataset.items.map(\.likesCount).sorted()
        let median = likes[likes.count / 2]
        #expect((likes.last ?? 0) >= 800 && (likes.last ?? 0) > 50 * max(1, median))
        #expect(Self.dataset.items.allSatisfy { $0.pageViewsCount > 0 && $0.stocksCount >= 0 })
    }

    @Test func textIsMixedEscapedAndOfRealisticSize() {
        let items = Self.dataset.items
        #expect(items.contains { $0.isPrivate } && items.contains { !$0.isPrivate })
        #expect(items.filter(\.isPrivate).allSatisfy { $0.url.contains("/private/") })
        #expect(items.filter { ["<", "&", "\""].contains(where: $0.title.contains) }.count >= 3)
        #expect(items.contains { $0.title.unicodeScalars.contains { $0.value > 0x3000 } })
        #expect(items.contains { $0.title.unicodeScalars.allSatisfy(\.isASCII) })
        let sizes = items.map(\.body.utf8.count).sorted()
        #expect(sizes[sizes.count / 2] >= 2_000)
        #expect((sizes.last ?? 0) >= 100_000)
        #expect(items.allSatisfy { $0.body.hasSuffix("\n") && $0.renderedBody.contains("data-sourcepos") })
        #expect(items.allSatisfy { !$0.renderedBody.contains("<script>") })
        #expect(Self.dataset.user.itemsCount == Self.dataset.publicItems.count)
    }

    @Test func jstFormatting() {
        #expect(JSTTime.format(0) == "1970-01-01T09:00:00+09:00")
        #expect(JSTTime.format(1_717_200_000) == "2024-06-01T09:00:00+09:00")
        #expect(JSTTime.epoch(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59) == 1_709_218_799)
    }
}
