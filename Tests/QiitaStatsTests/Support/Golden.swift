import Foundation
import Testing

/// Compares `actual` with the golden file `Fixtures/golden/<name>`.
///
/// With `RECORD_SNAPSHOTS=1` the file is (re)written and the test fails, so that recording
/// is never mistaken for passing. Golden files live in the source tree, next to the tests.
func assertGolden(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = goldenDirectory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record(
                "recorded golden file \(name); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("missing golden file \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let show = { (lines: [Substring]) in first < lines.count ? String(lines[first]) : "<end of text>" }
        Issue.record(
            """
            \(name) differs from its golden file at line \(first + 1):
              expected: \(show(expectedLines))
              actual:   \(show(actualLines))
            (RECORD_SNAPSHOTS=1 re-records it after a deliberate change)
            """, sourceLocation: sourceLocation)
    }
}

/// `Tests/QiitaStatsTests/Fixtures/golden` in the source tree.
let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/golden", isDirectory: true)
