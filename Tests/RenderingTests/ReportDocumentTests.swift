import Contributions
import Foundation
import QiitaStatsCore
import Rendering
import TestSupport
import Testing

@Suite struct ReportDocumentTests {
    private func novemberReport() throws -> ContributionReport {
        let options = ContributionOptions(
            period: .month(try #require(CalendarMonth(parsing: "2026-11"))),
            zone: try ContributionsFixture.zone("Asia/Tokyo"), today: try ContributionsFixture.date("2026-11-30"))
        return try Contributions.aggregate(try ContributionsFixture.snapshot(), options: options)
    }

    @Test func matchesTheGoldenDocument() throws {
        assertSnapshot(ReportDocument.text(of: try novemberReport()), named: "golden/report-2026-11-tokyo.json")
    }

    @Test func isValidJSONWithTheSchemaKeysInOrder() throws {
        let text = ReportDocument.text(of: try novemberReport())
        #expect(text.hasSuffix("}\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schema_version"] as? Int == 2)
        let topLevelKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
            String($0.dropFirst(3).prefix { $0 != "\"" })
        }
        #expect(
            topLevelKeys == [
                "schema_version", "fetched_at", "host", "user", "zenn_user", "period", "days", "totals", "sources",
                "all_time", "streaks", "tags", "items", "errors", "truncated",
            ])
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.count == 30)
        #expect(days[4]["views"] is NSNull)
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.first?["created_at"] as? String == "2026-11-30T23:30:00+09:00")
        #expect(items.map { $0["title"] as? String }.contains("Swift \"on\" Linux — 日本語\ttab\\slash </script>"))
        #expect(
            object["errors"] as? [[String: String]] == [
                [
                    "id": "a4000000000000000004", "kind": "stale_views",
                    "message": "views are from an earlier fetch: the last one could not refresh them",
                ]
            ])
        // Unknown views are never 0: each sum says how many of its articles' views it could not count.
        let totals = try #require(object["totals"] as? [String: Any])
        #expect(totals["views"] as? Int == 1774 && totals["views_unknown"] as? Int == 1)
        #expect((object["all_time"] as? [String: Any])?["views_unknown"] as? Int == 1)
    }

    @Test func isByteStable() throws {
        #expect(ReportDocument.text(of: try novemberReport()) == ReportDocument.text(of: try novemberReport()))
    }

    @Test func escapesStrings() throws {
        let tricky = "quote\" backslash\\ nl\n cr\r tab\t bell\u{07} nul\u{00} del\u{7F} ls\u{2028} 日本 🎉 </"
        let text = JSONValue.object(["s": .string(tricky), "n": .null, "a": .array([]), "o": .object([])]).prettyPrinted
        #expect(
            text == """
                {
                  "s": "quote\\" backslash\\\\ nl\\n cr\\r tab\\t bell\\u0007 nul\\u0000 del\\u007f ls\\u2028 日本 🎉 </",
                  "n": null,
                  "a": [],
                  "o": {}
                }

                """)
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(decoded?["s"] as? String == tricky)
    }

    @Test func writesSmallScalarContainersOnOneLine() {
        let long = String(repeating: "x", count: 100)
        let value = JSONValue.object([
            "day": .object(["date": .string("2026-11-01"), "posts": .int(0), "views": .int(nil)]),
            "tags": .array([.string("Swift"), .string("Linux")]),
            "long": .array([.string(long)]),
            "nested": .array([.array([])]),
        ])
        #expect(
            value.prettyPrinted == """
                {
                  "day": { "date": "2026-11-01", "posts": 0, "views": null },
                  "tags": ["Swift", "Linux"],
                  "long": [
                    "\(long)"
                  ],
                  "nested": [
                    []
                  ]
                }

                """)
    }
}
