import QiitaStatsCore
import TestSupport
import Testing

@Suite struct ExitCodeTests {
    @Test func codesMatchTheContract() {
        let table: [(ExitCode, Int32)] = [
            (.success, 0), (.failure, 1), (.partial, 3), (.usage, 64), (.dataError, 65),
            (.unavailable, 69), (.rateLimited, 75), (.authentication, 77), (.interrupted, 130),
        ]
        #expect(table.count == ExitCode.allCases.count)
        for (code, value) in table { #expect(code.rawValue == value) }
    }
}
