import QiitaStats
import QiitaStatsCore
import TestSupport
import Testing

@testable import SQLiteStore

/// libsqlite3 is loaded when the first database is opened (CSQLiteLoader): what a missing or
/// wrong library gives, and what the user then reads.
@Suite struct SQLiteLibraryTests {
    @Test func theInstalledLibraryLoads() {
        #expect(SQLiteStatus.probe("libsqlite3.so.0") == nil)
    }

    @Test func aMissingLibraryIsASentenceWithDlopensReason() throws {
        let reason = try #require(SQLiteStatus.probe("libsqlite3-missing.so.0"))
        #expect(reason.hasPrefix("libsqlite3 could not be loaded: "), "\(reason)")
        #expect(reason.contains("libsqlite3-missing.so.0"), "\(reason)")
    }

    @Test func aLibraryThatIsNotSQLiteIsNamed() throws {
        let reason = try #require(SQLiteStatus.probe("libz.so.1"))
        #expect(reason == "libz.so.1 has no sqlite3_open_v2, so it is not SQLite 3")
    }

    @Test func theUserReadsAnErrorAHintAndExitCode1() {
        let error = SQLiteError.libraryUnavailable(
            path: "/home/u/.local/share/qiita-stats/history.db",
            reason: "libsqlite3 could not be loaded: libsqlite3.so.0: cannot open shared object file")
        let stderr = CapturedOutput()
        #expect(ErrorReporter.report(error, to: stderr.sink) == .failure)
        #expect(
            stderr.text == """
                qiita-stats: error: could not open the database /home/u/.local/share/qiita-stats/history.db: \
                libsqlite3 could not be loaded: libsqlite3.so.0: cannot open shared object file
                hint: install SQLite 3 (Debian and Ubuntu: apt install libsqlite3-0; or make deps)

                """)
    }
}
