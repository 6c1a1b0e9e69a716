import Contributions
import Foundation
import QiitaModel
import TestSupport
import Testing

@Suite struct ContributionsTimestampTests {
    @Test(arguments: [
        ("2026-11-30T23:30:00+09:00", 1_796_049_000, 32_400), ("2026-11-30T14:30:00Z", 1_796_049_000, 0),
        ("2026-11-30T06:30:00-08:00", 1_796_049_000, -28_800), ("1970-01-01T00:00:00Z", 0, 0),
        ("2026-11-30T14:30:00.123456Z", 1_796_049_000, 0), ("2026-03-01T05:15:00+05:45", 1_772_321_400, 20_700),
    ])
    func parses(text: String, epoch: Int, offset: Int) throws {
        let timestamp = try #require(QiitaTimestamp(parsing: text))
        #expect(timestamp.epochSeconds == epoch)
    }

    @Test(arguments: [
        "2026-11-30T23:30:00+0900", "2026-11-30 23:30:00+09:00", "2026-11-31T00:00:00Z", "2026-11-30T24:00:00Z",
        "2026-11-30T23:60:00Z", "2026-11-30T23:30:60Z", "2026-11-30T23:30:00", "2026-11-30T23:30:00.Z",
        "2026-11-30T23:30:00+09:00 ", "2026-11-30T23:30:00z", "2026-11-30T23:30+09:00", "", "2026-11-30",
        "2026-11-30T23:30:00+24:00", "2026-11-30T23:30:00Z+09:00",
    ])
    func rejects(text: String) {
        #expect(QiitaTimestamp(parsing: text) == nil)
    }

    @Test func agreesWithFoundationOnRandomTimestamps() throws {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        let formatter = ISO8601DateFormatter()
        let offsets = [0, 32_400, -18_000, -28_800, 19_800, 20_700, -12_600, 50_400, -43_200]
        for _ in 0..<2000 {
            let epoch = Int.random(in: 0...4_102_444_800, using: &generator)
            let offset = try #require(offsets.randomElement(using: &generator))
            let zone = try #require(fixedZone(offset))
            formatter.timeZone = zone
            let text = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(epoch)))
            let timestamp = try #require(QiitaTimestamp(parsing: text), "\(text)")
            #expect(timestamp.epochSeconds == epoch, "\(text)")
        }
    }
}
