import Contributions
import Foundation
import QiitaModel
import SQLiteStore
import TestSupport
import Testing

@testable import HistoryStore

/// The history in SQLite: the file's life (WAL, schema, clean close), recording, refusals.
@Suite struct HistoryStoreTests {
    static func snapshot(at fetchedAt: String, views: [Int], user: String = "emu-user") -> Snapshot {
        let items = views.enumerated().map { index, count in
            ContributionsFixture.item(
                String(format: "%020x", index + 1), "2026-01-0\(index % 9 + 1)T12:00:00+09:00", likes: index,
                stocks: 1, views: count)
        }
        var snapshot = ContributionsFixture.snapshot(items)
        snapshot.fetchedAt = fetchedAt
        snapshot.user.id = user
        return snapshot
    }

    static func pragmaText(_ url: URL, _ pragma: String) throws -> String {
        let database = try SQLiteDatabase(path: url.path, create: false)
        defer { try? database.close() }
        return try database.withStatement("PRAGMA \(pragma)") { statement in
            try statement.step() ? statement.text(at: 0) : ""
        }
    }

    /// A history of schema 1 (before the store) is migrated in place: its rows and gains stay,
    /// its fetch times become milliseconds, its accounts are told apart by their views, and its
    /// fetches are history only (no texts): no report reads them as the newest fetch.
    @Test func aHistoryOfSchemaOneIsMigratedInPlace() throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("history.sqlite3")
        let old = try SQLiteDatabase(path: url.path, create: true)
        try old.execute(
            """
            PRAGMA application_id = 1364415560; PRAGMA journal_mode = WAL;
            \(HistorySchemaFixture.version1)
            PRAGMA user_version = 1;
            INSERT INTO accounts VALUES (1, 'qiita.com', 'emu-user'), (2, 'qiita.com', 'other');
            INSERT INTO fetches VALUES (1, 1, 1794268800, '2026-11-10T09:00:00+09:00'),
                (2, 1, 1794355200, '2026-11-11T09:00:00+09:00'), (3, 2, 1794355200, '2026-11-11T09:00:00+09:00');
            INSERT INTO articles VALUES (1, 1, 'a1', '2026-01-01T12:00:00+09:00'),
                (2, 2, 'b1', '2026-01-01T12:00:00+09:00');
            INSERT INTO counts VALUES (1, 1, 10, 1, 0, 0), (2, 1, 25, 2, 0, 0), (3, 2, NULL, 4, 1, 0);
            """)
        try old.close()
        let store = try HistoryStore.open(at: url)
        defer { try? store.close() }
        #expect(try Self.pragmaText(url, "user_version") == String(HistorySchema.version))
        var rows: [HistoryRecord] = []
        try store.forEachRecord(includePrivate: true) { rows.append($0) }
        #expect(
            rows.map(\.fetchedAt) == [
                "2026-11-10T09:00:00+09:00", "2026-11-11T09:00:00+09:00", "2026-11-11T09:00:00+09:00",
            ])
        #expect(rows.map(\.views) == [10, 25, nil])
        #expect(try store.newest(SnapshotQuery(host: "qiita.com", user: "emu-user")) == nil)
        let gains = try store.gains(
            host: "qiita.com", user: "emu-user", authenticated: true, from: 1_794_200_000, to: 1_794_400_000,
            includePrivate: true)
        #expect(gains.pairs.map(\.gained.views) == [15])
        #expect(gains.pairs.first?.later == 1_794_355_200)
        let public_ = try store.gains(
            host: "qiita.com", user: "other", authenticated: false, from: 1_794_200_000, to: 1_794_400_000,
            includePrivate: true)
        #expect(public_.pairs.isEmpty)
        // A fetch now goes beside them, and is what a report reads.
        try store.record(Self.snapshot(at: "2026-11-12T09:00:00.250+09:00", views: [5]), authenticated: true)
        #expect(try store.newest(SnapshotQuery(host: "qiita.com", user: nil))?.snapshot.items.count == 1)
    }

    /// A history of schema 2 (before the indexed publication times) is migrated in place: each
    /// article gets its time, so a period reads only its articles and the sums count them all.
    @Test func aHistoryOfSchemaTwoIsMigratedInPlace() throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("history.sqlite3")
        let store = try HistoryStore.open(at: url)
        try store.record(Self.snapshot(at: "2026-11-10T09:00:00+09:00", views: [5, 6, 7]), authenticated: true)
        try store.close()
        let old = try SQLiteDatabase(path: url.path, create: false)
        try old.execute(
            "DROP TABLE problems; DROP TABLE quotas; DROP INDEX articles_by_time; "
                + "ALTER TABLE articles DROP COLUMN created_epoch; "
                + "PRAGMA user_version = 2")
        try old.close()
        let migrated = try HistoryStore.open(at: url)
        defer { try? migrated.close() }
        #expect(try Self.pragmaText(url, "user_version") == String(HistorySchema.version))
        // The articles are of 2026-01-01, -02 and -03 at noon in Tokyo; this is the second day.
        let day = 1_767_279_600
        let stored = try #require(
            try migrated.newest(SnapshotQuery(host: "qiita.com", user: nil, created: day..<day + 86_400)))
        #expect(stored.snapshot.items.map(\.createdAt) == ["2026-01-02T12:00:00+09:00"])
        #expect(stored.summary.allTime == ContributionTotals(posts: 3, likes: 3, stocks: 3, views: 18))
        #expect(stored.summary.postingTimes.sorted() == [day - 43_200, day + 43_200, day + 129_600])
        #expect(try migrated.newest(SnapshotQuery(host: "qiita.com", user: nil))?.snapshot.items.count == 3)
    }

    /// The newest fetch lists its articles newest first whatever order they were stored in (a later fetch adds the
    /// newest last); those of the same second by `created_at`, then id; each with its tags in order, and the
    /// summary with each one's publication time. A short period reads only its own, tags included.
    @Test func theNewestFetchListsItsArticlesNewestFirstWithTheirTags() throws {
        let home = TemporaryDirectory()
        let store = try HistoryStore.open(at: home.url.appendingPathComponent("history.sqlite3"))
        defer { try? store.close() }
        func item(_ id: String, _ createdAt: String, tags: [String]) -> SnapshotItem {
            var item = ContributionsFixture.item(id, createdAt, views: 1)
            item.tags = tags
            return item
        }
        let old = [
            item("b", "2026-01-02T12:00:00+09:00", tags: ["swift", "sqlite"]),
            item("a", "2026-01-01T12:00:00+09:00", tags: []),
            item("c", "2026-01-02T03:00:00Z", tags: ["tie", "same", "second"]),
            item("d", "2026-01-02T12:00:00+09:00", tags: ["x"]),
        ]
        var first = ContributionsFixture.snapshot(old)
        first.fetchedAt = "2026-11-10T09:00:00+09:00"
        try store.record(first, authenticated: true)
        var second = ContributionsFixture.snapshot(old + [item("e", "2026-01-03T12:00:00+09:00", tags: ["new"])])
        second.fetchedAt = "2026-11-11T09:00:00+09:00"
        try store.record(second, authenticated: true)
        let stored = try #require(try store.newest(SnapshotQuery(host: "qiita.com", user: nil)))
        #expect(stored.snapshot.items.map(\.id) == ["e", "d", "b", "c", "a"])
        #expect(
            stored.snapshot.items.map(\.tags) == [["new"], ["x"], ["swift", "sqlite"], ["tie", "same", "second"], []])
        let noon = 1_767_322_800  // 2026-01-02T12:00:00+09:00
        #expect(stored.summary.published == [noon + 86_400, noon, noon, noon, noon - 86_400])
        let day = try #require(try store.newest(SnapshotQuery(host: "qiita.com", user: nil, created: noon..<noon + 1)))
        #expect(day.snapshot.items.map(\.tags) == [["x"], ["swift", "sqlite"], ["tie", "same", "second"]])
    }

    @Test func aNewHistoryIsWALWithASchemaVersionAndClosesWithoutLeftovers() throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("data/qiita-stats/history.sqlite3")
        let store = try HistoryStore.open(at: url)
        #expect(try store.record(Self.snapshot(at: "2026-11-10T09:00:00+09:00", views: [5, 6, 7])) == 3)
        #expect(leftovers(beside: url).contains("history.sqlite3-wal"), "WAL is on while open")
        try store.close()
        #expect(leftovers(beside: url) == [])
        #expect(permissions(url.deletingLastPathComponent().path) == 0o700)
        #expect(try Self.pragmaText(url, "journal_mode") == "wal")
        #expect(try Self.pragmaText(url, "user_version") == String(HistorySchema.version))
        #expect(try Self.pragmaText(url, "application_id") == String(0x5153_5448))
        #expect(leftovers(beside: url) == [])
    }

    @Test func theSameSnapshotIsRecordedOnce() throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("history.sqlite3")
        let store = try HistoryStore.open(at: url)
        let first = Self.snapshot(at: "2026-11-10T09:00:00+09:00", views: [5, 6])
        #expect(try store.record(first) == 2)
        #expect(try store.record(first) == 0)
        #expect(try store.record(Self.snapshot(at: "2026-11-11T09:00:00+09:00", views: [7, 8])) == 2)
        var rows: [HistoryRecord] = []
        try store.forEachRecord(includePrivate: true) { rows.append($0) }
        try store.close()
        #expect(rows.count == 4)
        #expect(rows.map(\.views) == [5, 6, 7, 8])
        #expect(rows.first == HistoryRecord.rows(of: first).first)
    }

    @Test func aFetchOfManyArticlesKeepsTheFirstRowOfEachArticle() throws {
        let home = TemporaryDirectory()
        let store = try HistoryStore.open(at: home.url.appendingPathComponent("history.sqlite3"))
        // More articles than one insert statement takes, some listed twice with other counts.
        var snapshot = Self.snapshot(at: "2026-11-10T09:00:00+09:00", views: Array(100..<203))
        for index in stride(from: 3, to: 100, by: 7) {
            var again = snapshot.items[index]
            again.pageViewsCount = 1
            again.likesCount += 1
            snapshot.items.insert(again, at: min(index + 40, snapshot.items.count))
        }
        let expected = HistoryRecord.rows(of: snapshot).reduce(into: [String: HistoryRecord]()) { first, row in
            if first[row.article] == nil { first[row.article] = row }
        }
        #expect(try store.record(snapshot) == 103)
        var rows: [HistoryRecord] = []
        try store.forEachRecord(includePrivate: true) { rows.append($0) }
        try store.close()
        #expect(rows == expected.values.sorted { $0.article < $1.article })
    }

    @Test func historyReadsTheFetchesAroundASpanOfOneUser() throws {
        let home = TemporaryDirectory()
        let store = try HistoryStore.open(at: home.url.appendingPathComponent("history.sqlite3"))
        for day in 1...9 {
            try store.record(Self.snapshot(at: "2026-11-0\(day)T09:00:00+09:00", views: [day * 10, day]))
        }
        try store.record(Self.snapshot(at: "2026-11-05T10:00:00+09:00", views: [1], user: "someone-else"))
        let from = try ContributionsFixture.epoch("2026-11-04T00:00:00+09:00")
        let to = try ContributionsFixture.epoch("2026-11-06T00:00:00+09:00")
        let history = try store.history(host: "qiita.com", user: "emu-user", from: from, to: to)
        try store.close()
        let zone = try ContributionsFixture.zone("Asia/Tokyo")
        let days = history.fetches.map { zone.date(epochSeconds: $0.fetchedAt).description }
        #expect(days == ["2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"])
        #expect(history.fetches.allSatisfy { $0.counts.count == 2 })
        #expect(history.articles.map(\.id) == [String(format: "%020x", 1), String(format: "%020x", 2)])
        #expect(history.fetches[1].counts.map(\.views) == [40, 4])
    }

    @Test func theStoredGainsAreThoseOfTheRowsWhateverTheOrderOfWrites() throws {
        let home = TemporaryDirectory()
        let store = try HistoryStore.open(at: home.url.appendingPathComponent("history.sqlite3"))
        func snapshot(_ day: Int, _ views: [Int], likes: Int = 0, privateFirst: Bool = false) -> Snapshot {
            var snapshot = Self.snapshot(at: "2026-11-\(10 + day)T09:00:00+09:00", views: views)
            snapshot.items[0].likesCount = likes
            snapshot.items[0].isPrivate = privateFirst
            return snapshot
        }
        // Out of order, with a fall, an article that comes and goes, and a limited-share one.
        try store.record(snapshot(3, [30, 5, 9], likes: 4))
        try store.record(snapshot(1, [10, 5], likes: 2, privateFirst: true))
        try store.record(snapshot(5, [50, 3, 12], likes: 1))
        try store.record(snapshot(2, [20, 7, 8], likes: 3))
        try store.record(snapshot(4, [40, 4], likes: 4))
        func check(_ label: String) throws {
            let from = try ContributionsFixture.epoch("2026-11-01T00:00:00Z")
            let to = try ContributionsFixture.epoch("2026-12-01T00:00:00Z")
            let rows = try store.history(host: "qiita.com", user: "emu-user", from: from, to: to)
            for includePrivate in [false, true] {
                let stored = try store.gains(
                    host: "qiita.com", user: "emu-user", from: from, to: to, includePrivate: includePrivate)
                #expect(
                    stored == GainHistory(rows, includePrivate: includePrivate), "\(label), private \(includePrivate)")
                #expect(stored.pairs.count == rows.fetches.count - 1)
            }
        }
        try check("recorded")
        // The second article's views fall three times (7 → 5 → 4 → 3), the first one's likes once (4 → 1).
        let decreases = try store.gains(host: "qiita.com", user: "emu-user", from: 0, to: Int.max, includePrivate: true)
            .pairs.flatMap(\.decreases)
        #expect(decreases.map(\.counter) == [.views, .views, .likes, .views])
        #expect(decreases.map(\.to) == [5, 4, 1, 3])
        _ = try store.prune(
            keepDaily: 1, today: try ContributionsFixture.date("2026-11-15"), zone: try ContributionsFixture.zone("UTC")
        )
        try store.record(snapshot(5, [55, 3, 13]).with(fetchedAt: "2026-11-15T10:00:00+09:00"))
        _ = try store.prune(
            keepDaily: 3, today: try ContributionsFixture.date("2026-11-15"),
            zone: try ContributionsFixture.zone("Asia/Tokyo"))
        try check("pruned")
        var exported: [(line: Int, record: HistoryRecord)] = []
        try store.forEachRecord(includePrivate: true) { exported.append((exported.count + 1, $0)) }
        try store.close()
        let copy = try HistoryStore.open(at: home.url.appendingPathComponent("copy.sqlite3"))
        _ = try copy.importRecords(exported.reversed(), source: "test")
        let from = try ContributionsFixture.epoch("2026-11-01T00:00:00Z")
        let imported = try copy.gains(
            host: "qiita.com", user: "emu-user", from: from, to: from + 40 * 86_400, includePrivate: true)
        let rows = try copy.history(host: "qiita.com", user: "emu-user", from: from, to: from + 40 * 86_400)
        try copy.close()
        #expect(imported == GainHistory(rows, includePrivate: true))
        #expect(imported.pairs.count == 4)
    }

    /// An import adds what the history lacks and skips what it holds with the same counts (stale views count as
    /// unknown, as an export writes them); a row with other counts, in the history or on an earlier line, stops it
    /// and nothing is imported.
    @Test func anImportSkipsHeldRowsAndStopsAtOtherCounts() throws {
        let home = TemporaryDirectory()
        let store = try HistoryStore.open(at: home.url.appendingPathComponent("history.sqlite3"))
        defer { try? store.close() }
        var snapshot = Self.snapshot(at: "2026-11-10T09:00:00+09:00", views: [5, 6])
        snapshot.items[1].viewsStale = true
        try store.record(snapshot)
        var held: [HistoryRecord] = []
        try store.forEachRecord(includePrivate: true) { held.append($0) }
        #expect(held.map(\.views) == [5, nil])
        let at = { (record: HistoryRecord, fetchedAt: String, likes: Int) in
            var moved = record
            (moved.fetchedAt, moved.likes) = (fetchedAt, likes)
            return moved
        }
        let new = at(held[0], "2026-11-11T09:00:00+09:00", 9)
        let summary = try store.importRecords([(1, held[0]), (2, held[1]), (3, new)], source: "rows.jsonl")
        #expect((summary.added, summary.present) == (1, 2))
        let conflict = { (line: Int, record: HistoryRecord) in
            HistoryError.conflict(
                source: "rows.jsonl", line: line,
                detail: "article \(record.article) at \(record.fetchedAt) has other counts in the history "
                    + "or on an earlier line")
        }
        let other = at(held[1], held[1].fetchedAt, held[1].likes + 1)
        #expect(throws: conflict(1, other)) { try store.importRecords([(1, other)], source: "rows.jsonl") }
        let (first, second) = (at(held[0], "2026-11-12T09:00:00+09:00", 1), at(held[0], "2026-11-12T09:00:00+09:00", 2))
        #expect(throws: conflict(2, second)) {
            try store.importRecords([(1, first), (2, second)], source: "rows.jsonl")
        }
        var rows: [HistoryRecord] = []
        try store.forEachRecord(includePrivate: true) { rows.append($0) }
        #expect(rows == held + [new])
    }

    /// The gains without Zenn are those of the Qiita articles alone, by the rule of every gain: Zenn's likes rise and
    /// fall, an article is new after the first fetch, an old one first seen late, one limited-share (only an import
    /// could hold that). With Zenn, they are the stored gains of all.
    @Test func theGainsWithoutZennAreThoseOfTheQiitaArticlesAlone() throws {
        let home = TemporaryDirectory()
        let store = try HistoryStore.open(at: home.url.appendingPathComponent("history.sqlite3"))
        defer { try? store.close() }
        let (old, new) = ("2026-01-01T12:00:00+09:00", "2026-11-11T12:00:00+09:00")
        for (day, zenn) in [
            (1, [(1, old, 3, false), (2, old, 1, true)]),
            (2, [(1, old, 5, false), (2, old, 4, true), (3, new, 2, false), (4, old, 7, false)]),
            (3, [(1, old, 4, false), (2, old, 6, true), (3, new, 5, false), (4, old, 9, false)]),
        ] {
            var snapshot = Self.snapshot(at: "2026-11-1\(day)T09:00:00+09:00", views: [10 * day, 5])
            snapshot.items[0].likesCount = 2 * day
            snapshot.items += zenn.map {
                ContributionsFixture.item("zenn-\($0.0)", $0.1, likes: $0.2, isPrivate: $0.3)
            }
            try store.record(snapshot, authenticated: true)
        }
        let rows = try store.history(host: "qiita.com", user: "emu-user", from: 0, to: Int.max)
        var qiita = rows
        qiita.fetches = rows.fetches.map { fetch in
            HistoryFetch(
                fetchedAt: fetch.fetchedAt,
                counts: fetch.counts.filter { !rows.articles[$0.article].id.hasPrefix("zenn-") })
        }
        for includePrivate in [false, true] {
            let gains = { (includeZenn: Bool) in
                try store.gains(
                    host: "qiita.com", user: "emu-user", from: 0, to: Int.max, includePrivate: includePrivate,
                    includeZenn: includeZenn)
            }
            #expect(try gains(true) == GainHistory(rows, includePrivate: includePrivate))
            #expect(try gains(false) == GainHistory(qiita, includePrivate: includePrivate))
            // Zenn's +2, +2 (new) and +0 (first seen), then +0 (5 → 4, a decrease), +3 and +2; the limited-share
            // one's +3 and +2.
            let zenn = zip(try gains(true).pairs, try gains(false).pairs).map { $0.gained.likes - $1.gained.likes }
            #expect(zenn == (includePrivate ? [7, 7] : [4, 5]))
            #expect(try gains(true).pairs.flatMap(\.decreases).map(\.article) == ["zenn-1"])
            #expect(try gains(false).pairs.flatMap(\.decreases).isEmpty)
        }
    }

    @Test func aFetchWithoutArticlesIsNoPreviousFetchEvenForAnOlderRecord() throws {
        let home = TemporaryDirectory()
        let store = try HistoryStore.open(at: home.url.appendingPathComponent("history.sqlite3"))
        try store.record(Self.snapshot(at: "2026-11-11T09:00:00+09:00", views: [10]))
        try store.record(Self.snapshot(at: "2026-11-12T09:00:00+09:00", views: []))
        try store.record(Self.snapshot(at: "2026-11-14T09:00:00+09:00", views: [40]))
        // Recorded late, just after the fetch without articles.
        try store.record(Self.snapshot(at: "2026-11-13T09:00:00+09:00", views: [25]))
        let gains = try store.gains(host: "qiita.com", user: "emu-user", from: 0, to: Int.max, includePrivate: true)
        try store.close()
        let zone = try ContributionsFixture.zone("Asia/Tokyo")
        let pairs = gains.pairs.map { "\(zone.date(epochSeconds: $0.earlier))…\(zone.date(epochSeconds: $0.later))" }
        #expect(pairs == ["2026-11-11…2026-11-13", "2026-11-13…2026-11-14"])
        #expect(gains.pairs.map(\.gained.views) == [15, 15])
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAsItIs() throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("history.sqlite3")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: url)
        for open in [{ try HistoryStore.open(at: url) }, { try #require(try HistoryStore.openExisting(at: url)) }] {
            #expect(throws: HistoryError.notAHistory(path: url.path, reason: "not an SQLite database")) {
                _ = try open()
            }
        }
        #expect(try Data(contentsOf: url) == garbage)
        #expect(leftovers(beside: url) == [])
        #expect(HistoryError.notAHistory(path: url.path, reason: "x").exitCode == .dataError)
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItIs() throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("history.sqlite3")
        let foreign = try SQLiteDatabase(path: url.path, create: true)
        try foreign.execute("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')")
        try foreign.close()
        let before = try Data(contentsOf: url)
        #expect(throws: HistoryError.notAHistory(path: url.path, reason: "an SQLite database of another program")) {
            _ = try HistoryStore.open(at: url)
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(try Self.pragmaText(url, "journal_mode") == "delete", "the journal mode was not changed")
        #expect(leftovers(beside: url) == [])
    }

    @Test func aHistoryOfANewerSchemaIsRefused() throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("history.sqlite3")
        try HistoryStore.open(at: url).close()
        let database = try SQLiteDatabase(path: url.path, create: false)
        try database.execute("PRAGMA user_version = 7")
        try database.close()
        #expect(throws: HistoryError.newerSchema(path: url.path, version: 7)) { _ = try HistoryStore.open(at: url) }
    }

    @Test func anEmptyFileBecomesAHistory() throws {
        let home = TemporaryDirectory()
        let url = home.url.appendingPathComponent("history.sqlite3")
        try Data().write(to: url)
        let store = try #require(try HistoryStore.openExisting(at: url))
        try store.close()
        #expect(try Self.pragmaText(url, "user_version") == String(HistorySchema.version))
        #expect(try HistoryStore.openExisting(at: home.url.appendingPathComponent("absent.sqlite3")) == nil)
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("absent.sqlite3").path))
    }

    @Test func pruneKeepsTheLastSnapshotOfEachOfTheLastDaysAndAllBefore() throws {
        let home = TemporaryDirectory()
        let store = try HistoryStore.open(at: home.url.appendingPathComponent("history.sqlite3"))
        for day in 1...5 {
            for hour in ["09", "15", "21"] {
                try store.record(Self.snapshot(at: "2026-11-0\(day)T\(hour):00:00+09:00", views: [day, 1]))
            }
        }
        let summary = try store.prune(
            keepDaily: 2, today: try ContributionsFixture.date("2026-11-05"),
            zone: try ContributionsFixture.zone("Asia/Tokyo"))
        #expect(summary == HistoryStore.PruneSummary(removedFetches: 4, removedRows: 8, keptFetches: 11))
        var fetched: Set<String> = []
        try store.forEachRecord(includePrivate: true) { fetched.insert($0.fetchedAt) }
        try store.close()
        #expect(
            fetched.filter { $0.hasPrefix("2026-11-04") || $0.hasPrefix("2026-11-05") }.sorted() == [
                "2026-11-04T21:00:00+09:00", "2026-11-05T21:00:00+09:00",
            ])
        #expect(fetched.filter { $0.hasPrefix("2026-11-03") }.count == 3)
    }
}

extension Snapshot {
    /// The same snapshot fetched at another time.
    func with(fetchedAt: String) -> Snapshot {
        var copy = self
        copy.fetchedAt = fetchedAt
        return copy
    }
}

/// The tables of schema 1, as the history had them before the store.
enum HistorySchemaFixture {
    static let version1 = """
        CREATE TABLE accounts (id INTEGER PRIMARY KEY, host TEXT NOT NULL, user TEXT NOT NULL, UNIQUE (host, user));
        CREATE TABLE fetches (
            id INTEGER PRIMARY KEY, account INTEGER NOT NULL REFERENCES accounts (id),
            fetched_at INTEGER NOT NULL, fetched_at_text TEXT NOT NULL, UNIQUE (account, fetched_at));
        CREATE TABLE articles (
            id INTEGER PRIMARY KEY, account INTEGER NOT NULL REFERENCES accounts (id), article TEXT NOT NULL,
            created_at TEXT NOT NULL, UNIQUE (account, article));
        CREATE TABLE counts (
            fetch INTEGER NOT NULL REFERENCES fetches (id), article INTEGER NOT NULL REFERENCES articles (id),
            views INTEGER, likes INTEGER NOT NULL, stocks INTEGER NOT NULL, private INTEGER NOT NULL,
            PRIMARY KEY (fetch, article)) WITHOUT ROWID;
        CREATE TABLE gains (
            fetch INTEGER PRIMARY KEY REFERENCES fetches (id), previous INTEGER NOT NULL REFERENCES fetches (id),
            views INTEGER, likes INTEGER NOT NULL, stocks INTEGER NOT NULL, public_views INTEGER,
            public_likes INTEGER NOT NULL, public_stocks INTEGER NOT NULL);
        CREATE TABLE decreases (
            fetch INTEGER NOT NULL REFERENCES fetches (id), article INTEGER NOT NULL REFERENCES articles (id),
            counter TEXT NOT NULL, before INTEGER NOT NULL, after INTEGER NOT NULL, private INTEGER NOT NULL);
        CREATE INDEX decreases_by_fetch ON decreases (fetch);
        INSERT INTO gains VALUES (2, 1, 15, 1, 0, 15, 1, 0);
        """
}
