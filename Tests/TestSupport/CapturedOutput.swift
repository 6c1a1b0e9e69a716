import QiitaStatsCore
import Synchronization

/// Text written to an ``OutputSink``, kept for a test to read.
public final class CapturedOutput: Sendable {
    private let bytes = Mutex<[UInt8]>([])

    /// An empty capture.
    public init() {}

    /// The sink that appends here.
    public var sink: OutputSink {
        OutputSink { chunk in self.bytes.withLock { $0.append(contentsOf: chunk) } }
    }

    /// Everything written so far, as UTF-8.
    public var text: String { String(decoding: bytes.withLock { $0 }, as: UTF8.self) }
}

extension OutputSink {
    /// A sink that throws everything away.
    public static let discard = OutputSink { _ in }
}

extension HTTPHeaders {
    /// Headers from name/value pairs.
    public init(_ fields: [(String, String)]) {
        self.init()
        for (name, value) in fields { append(name: name, value: value) }
    }
}
