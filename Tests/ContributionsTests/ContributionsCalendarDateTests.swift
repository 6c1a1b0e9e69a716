import Contributions
import TestSupport
import Testing

@Suite struct ContributionsCalendarDateTests {
    @Test(arguments: [
        ("1970-01-01", 0, Weekday.thursday), ("2000-01-01", 10_957, .saturday), ("2000-02-29", 11_016, .tuesday),
        ("1969-12-31", -1, .wednesday), ("2026-11-01", 20_758, .sunday), ("2026-11-30", 20_787, .monday),
        ("2100-03-01", 47_541, .monday),
    ])
    func dayNumbersAndWeekdays(text: String, dayNumber: Int, weekday: Weekday) throws {
        let date = try #require(CalendarDate(parsing: text))
        #expect(date.dayNumber == dayNumber)
        #expect(date.weekday == weekday)
        #expect(date.description == text)
        #expect(CalendarDate(dayNumber: dayNumber) == date)
    }

    @Test func everyDayFrom1900To2400FollowsTheLastOne() {
        var previous = CalendarDate(dayNumber: -25_567)
        #expect(previous.description == "1900-01-01")
        var mismatches: [Int] = []
        for number in -25_566...157_419 {
            let date = CalendarDate(dayNumber: number)
            let expectedNext =
                previous.day < CalendarDate.daysIn(year: previous.year, month: previous.month)
                ? (previous.year, previous.month, previous.day + 1)
                : previous.month < 12 ? (previous.year, previous.month + 1, 1) : (previous.year + 1, 1, 1)
            let roundTrip = CalendarDate(year: date.year, month: date.month, day: date.day)?.dayNumber
            if (date.year, date.month, date.day) != expectedNext || roundTrip != number
                || CalendarDate(parsing: date.description) != date
            {
                mismatches.append(number)
            }
            previous = date
        }
        #expect(mismatches.isEmpty)
        #expect(previous.description == "2400-12-31")
    }

    @Test func aYearOfFewerOrMoreDigitsIsPaddedToFourOrWrittenWhole() {
        #expect(CalendarDate(year: 999, month: 3, day: 7)?.description == "0999-03-07")
        #expect(CalendarDate(year: 0, month: 1, day: 1)?.description == "0000-01-01")
        #expect(CalendarDate(year: 12_026, month: 11, day: 30)?.description == "12026-11-30")
        #expect(CalendarDate(year: -1, month: 12, day: 31)?.description == "-0001-12-31")
    }

    @Test(arguments: [
        (2028, 2, 29), (2026, 2, 28), (2000, 2, 29), (2100, 2, 28), (2026, 4, 30), (2026, 12, 31), (2026, 11, 30),
    ])
    func monthLengths(year: Int, month: Int, days: Int) throws {
        let calendarMonth = try #require(CalendarMonth(year: year, month: month))
        #expect(calendarMonth.numberOfDays == days)
        #expect(calendarMonth.lastDay.day == days)
        #expect(calendarMonth.lastDay.adding(days: 1).day == 1)
    }

    @Test(arguments: [
        "2026-02-29", "2026-13-01", "2026-00-10", "2026-11-31", "2026-1-01", "26-11-01", "2026/11/01", "2026-11-01 ",
        "", "0000-01-01", "２０２６-11-01",
    ])
    func rejectsMalformedDates(text: String) {
        #expect(CalendarDate(parsing: text) == nil)
    }

    @Test func parsesMonths() {
        #expect(CalendarMonth(parsing: "2026-11")?.description == "2026-11")
        #expect(CalendarMonth(parsing: "2028-02")?.lastDay.description == "2028-02-29")
        for bad in ["2026-13", "2026-00", "2026-1", "26-11", "2026-11-01", "", "2026-1a"] {
            #expect(CalendarMonth(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func addsDaysAndYears() throws {
        let leapDay = try #require(CalendarDate(parsing: "2028-02-29"))
        #expect(leapDay.adding(days: 1).description == "2028-03-01")
        #expect(leapDay.adding(days: -366).description == "2027-02-28")
        #expect(leapDay.adding(years: 1).description == "2029-02-28")
        #expect(leapDay.adding(years: 4).description == "2032-02-29")
        #expect(leapDay.days(to: leapDay.adding(days: 40)) == 40)
    }
}
