import Contributions
import Foundation
import QiitaModel
import SQLiteStore
import TestSupport
import Testing

@testable import HistoryStore

/// What a fetch did not get is kept with it, and read with it by the reports of the articles they count.
@Suite struct FetchProblemsTests {
    static func snapshot(stale: Bool = false) -> Snapshot {
        var snapshot = HistoryStoreTests.snapshot(at: "2026-11-10T09:00:00+09:00", views: [5, 6, 7])
        snapshot.items[1].isPrivate = true
        snapshot.items[2].viewsStale = stale
        return snapshot
    }

    @Test func theProblemsOfAFetchAreReadWithItAsTheReportCountsItsArticles() throws {
        let home = TemporaryDirectory()
        let store = try HistoryStore.open(at: home.url.appendingPathComponent("history.sqlite3"))
        defer { try? store.close() }
        let snapshot = Self.snapshot()
        let (open, limited) = (snapshot.items[0].id, snapshot.items[1].id)
        try store.record(
            snapshot, authenticated: true,
            problems: [
                ItemProblem(.unknownViews, id: open, message: "views not fetched", rateLimited: true),
                ItemProblem(.staleViews, id: limited, message: "the API sent no views"),
                ItemProblem(.leftOut, id: "f0000000000000000000", message: "likes_count -1 is not a count"),
                ItemProblem(.zenn, id: nil, message: "Zenn failed", since: "2026-11-09T09:00:00.000+09:00"),
            ])
        var query = SnapshotQuery(host: "qiita.com", user: nil)
        let problems = try #require(try store.newest(query)).summary.problems
        #expect(problems.map(\.kind) == [.unknownViews, .leftOut, .zenn])
        #expect(problems[0] == ItemProblem(.unknownViews, id: open, message: "views not fetched", rateLimited: true))
        #expect(problems[2].since == "2026-11-09T09:00:00.000+09:00" && problems[2].id == nil)
        // A limited-share article's problem only where it is counted; Zenn's only with Zenn linked.
        (query.includePrivate, query.includeZenn) = (true, false)
        let counted = try #require(try store.newest(query)).summary.problems
        #expect(counted.map(\.kind) == [.unknownViews, .staleViews, .leftOut])
    }

    /// A history of the schema before gets the problems its rows show: views kept or unknown, a list cut at 10,000.
    @Test func anOlderHistoryGetsTheProblemsItsRowsShow() throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("history.sqlite3")
        let store = try HistoryStore.open(at: url)
        var snapshot = Self.snapshot(stale: true)
        snapshot.items[0].viewsStale = true
        snapshot.items[0].pageViewsCount = nil
        snapshot.truncated = true
        try store.record(snapshot, authenticated: true)
        try store.close()
        let old = try SQLiteDatabase(path: url.path, create: false)
        try old.execute("DROP TABLE problems; PRAGMA user_version = \(HistorySchema.version - 1)")
        try old.close()
        let migrated = try HistoryStore.open(at: url)
        defer { try? migrated.close() }
        let stored = try #require(try migrated.newest(SnapshotQuery(host: "qiita.com", user: nil)))
        #expect(stored.summary.problems.map(\.kind) == [.staleViews, .unknownViews, .truncated])
        #expect(stored.summary.problems.map(\.id) == [snapshot.items[2].id, snapshot.items[0].id, nil])
    }

    @Test func aPrunedFetchTakesItsProblemsWithIt() throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("history.sqlite3")
        let store = try HistoryStore.open(at: url)
        for hour in ["09", "21"] {
            var snapshot = Self.snapshot()
            snapshot.fetchedAt = "2026-11-05T\(hour):00:00+09:00"
            try store.record(snapshot, problems: [ItemProblem(.leftOut, id: "f0000000000000000000", message: hour)])
        }
        _ = try store.prune(
            keepDaily: 1, today: try ContributionsFixture.date("2026-11-05"),
            zone: try ContributionsFixture.zone("Asia/Tokyo"))
        let problems = try #require(try store.newest(SnapshotQuery(host: "qiita.com", user: nil))).summary.problems
        try store.close()
        #expect(problems.map(\.message) == ["21"])
        let database = try SQLiteDatabase(path: url.path, create: false)
        defer { try? database.close() }
        #expect(try database.integer("SELECT count(*) FROM problems") == 1)
    }
}
