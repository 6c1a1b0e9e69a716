import Foundation
import Testing

/// The folder of golden files and fixtures in the source tree: `Tests/QiitaStatsTests/Fixtures/`.
let fixturesSourceDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // QiitaStatsTests
    .appendingPathComponent("Fixtures", isDirectory: true)

/// Compares `text` with the golden file `Fixtures/<name>`.
///
/// With `RECORD_SNAPSHOTS=1` in the environment it writes the golden file instead and fails
/// the test, so that recording is never silent; commit the file and run again without it.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = fixturesSourceDirectory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
            Issue.record("recorded \(name); run again without RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = try? Data(contentsOf: url), let golden = String(data: data, encoding: .utf8) else {
        Issue.record("no golden file \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    guard text != golden else { return }
    let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference =
        zip(actualLines, goldenLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, goldenLines.count)
    let expected = firstDifference < goldenLines.count ? String(goldenLines[firstDifference]) : "<end of file>"
    let actual = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end of file>"
    Issue.record(
        """
        \(name) differs at line \(firstDifference + 1):
          golden: \(expected)
          actual: \(actual)
        (RECORD_SNAPSHOTS=1 re-records it)
        """,
        sourceLocation: sourceLocation)
}
