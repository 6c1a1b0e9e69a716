import TestSupport
import Testing

@testable import Contributions

@Suite struct ContributionsStreakTests {
    private func streaks(_ dates: [String], from: String, to: String, today: String) throws -> Streaks {
        let items = dates.enumerated().map { ContributionsFixture.item("i\($0.offset)", "\($0.element)T12:00:00Z") }
        let options = try ContributionsFixture.options(from, to, today: today)
        return try Contributions.aggregate(ContributionsFixture.snapshot(items), options: options).streaks
    }

    @Test func anEmptyTodayDoesNotBreakTheCurrentStreak() throws {
        let posted = ["2026-11-27", "2026-11-28", "2026-11-29"]
        #expect(try streaks(posted, from: "2026-11-01", to: "2026-11-30", today: "2026-11-30").current == 3)
        #expect(
            try streaks(posted + ["2026-11-30"], from: "2026-11-01", to: "2026-11-30", today: "2026-11-30").current == 4
        )
        #expect(try streaks(posted, from: "2026-11-01", to: "2026-11-30", today: "2026-11-29").current == 3)
        #expect(
            try streaks(["2026-11-27", "2026-11-28"], from: "2026-11-01", to: "2026-11-30", today: "2026-11-30").current
                == 0)
    }

    @Test func theCurrentStreakEndsOnTheLastDayOfAPastPeriod() throws {
        let posted = ["2026-10-29", "2026-10-30", "2026-10-31", "2026-11-02"]
        #expect(try streaks(posted, from: "2026-10-01", to: "2026-10-31", today: "2026-11-20").current == 3)
        #expect(try streaks(posted, from: "2026-10-01", to: "2026-10-30", today: "2026-11-20").current == 2)
    }

    @Test func theLongestStreakCountsInsideThePeriodOnly() throws {
        let posted = [
            "2026-10-28", "2026-10-29", "2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02",
            "2026-11-10", "2026-11-11", "2026-11-12",
        ]
        let november = try streaks(posted, from: "2026-11-01", to: "2026-11-30", today: "2026-11-20")
        #expect(november.longest == 3)
        #expect(november.current == 0)
        // The current streak counts back across the period's start.
        let early = try streaks(posted, from: "2026-11-01", to: "2026-11-30", today: "2026-11-02")
        #expect(early.current == 6)
        #expect(early.longest == 3)
        #expect(
            try streaks([], from: "2026-11-01", to: "2026-11-30", today: "2026-11-30")
                == Streaks(current: 0, longest: 0))
    }
}
