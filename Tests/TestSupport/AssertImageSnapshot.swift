import Foundation
import PNGEncoder
import Raster
import Testing

/// Compares `bitmap` with the golden image `Fixtures/<name>` (a PNG) of the calling test's target pixel by pixel, after
/// decoding: PNG bytes may change with the encoder, the pixels may not.
///
/// With `RECORD_SNAPSHOTS=1` in the environment it writes the golden image instead and fails
/// the test, so that recording is never silent. On a mismatch the image drawn is written
/// beside the system's temporary files, to look at.
public func assertImageSnapshot(
    _ bitmap: Bitmap, named name: String, file: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = fixturesFolder(of: file).appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try Data(PNGCodec.encode(bitmap)).write(to: url, options: .atomic)
            Issue.record("recorded \(name); run again without RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = try? Data(contentsOf: url), let golden = try? PNGCodec.decodeBitmap(Array(data)) else {
        Issue.record("no golden image \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    guard bitmap != golden else { return }
    let actual = FileManager.default.temporaryDirectory.appendingPathComponent(
        name.replacingOccurrences(of: "/", with: "-"))
    try? Data(PNGCodec.encode(bitmap)).write(to: actual)
    guard bitmap.width == golden.width, bitmap.height == golden.height else {
        let sizes = "\(name) is \(golden.width)×\(golden.height), the image drawn \(bitmap.width)×\(bitmap.height)"
        Issue.record(
            "\(sizes) (written to \(actual.path); RECORD_SNAPSHOTS=1 re-records it)", sourceLocation: sourceLocation)
        return
    }
    var differing = 0
    var first: (x: Int, y: Int)?
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap[x, y] != golden[x, y] {
            differing += 1
            if first == nil { first = (x, y) }
        }
    }
    let at = first.map { "first at (\($0.x), \($0.y)): golden \(golden[$0.x, $0.y]), drawn \(bitmap[$0.x, $0.y])" }
    Issue.record(
        "\(name): \(differing) pixels differ, \(at ?? "") (written to \(actual.path); RECORD_SNAPSHOTS=1 re-records it)",
        sourceLocation: sourceLocation)
}
