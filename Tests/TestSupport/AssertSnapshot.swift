import Foundation
import Testing

/// The inputs several test targets share: `Tests/TestSupport/Fixtures/` (snapshots of articles).
public let fixturesSourceDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .appendingPathComponent("Fixtures", isDirectory: true)

/// The golden files of the test target holding `file`, beside its tests:
/// `Tests/RenderingTests/Fixtures/` for a test in `Tests/RenderingTests/`.
public func fixturesFolder(of file: StaticString = #filePath) -> URL {
    var folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
    while folder.deletingLastPathComponent().lastPathComponent != "Tests", folder.path != "/" {
        folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("Fixtures", isDirectory: true)
}

/// Compares `text` with the golden file `Fixtures/<name>` of the calling test's target.
///
/// With `RECORD_SNAPSHOTS=1` in the environment it writes the golden file instead and fails
/// the test, so that recording is never silent; commit the file and run again without it.
public func assertSnapshot(
    _ text: String, named name: String, file: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = fixturesFolder(of: file).appendingPathComponent(name)
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
