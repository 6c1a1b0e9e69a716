// The snapshot reader: never crashes, and reads what `JSONDecoder` (then `CountCheck`) reads.
// When the fast path returns a snapshot, `JSONDecoder` decodes the same bytes to an equal one
// (or both refuse a count out of range); `SnapshotReader.decode` succeeds exactly when the
// reference does, with an equal snapshot.
import Foundation
import QiitaModel
import QiitaStatsCore

@testable import SnapshotStore

/// What `JSONDecoder` and `CountCheck` make of the bytes, without the fast path.
private func reference(_ bytes: [UInt8]) -> Result<Snapshot, any Error> {
    Result {
        let snapshot = try JSONDecoder().decode(Snapshot.self, from: Data(bytes))
        try CountCheck.check(snapshot)
        return snapshot
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    let expected = reference(bytes)
    let fast = SnapshotReader.fast(bytes)
    if let fast {
        switch expected {
        case .success(let snapshot):
            invariant(fast == snapshot, "the fast path read another snapshot than JSONDecoder")
        case .failure(let error):
            // Counts are checked after either reader; any other refusal is a disagreement.
            let countRefused = (try? CountCheck.check(fast)) == nil
            invariant(countRefused, "the fast path read a snapshot JSONDecoder refuses: \(error)")
        }
    }
    switch (Result { try SnapshotReader.decode(bytes) }, expected) {
    case (.success(let read), .success(let snapshot)):
        invariant(read == snapshot, "decode read another snapshot than JSONDecoder")
    case (.failure, .failure):
        break
    case (.success, .failure(let error)):
        invariant(false, "decode read a snapshot JSONDecoder refuses: \(error)")
    case (.failure(let error), .success):
        invariant(false, "decode refused a snapshot JSONDecoder reads: \(error)")
    }
    return 0
}
