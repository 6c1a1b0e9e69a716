import Foundation
import QiitaStatsCore

/// A fresh folder under the system temporary folder, removed by `remove()`.
public struct SecretsScratch: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("qs-secrets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }

    public func file(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// Permission bits of `path` itself (not following a symlink).
    public func permissions(_ url: URL) -> UInt32? { Platform.linkStatus(url.path)?.permissions }

    /// Names in the folder of `url`.
    public func names(in url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

/// Runs `body` on `threads` threads started together, and waits for all of them.
public func runConcurrently(threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<threads {
        done.enter()
        Thread {
            start.wait()
            body(index)
            done.leave()
        }.start()
    }
    for _ in 0..<threads { start.signal() }
    done.wait()
}
