import Contributions
import TestSupport
import Testing

@Suite struct ContributionsPeriodTests {
    private func resolve(_ period: Period, today: String = "2026-11-15") throws -> String {
        let range = try period.resolve(today: try ContributionsFixture.date(today))
        return "\(range.from)..\(range.to) (\(range.count))"
    }

    @Test func resolvesEachKind() throws {
        let month = try #require(CalendarMonth(parsing: "2028-02"))
        #expect(try resolve(.currentMonth) == "2026-11-01..2026-11-30 (30)")
        #expect(try resolve(.currentMonth, today: "2026-02-14") == "2026-02-01..2026-02-28 (28)")
        #expect(try resolve(.month(month)) == "2028-02-01..2028-02-29 (29)")
        #expect(try resolve(.year(2028)) == "2028-01-01..2028-12-31 (366)")
        #expect(try resolve(.year(2026)) == "2026-01-01..2026-12-31 (365)")
        #expect(try resolve(.last(days: 7)) == "2026-11-09..2026-11-15 (7)")
        #expect(try resolve(.last(days: 1)) == "2026-11-15..2026-11-15 (1)")
        let from = try ContributionsFixture.date("2026-12-25")
        #expect(try resolve(.range(from: from, to: from.adding(days: 10))) == "2026-12-25..2027-01-04 (11)")
        #expect(try resolve(.range(from: from, to: from)) == "2026-12-25..2026-12-25 (1)")
    }

    @Test func refusesImpossiblePeriods() throws {
        let from = try ContributionsFixture.date("2020-01-01")
        let tenYears = try ContributionsFixture.date("2029-12-31")
        #expect(try resolve(.range(from: from, to: tenYears)) == "2020-01-01..2029-12-31 (3653)")
        #expect(throws: ContributionError.periodTooLong(from: from, to: tenYears.adding(days: 1))) {
            try resolve(.range(from: from, to: tenYears.adding(days: 1)))
        }
        #expect(throws: ContributionError.periodEndsBeforeStart(from: from, to: from.adding(days: -1))) {
            try resolve(.range(from: from, to: from.adding(days: -1)))
        }
        #expect(throws: ContributionError.lastOutOfRange(days: 0)) { try resolve(.last(days: 0)) }
        #expect(try resolve(.last(days: 3652)) == "2016-11-16..2026-11-15 (3652)")
        #expect(throws: ContributionError.lastOutOfRange(days: 3654)) { try resolve(.last(days: 3654)) }
        #expect(throws: ContributionError.lastOutOfRange(days: .max)) { try resolve(.last(days: .max)) }
        #expect(throws: ContributionError.lastOutOfRange(days: .min)) { try resolve(.last(days: .min)) }
        let error = ContributionError.periodEndsBeforeStart(from: from, to: from.adding(days: -1))
        #expect(error.exitCode == .usage)
        #expect(error.message == "--to 2019-12-31 is before --from 2020-01-01")
    }

    @Test func parsesOptionValues() {
        #expect(Period.year(argument: "2026") == .year(2026))
        for bad in ["26", "20260", "0000", "-2026", "", "２０２６"] { #expect(Period.year(argument: bad) == nil, "\(bad)") }
        #expect(Metric(rawValue: "views-gained") == .viewsGained)
        #expect(Metric(rawValue: "stocks") == nil)
        #expect(LevelScale(rawValue: "relative") == .relative)
        #expect(LevelScale(rawValue: "log") == nil)
        #expect(WeekStart(rawValue: "monday") == .monday)
        #expect(WeekStart(rawValue: "Monday") == nil)
        #expect(Thresholds(argument: "2,5,10,20")?.values == [2, 5, 10, 20])
        for bad in ["1,2,3", "1,2,3,4,5", "0,1,2,3", "1,1,2,3", "4,3,2,1", "1,2,,4", "1,2,3,x", ""] {
            #expect(Thresholds(argument: bad) == nil, "\(bad)")
        }
    }

    @Test func defaultsFollowTheContract() throws {
        let zone = try ContributionsFixture.zone("Asia/Tokyo")
        let today = try ContributionsFixture.date("2026-11-15")
        let posts = ContributionOptions(zone: zone, today: today)
        #expect(posts.period == .currentMonth)
        #expect(posts.scale == .absolute)
        #expect(posts.thresholds.values == [1, 2, 3, 4])
        #expect(posts.weekStart == .sunday)
        #expect(!posts.includePrivate)
        #expect(ContributionOptions(zone: zone, metric: .likes, today: today).scale == .relative)
        #expect(ContributionOptions(zone: zone, metric: .views, today: today).scale == .relative)
        #expect(ContributionOptions(zone: zone, metric: .likes, scale: .absolute, today: today).scale == .absolute)
    }

    @Test func zonesKeepTheirNames() {
        #expect(ReportZone(identifier: "UTC")?.identifier == "UTC")
        #expect(ReportZone(identifier: ":Asia/Tokyo")?.identifier == "Asia/Tokyo")
        #expect(ReportZone(identifier: "Mars/Olympus") == nil)
        #expect(ReportZone(identifier: "")?.identifier == "UTC", "an empty TZ is UTC to the C library")
    }
}
