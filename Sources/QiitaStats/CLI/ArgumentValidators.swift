import Contributions
import Foundation
import QiitaAPI
import QiitaStatsCore

/// Checks of option values, shared by the command catalog; each returns why a value is bad.
enum ArgumentValidators {
    static func oneOf(_ choices: [String]) -> @Sendable (String) -> String? {
        { value in choices.contains(value) ? nil : "expected one of \(choices.joined(separator: ", "))" }
    }

    static func integer(_ range: ClosedRange<Int>) -> @Sendable (String) -> String? {
        { value in
            guard let number = Int(value), range.contains(number) else {
                return "expected a whole number from \(range.lowerBound) to \(range.upperBound)"
            }
            return nil
        }
    }

    static let positiveSeconds: @Sendable (String) -> String? = { value in
        guard let seconds = Double(value), seconds > 0, seconds <= 3600 else {
            return "expected a number of seconds above 0 and at most 3600"
        }
        return nil
    }

    static let month: @Sendable (String) -> String? = { value in
        CalendarMonth(parsing: value) == nil ? "expected a month as YYYY-MM (e.g. 2026-11)" : nil
    }

    static let year: @Sendable (String) -> String? = { value in
        Period.year(argument: value) == nil ? "expected a year as YYYY (e.g. 2026)" : nil
    }

    static let date: @Sendable (String) -> String? = { value in
        CalendarDate(parsing: value) == nil ? "expected a date as YYYY-MM-DD (e.g. 2026-11-29)" : nil
    }

    /// The zones `TZ` is read as too (``TimeZoneName``): IANA names in any case and POSIX fixed
    /// offsets; abbreviations, unknown names and readings that differ between programs are refused.
    static let timeZone: @Sendable (String) -> String? = { value in
        switch TimeZoneName.resolve(value) {
        case .zone: nil
        case .approximate(_, _, let caveat): caveat
        case .refused(let reason, let suggestion): "\(reason); use \(suggestion)"
        }
    }

    static let duration: @Sendable (String) -> String? = { value in
        ArgumentValues.duration(value) == nil ? "expected a duration such as 90s, 10m, 1h or 2d" : nil
    }

    static let thresholds: @Sendable (String) -> String? = { value in
        Thresholds(argument: value) == nil
            ? "expected four increasing whole numbers above 0, such as 1,2,3,4" : nil
    }

    static let host: @Sendable (String) -> String? = { value in
        APIBase.isHostName(value) ? nil : "expected a host name such as qiita.com or TEAM.qiita.com"
    }

    static let userID: @Sendable (String) -> String? = { value in
        ArgumentValues.isUserID(value) ? nil : "expected a Qiita user id (letters, digits, - and _)"
    }
}
