import Foundation
import QiitaStatsCore
import Synchronization
import TestSupport
import Testing

@Suite struct AtomicFileLockTests {
    /// Threads each open the lock file themselves (as processes do) and do a read-modify-write
    /// of a counter: with exclusion no increment is lost.
    @Test func threadsExcludeEachOther() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let counter = scratch.file("counter")
        try AtomicFile.write(Array("0".utf8), to: counter)
        let lock = FileLock(guarding: counter)
        let failures = Mutex<[String]>([])

        runConcurrently(threads: 8) { _ in
            for _ in 0..<25 {
                do {
                    try lock.withLock { () throws(FileSystemError) in
                        let text = String(decoding: try FileContents.read(counter)?.bytes ?? [], as: UTF8.self)
                        Thread.sleep(forTimeInterval: 0.0002)
                        try AtomicFile.write(Array(String((Int(text) ?? -1000) + 1).utf8), to: counter)
                    }
                } catch {
                    failures.withLock { $0.append(String(describing: error)) }
                }
            }
        }

        #expect(failures.withLock { $0 } == [])
        #expect(try String(contentsOf: counter, encoding: .utf8) == "200")
        #expect(scratch.names(in: scratch.url) == ["counter", "counter.lock"])
        #expect(scratch.permissions(scratch.file("counter.lock")) == 0o600)
    }

    @Test func lockIsReleasedWhenTheBodyThrows() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let lock = FileLock(guarding: scratch.file("x"), timeout: .milliseconds(200))
        struct Boom: Error {}

        #expect(throws: Boom.self) { try lock.withLock(ifUnavailable: { $0 as any Error }) { throw Boom() } }
        #expect(try lock.withLock { 42 } == 42)
    }

    @Test func waitingTooLongFailsWithAMessage() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let url = scratch.file("busy.lock")
        let inner = FileLock(guarding: scratch.file("busy"), timeout: .milliseconds(30))

        let error = try FileLock(guarding: scratch.file("busy")).withLock {
            () throws(FileSystemError) -> FileSystemError? in
            do throws(FileSystemError) {
                try inner.withLock {}
                return nil
            } catch {
                return error
            }
        }

        #expect(error == .lockTimedOut(path: url.path, seconds: 0))
        #expect(error?.hint == "wait for the other qiita-stats command to finish, then try again")
    }

    @Test func symlinkedLockFileIsRefused() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let victim = scratch.file("victim")
        try Data("v".utf8).write(to: victim)
        let url = scratch.file("t.lock")
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: victim)

        #expect(throws: FileSystemError.symbolicLink(path: url.path)) {
            try FileLock(guarding: scratch.file("t")).withLock {}
        }
    }
}

extension FileLock {
    /// The lock's own failures thrown as they are.
    func withLock<Result>(_ body: () throws(FileSystemError) -> Result) throws(FileSystemError) -> Result {
        try withLock(ifUnavailable: { $0 }, body)
    }
}
