import Foundation

/// The bytes of a snapshot file that items read from it point into (``SnapshotText``), kept
/// alive by them: a cache of 10,000 articles stays one block, not 60,000 strings.
public final class SnapshotFileBytes: @unchecked Sendable {
    // @unchecked: `bytes` is set once, never written through, and outlived by `owner`.
    /// The bytes.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// What keeps `bytes` valid: a mapping, or nil when they were copied here.
    private let owner: (any AnyObject & Sendable)?

    /// A copy of `source` (a file read whole, an array).
    public init(copying source: some Collection<UInt8>) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: source.count)
        _ = copy.initialize(from: source)
        bytes = UnsafeBufferPointer(copy)
        owner = nil
    }

    /// `bytes` as they are, valid for as long as `owner` lives (a mapped file).
    public init(unsafeBytes bytes: UnsafeRawBufferPointer, owner: any AnyObject & Sendable) {
        self.bytes = bytes.bindMemory(to: UInt8.self)
        self.owner = owner
    }

    deinit {
        if owner == nil { bytes.deallocate() }
    }

    /// `body` over the bytes in `range`.
    @inlinable func withBytes<Result>(
        in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try body(UnsafeBufferPointer(rebasing: bytes[range]))
    }
}
