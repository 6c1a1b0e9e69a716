import Foundation
import QiitaEmulator
import TestSupport
import Testing

/// An export carries counts only: imported into an empty store, it gives the history's gains, and a report from it
/// says in one line that one fetch adds the articles.
@Suite struct ImportedHistoryTests {
    @Test func aReportOfImportedCountsSaysOneFetchAddsTheArticles() async throws {
        let first = try EmulatorHarness(EmulatorConfiguration(items: 20))
        #expect(await first.run(["fetch"]).status == .success)
        let export = await first.run(["history", "export"])
        let rows = first.home.url.appendingPathComponent("history.jsonl")
        try Data(export.stdout.utf8).write(to: rows)

        let second = try EmulatorHarness(EmulatorConfiguration(items: 20))
        let environment = ["QIITA_API_BASE_URL": first.emulator.baseURL.absoluteString]
        #expect(await second.run(["history", "import", rows.path], environment: environment).status == .success)
        let report = await second.run(["report", "--offline"], environment: environment)
        #expect(report.status == .failure)
        let host = "127.0.0.1:\(first.emulator.port)"
        #expect(
            report.stderr
                == "qiita-stats: error: no cached snapshot of your articles on \(host): the history holds counts only "
                + "(an import); one 'qiita-stats fetch' adds the articles\n")
        let fetched = await second.run(["fetch"], environment: environment)
        #expect(fetched.status == .success, "\(fetched.stderr)")
        #expect(await second.run(["report", "--offline"], environment: environment).status == .success)
    }
}
