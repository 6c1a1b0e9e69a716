import Contributions
import TestSupport
import Testing

@Suite struct ContributionsZoneTests {
    @Test(arguments: [
        ("2026-11-30T23:30:00+09:00", "Asia/Tokyo", "2026-11-30"), ("2026-11-30T23:30:00+09:00", "UTC", "2026-11-30"),
        ("2026-11-30T23:30:00+09:00", "America/Los_Angeles", "2026-11-30"),
        ("2026-12-01T08:30:00+09:00", "Asia/Tokyo", "2026-12-01"), ("2026-12-01T08:30:00+09:00", "UTC", "2026-11-30"),
        ("2026-12-01T08:30:00+09:00", "America/Los_Angeles", "2026-11-30"),
        ("2026-11-01T00:00:00+09:00", "Asia/Tokyo", "2026-11-01"), ("2026-11-01T00:00:00+09:00", "UTC", "2026-10-31"),
        ("2026-11-30T14:59:59Z", "Asia/Tokyo", "2026-11-30"), ("2026-11-30T15:00:00Z", "Asia/Tokyo", "2026-12-01"),
        ("2026-11-30T23:30:00+09:00", "Asia/Kolkata", "2026-11-30"),
        ("2026-12-01T08:30:00+09:00", "Pacific/Kiritimati", "2026-12-01"),
    ])
    func bucketsByTheChosenZone(createdAt: String, zone: String, expected: String) throws {
        let snapshot = ContributionsFixture.snapshot([ContributionsFixture.item("x", createdAt, likes: 3)])
        let report = try Contributions.aggregate(
            snapshot, options: try ContributionsFixture.options("2026-10-25", "2026-12-05", zone: zone))
        #expect(report.items.map(\.date.description) == [expected])
        #expect(report.days.filter { $0.posts > 0 }.map(\.date.description) == [expected])
        #expect(report.days.first { $0.date.description == expected }?.likes == 3)
    }

    @Test func fixtureItemsLandOnTheirDatesInEachZone() throws {
        let snapshot = try ContributionsFixture.snapshot()
        let expected: [(String, [String])] = [
            ("Asia/Tokyo", ["2026-12-01", "2026-11-30"]),
            ("UTC", ["2026-11-30", "2026-11-30"]),
            ("America/Los_Angeles", ["2026-11-30", "2026-11-30"]),
        ]
        for (zone, dates) in expected {
            let report = try Contributions.aggregate(
                snapshot, options: try ContributionsFixture.options("2026-11-25", "2026-12-05", zone: zone))
            let dated = report.items.filter { $0.item.id.hasPrefix("a1") || $0.item.id.hasPrefix("a2") }
            #expect(dated.map(\.date.description) == dates, "\(zone)")
        }
    }

    @Test func newYorkDSTChangesKeepEveryDateOnce() throws {
        // 2026: DST starts Sun Mar 8 (a 23-hour day) and ends Sun Nov 1 (a 25-hour day).
        let items = [
            ContributionsFixture.item("spring-early", "2026-03-08T00:30:00-05:00"),
            ContributionsFixture.item("spring-late", "2026-03-08T23:30:00-04:00"),
            ContributionsFixture.item("fall-first", "2026-11-01T01:30:00-04:00"),
            ContributionsFixture.item("fall-second", "2026-11-01T01:30:00-05:00"),
            ContributionsFixture.item("fall-late", "2026-11-01T23:59:59-05:00"),
            ContributionsFixture.item("fall-next", "2026-11-02T05:00:00Z"),
        ]
        let report = try Contributions.aggregate(
            ContributionsFixture.snapshot(items),
            options: try ContributionsFixture.options("2026-03-01", "2026-11-30", zone: "America/New_York"))
        let dates = report.days.map(\.date)
        #expect(dates.count == 275)
        #expect(Set(dates).count == dates.count)
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0.days(to: $1) == 1 })
        #expect(dates.first?.description == "2026-03-01")
        #expect(dates.last?.description == "2026-11-30")
        let posted = report.days.filter { $0.posts > 0 }.map { "\($0.date)=\($0.posts)" }
        #expect(posted == ["2026-03-08=2", "2026-11-01=3", "2026-11-02=1"])
    }

    @Test func february2028HasTwentyNineDays() throws {
        var options = try ContributionsFixture.options("2028-02-01", "2028-02-01")
        options.period = .month(try #require(CalendarMonth(parsing: "2028-02")))
        let report = try Contributions.aggregate(
            ContributionsFixture.snapshot([ContributionsFixture.item("leap", "2028-02-29T12:00:00+09:00")]),
            options: options)
        #expect(report.days.count == 29)
        #expect(report.days.last?.date.description == "2028-02-29")
        #expect(report.days.last?.posts == 1)
    }
}
