import Contributions
import Foundation
import QiitaModel
import TestSupport
import Testing

@Suite struct ContributionsPropertyTests {
    private static let zones = [
        "UTC", "Asia/Tokyo", "America/New_York", "America/Los_Angeles", "Europe/London", "Australia/Lord_Howe",
        "Asia/Kathmandu", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/St_Johns", "Europe/Berlin",
    ]
    private static let offsets = [32_400, 0, -18_000, -14_400, 19_800, -28_800, 50_400, -39_600]

    /// A random snapshot: 0–300 items between 2024 and 2028, written with random offsets.
    private func randomSnapshot(using generator: inout SeededGenerator) throws -> (Snapshot, [Date]) {
        var items: [SnapshotItem] = []
        var instants: [Date] = []
        let formatter = ISO8601DateFormatter()
        for index in 0..<Int.random(in: 0...300, using: &generator) {
            let instant = Date(
                timeIntervalSince1970: TimeInterval(Int.random(in: 1_704_067_200...1_830_297_600, using: &generator)))
            let offset = try #require(Self.offsets.randomElement(using: &generator))
            let zone = try #require(fixedZone(offset))
            formatter.timeZone = zone
            let isPrivate = Int.random(in: 0..<10, using: &generator) == 0
            items.append(
                ContributionsFixture.item(
                    "p\(index)", formatter.string(from: instant), likes: index % 7, isPrivate: isPrivate))
            instants.append(instant)
        }
        return (ContributionsFixture.snapshot(items), instants)
    }

    @Test(arguments: 0..<40)
    func everyItemInsideThePeriodIsCountedOnceAndEveryDateAppearsOnce(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let (snapshot, instants) = try randomSnapshot(using: &generator)
        let zoneName = try #require(Self.zones.randomElement(using: &generator))
        let zone = try ContributionsFixture.zone(zoneName)
        let from = CalendarDate(dayNumber: Int.random(in: 19_700...20_900, using: &generator))
        let to = from.adding(days: Int.random(in: 0...700, using: &generator))
        let includePrivate = Bool.random(using: &generator)
        let options = ContributionOptions(
            period: .range(from: from, to: to), zone: zone, includePrivate: includePrivate,
            today: from.adding(days: Int.random(in: -30...800, using: &generator)))
        let report = try Contributions.aggregate(snapshot, options: options)

        // The oracle: Foundation's own calendar in the zone.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone.timeZone
        let expected = zip(snapshot.items, instants).filter { item, instant in
            let parts = calendar.dateComponents([.year, .month, .day], from: instant)
            guard includePrivate || !item.isPrivate, let year = parts.year, let month = parts.month,
                let day = parts.day, let date = CalendarDate(year: year, month: month, day: day)
            else { return false }
            return from <= date && date <= to
        }
        #expect(report.days.reduce(0) { $0 + $1.posts } == expected.count, "seed \(seed) zone \(zoneName)")
        #expect(report.items.count == expected.count, "seed \(seed)")
        #expect(
            report.days.map(\.date) == (from.dayNumber...to.dayNumber).map(CalendarDate.init(dayNumber:)),
            "seed \(seed)")
        #expect(Set(report.days.map(\.date)).count == from.days(to: to) + 1, "seed \(seed)")
        #expect(report.days.reduce(0) { $0 + $1.likes } == expected.reduce(0) { $0 + $1.0.likesCount }, "seed \(seed)")
        #expect(report.streaks.longest <= report.days.count)
        #expect(zip(report.items, report.items.dropFirst()).allSatisfy { $0.date >= $1.date }, "seed \(seed)")
    }
}
