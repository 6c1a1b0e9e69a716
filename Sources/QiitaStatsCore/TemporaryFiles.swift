import Foundation
import Synchronization

/// The temporary files of atomic writes in progress, so that Ctrl-C can remove them before
/// the process exits: process-wide, like the signal that needs it.
public enum TemporaryFiles {
    private static let paths = Mutex<Set<String>>([])

    /// Runs `create` (which opens `path` and returns a descriptor, or -1) and registers `path`
    /// when it succeeded, both under the registry's lock.
    static func create(_ path: String, _ create: () -> Int32) -> Int32 {
        paths.withLock { paths in
            let fd = create()
            if fd >= 0 { paths.insert(path) }
            return fd
        }
    }

    /// Forgets `path`: it was renamed into place or removed.
    static func forget(_ path: String) {
        _ = paths.withLock { $0.remove(path) }
    }

    /// Removes every registered file, then runs `exit` still holding the lock, so that no
    /// writer can create another one in between.
    public static func removeAll(thenExit exit: () -> Never) -> Never {
        paths.withLock { paths -> Never in
            for path in paths { _ = unlink(path) }
            exit()
        }
    }
}
