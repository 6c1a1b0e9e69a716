import Contributions
import Foundation
import QiitaEmulator
import QiitaModel
import SQLiteStore
import TestSupport
import Testing

@testable import HistoryStore

/// The gains stored as fetches are recorded one by one, in any order, must be exactly what
/// recomputing every pair from all the rows gives, decreases and their order included.
@Suite struct HistoryNewestGainsTests {
    /// The stored gains and decreases of every account, as text, in the order a report reads them.
    static func storedGains(_ store: HistoryStore) throws -> [String] {
        func number(_ statement: SQLiteStatement, _ index: Int32) -> String {
            statement.optionalInteger(at: index).map(String.init) ?? "NULL"
        }
        var lines: [String] = []
        try store.database.withStatement(
            """
            SELECT a.user, p.fetched_at, f.fetched_at, g.views, g.likes, g.stocks, g.public_views, g.public_likes,
                g.public_stocks
            FROM gains g JOIN fetches f ON f.id = g.fetch JOIN fetches p ON p.id = g.previous
                JOIN accounts a ON a.id = f.account
            ORDER BY a.user, f.fetched_at
            """
        ) {
            try $0.forEachRow { row in
                lines.append(
                    "gain \(row.text(at: 0)) " + (1...8).map { number(row, $0) }.joined(separator: " "))
            }
        }
        try store.database.withStatement(
            """
            SELECT a.user, f.fetched_at, r.article, d.counter, d.before, d.after, d.private
            FROM decreases d JOIN fetches f ON f.id = d.fetch JOIN articles r ON r.id = d.article
                JOIN accounts a ON a.id = f.account
            ORDER BY a.user, f.fetched_at, d.rowid
            """
        ) {
            try $0.forEachRow { row in
                lines.append(
                    "decrease \(row.text(at: 0)) \(row.integer(at: 1)) \(row.text(at: 2)) \(row.text(at: 3)) "
                        + (4...6).map { number(row, $0) }.joined(separator: " "))
            }
        }
        return lines
    }

    /// Rewrites every account's gains the general way (reading all rows back).
    static func refreshAll(_ store: HistoryStore) throws {
        try store.database.transaction {
            var accounts: [Int] = []
            try store.database.withStatement("SELECT id FROM accounts") {
                try $0.forEachRow { accounts.append($0.integer(at: 0)) }
            }
            for account in accounts { try store.refreshGains(account: account, from: Int.min) }
        }
    }

    /// An article's life: counts that mostly rise and now and then fall, a share setting that
    /// changes, views unknown or stale at times.
    struct Article {
        var id: String
        var createdAt: String
        var views = 0
        var likes = 0
        var stocks = 0
        var isPrivate = false
    }

    @Test func theNewestFetchsGainsAreThoseOfTheGeneralPathOverHostileHistories() throws {
        let home = TemporaryDirectory()
        let store = try HistoryStore.open(at: home.url.appendingPathComponent("history.sqlite3"))
        var generator = SplitMix64(seed: 2026)
        let start = try ContributionsFixture.epoch("2026-03-01T00:00:00Z")
        let epochDay = try ContributionsFixture.date("1970-01-01")
        func text(_ epoch: Int) -> String {
            let seconds = epoch % 86_400
            return "\(epochDay.adding(days: epoch / 86_400))T"
                + String(format: "%02d:%02d:%02d+00:00", seconds / 3_600, seconds / 60 % 60, seconds % 60)
        }
        // Two users, so their articles' rowids interleave.
        var articles: [String: [Article]] = [:]
        for user in ["user-a", "user-b"] {
            articles[user] = (0..<70).map { index in
                // Some published before the history begins, some during it.
                let published = start + generator.int(-40...40) * 86_400 + generator.int(0...86_399)
                return Article(id: user + String(format: "-%02d", index), createdAt: text(published))
            }
        }
        var newestRecords = 0
        var olderRecords = 0
        var times: [String: [Int]] = ["user-a": [], "user-b": []]
        for step in 0..<120 {
            let user = generator.chance(0.5) ? "user-a" : "user-b"
            guard var pool = articles[user] else { continue }
            let last = times[user]?.max() ?? start
            // Mostly the next fetch; now and then one before the newest (an older record: the
            // general path); now and then one with no articles at all, or with no views known.
            let older = generator.chance(0.15) && !(times[user]?.isEmpty ?? true)
            let fetchedAt = older ? last - generator.int(1...20) * 3_600 - 7 : last + generator.int(1...36) * 3_600
            guard !(times[user]?.contains(fetchedAt) ?? false) else { continue }
            var items: [SnapshotItem] = []
            for index in pool.indices where step % 37 != 0 && !generator.chance(0.2) {
                var article = pool[index]
                article.views = max(0, article.views + generator.int(-4...30))
                article.likes = max(0, article.likes + generator.int(-1...3))
                article.stocks = max(0, article.stocks + generator.int(-1...2))
                if generator.chance(0.15) { article.isPrivate.toggle() }
                pool[index] = article
                var createdAt = article.createdAt
                if generator.chance(0.03) { createdAt = text(fetchedAt + 60) }  // another time, later than the fetch
                if generator.chance(0.02) { createdAt = "not a time" }
                var item = ContributionsFixture.item(
                    article.id, createdAt, likes: article.likes, stocks: article.stocks,
                    views: generator.chance(0.1) || step % 29 == 5 ? nil : article.views, isPrivate: article.isPrivate)
                item.viewsStale = generator.chance(0.1)
                items.append(item)
                // The same article twice in one fetch, with other counts: the first row is kept.
                if generator.chance(0.04) {
                    item.likesCount += 5
                    item.pageViewsCount = 1
                    items.append(item)
                }
            }
            articles[user] = pool
            for index in items.indices.reversed() where index > 0 {
                items.swapAt(index, generator.int(0...index))
            }
            var snapshot = ContributionsFixture.snapshot(items)
            snapshot.user.id = user
            snapshot.fetchedAt = text(fetchedAt)
            try store.record(snapshot)
            if older { olderRecords += 1 } else { newestRecords += 1 }
            times[user, default: []].append(fetchedAt)
            // Recording the same snapshot again writes nothing.
            if generator.chance(0.05) { #expect(try store.record(snapshot) == 0) }
            if step % 10 == 9 {
                let stored = try Self.storedGains(store)
                try Self.refreshAll(store)
                let general = try Self.storedGains(store)
                #expect(stored == general, "step \(step)")
            }
        }
        let lines = try Self.storedGains(store)
        var exported: [(line: Int, record: HistoryRecord)] = []
        try store.forEachRecord(includePrivate: true) { exported.append((exported.count + 1, $0)) }
        try store.close()
        // Imported with the two users' rows interleaved: the same rows, the same gains.
        var shuffled = exported
        for index in shuffled.indices.reversed() where index > 0 { shuffled.swapAt(index, generator.int(0...index)) }
        let copy = try HistoryStore.open(at: home.url.appendingPathComponent("copy.sqlite3"))
        #expect(try copy.importRecords(shuffled, source: "test").added == exported.count)
        var imported: [HistoryRecord] = []
        try copy.forEachRecord(includePrivate: true) { imported.append($0) }
        let copyLines = try Self.storedGains(copy)
        try copy.close()
        #expect(imported == exported.map(\.record))
        #expect(copyLines.filter { $0.hasPrefix("gain") } == lines.filter { $0.hasPrefix("gain") })
        // The history had all it is meant to test: both paths, decreases of both kinds, unknown views.
        #expect(newestRecords > 80)
        #expect(olderRecords > 5)
        #expect(lines.filter { $0.hasPrefix("decrease") && $0.hasSuffix(" 1") }.count > 10)
        #expect(lines.filter { $0.hasPrefix("decrease") && $0.hasSuffix(" 0") }.count > 10)
        #expect(lines.contains { $0.hasPrefix("gain") && $0.contains("NULL") })
        #expect(lines.filter { $0.hasPrefix("gain") }.count > 100)
    }
}
